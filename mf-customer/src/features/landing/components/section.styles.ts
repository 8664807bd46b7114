import { styled } from '@pitchside/shared-ui/styled';
import { color, font, layout, media, space } from '@pitchside/shared-ui/tokens';

/** A full-width band of the landing page; `$tone` picks its background. */
export const Band = styled.section<{ $tone?: 'plain' | 'muted' | 'brand' }>`
  background: ${({ $tone = 'plain' }) =>
    $tone === 'muted' ? color.surfaceMuted : $tone === 'brand' ? color.primarySubtle : 'transparent'};
  padding-block: ${space[10]};

  ${media.tabletUp} {
    padding-block: ${space[16]};
  }
`;

/** The readable column inside a band. */
export const Inner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[8]};
  max-inline-size: ${layout.contentMaxWidth};
  margin-inline: auto;
  padding-inline: ${space[4]};

  ${media.tabletUp} {
    padding-inline: ${space[6]};
  }
`;

export const SectionHeading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  max-inline-size: 40rem;
  margin-inline: auto;
  text-align: center;

  h2 {
    font-size: ${font.size2xl};
    font-weight: ${font.weightBold};
    ${media.tabletUp} {
      font-size: ${font.size3xl};
    }
  }
  p {
    color: ${color.textMuted};
    font-size: ${font.sizeLg};
  }
`;
