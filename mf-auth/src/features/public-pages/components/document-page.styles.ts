import { styled } from '@pitchside/shared-ui/styled';
import { color, font, layout, media, radius, space } from '@pitchside/shared-ui/tokens';

/** The list of sections beside the text on wide screens, above it on phones and tablets. */
export const Layout = styled.div`
  display: grid;
  gap: ${space[8]};
  align-items: start;

  ${media.desktop} {
    grid-template-columns: minmax(12rem, 16rem) minmax(0, 1fr);
  }
`;

export const Contents = styled.nav`
  display: grid;
  gap: ${space[2]};
  padding: ${space[4]};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};

  ${media.desktop} {
    position: sticky;
    inset-block-start: calc(${layout.topBarHeight} + ${space[4]});
  }

  ol {
    display: grid;
    gap: ${space[2]};
    margin: 0;
    padding-inline-start: ${space[5]};
  }

  a {
    color: ${color.primaryText};
    text-underline-offset: 0.2em;
  }
`;

export const ContentsTitle = styled.h2`
  margin: 0;
  font-size: ${font.sizeMd};
  font-weight: ${font.weightSemibold};
`;

/** The text, at a width that reads well. */
export const Article = styled.div`
  display: grid;
  gap: ${space[8]};
  max-inline-size: 46rem;
  min-inline-size: 0;
`;

export const Section = styled.section`
  display: grid;
  gap: ${space[3]};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${font.sizeXl};
  font-weight: ${font.weightBold};
  line-height: ${font.lineHeightTight};
  /* Clear of the sticky top bar when reached through the list of sections. */
  scroll-margin-block-start: calc(${layout.topBarHeight} + ${space[4]});

  ${media.tabletUp} {
    font-size: ${font.size2xl};
  }
`;
