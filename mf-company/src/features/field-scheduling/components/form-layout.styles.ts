import { styled } from '@pitchside/shared-ui/styled';
import { space } from '@pitchside/shared-ui/tokens';

/** Inputs two by two on wide screens, one per line on phones. */
export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  gap: ${space[4]};
  align-items: start;
`;

/** A dialog's form: inputs stacked with room between them. */
export const DialogForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
`;

/** A row of actions that wraps on phones. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  align-items: center;
`;
