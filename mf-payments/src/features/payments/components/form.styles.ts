import { styled } from '@pitchside/shared-ui/styled';
import { color, font, media, space } from '@pitchside/shared-ui/tokens';

export const DialogForm = styled.form`
  display: grid;
  gap: ${space[4]};
`;

/** Inputs side by side on wider screens, stacked on phones. */
export const Row = styled.div<{ $columns?: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns = 2 }) => $columns}, minmax(0, 1fr));
  gap: ${space[3]};

  ${media.phone} {
    grid-template-columns: 1fr;
  }
`;

export const Note = styled.p`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;
