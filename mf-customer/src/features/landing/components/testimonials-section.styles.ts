import { styled } from '@pitchside/shared-ui/styled';
import { color, font, radius, space } from '@pitchside/shared-ui/tokens';

export const Quote = styled.figure`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: ${space[4]};
  block-size: 100%;
  padding: ${space[6]};
  border: 1px solid ${color.border};
  border-inline-start: 4px solid ${color.primary};
  border-radius: ${radius.lg};
  background: ${color.surface};

  blockquote {
    font-size: ${font.sizeLg};
    line-height: ${font.lineHeightRelaxed};
  }
  figcaption {
    color: ${color.textMuted};
    font-size: ${font.sizeSm};
    font-weight: ${font.weightSemibold};
  }
`;
