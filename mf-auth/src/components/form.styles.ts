import { styled } from '@pitchside/shared-ui/styled';
import { space } from '@pitchside/shared-ui/tokens';

/** A form laid out as a column with the standard gap between fields. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  min-inline-size: 0;
`;

/** Fields side by side on wide screens, stacked on phones. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${space[4]};
`;

/** Buttons at the end of a form section. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space[2]};
`;
