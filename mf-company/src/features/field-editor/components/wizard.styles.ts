import { styled } from '@pitchside/shared-ui/styled';
import { color, font, space } from '@pitchside/shared-ui/tokens';

/** A muted line of help under a group of inputs. */
export const Hint = styled.p`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;

/** A group of related inputs with a visible legend. */
export const Fieldset = styled.fieldset`
  display: grid;
  gap: ${space[3]};
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-block-end: ${space[2]};
    padding: 0;
    font-weight: ${font.weightSemibold};
  }
`;

/** Inline error under a group (the inputs' own errors sit under each input). */
export const GroupError = styled.p`
  margin: 0;
  color: ${color.dangerText};
  font-size: ${font.sizeSm};
`;
