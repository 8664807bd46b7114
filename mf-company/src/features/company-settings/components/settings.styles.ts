import { styled } from '@pitchside/shared-ui/styled';
import { color, font, media, space } from '@pitchside/shared-ui/tokens';

/** The booking rules form: its groups stacked with room between them. */
export const Form = styled.form`
  display: grid;
  gap: ${space[6]};
`;

/** A group of related rules with a visible legend. */
export const Fieldset = styled.fieldset`
  display: grid;
  gap: ${space[4]};
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-block-end: ${space[3]};
    padding: 0;
    font-weight: ${font.weightSemibold};
  }
`;

/** Inputs two by two on wide screens, one per line on phones. */
export const RuleGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: ${space[4]};
  align-items: start;
`;

/** Save and reset at the inline end; stacked full width on phones. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space[2]};
  padding-block-start: ${space[4]};
  border-block-start: 1px solid ${color.border};

  ${media.phone} {
    & > * {
      flex: 1 1 100%;
    }
  }
`;
