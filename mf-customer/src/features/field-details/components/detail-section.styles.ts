import { Card } from '@pitchside/shared-ui/card';
import { styled } from '@pitchside/shared-ui/styled';
import { color, font, layout, space } from '@pitchside/shared-ui/tokens';

/** A section card; scrolled to, it stops below the shell's sticky top bar. */
export const SectionCard = styled(Card)`
  scroll-margin-block-start: calc(${layout.topBarHeight} + ${space[4]});
`;

/** Label–value pairs (specifications, dimensions, location). */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${space[2]} ${space[6]};
  margin: 0;

  dt {
    color: ${color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${font.weightMedium};
    overflow-wrap: anywhere;
  }
`;

/** A bulleted list of short items (rules, equipment). */
export const Bullets = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  margin: 0;
  padding-inline-start: ${space[5]};
`;

export const Muted = styled.p`
  color: ${color.textMuted};
`;

export const Paragraphs = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
  line-height: ${font.lineHeightRelaxed};
`;

export const Subheading = styled.h3`
  font-size: ${font.sizeMd};
  font-weight: ${font.weightSemibold};
`;
