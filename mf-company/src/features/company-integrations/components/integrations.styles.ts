import { styled } from '@pitchside/shared-ui/styled';
import { color, font, radius, space } from '@pitchside/shared-ui/tokens';

export const Form = styled.form`
  display: grid;
  gap: ${space[4]};
`;

/** Event choices two by two on wide screens, one per line on phones. */
export const Choices = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
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

/** Buttons at the inline end, wrapping on phones. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space[2]};
`;

/** A secret or an address shown in full, to copy: monospace, broken anywhere. */
export const Secret = styled.code`
  display: block;
  padding: ${space[2]} ${space[3]};
  border-radius: ${radius.md};
  background: ${color.surfaceMuted};
  font-family: ${font.familyMono};
  overflow-wrap: anywhere;
  direction: ltr;
  text-align: start;
`;

export const DeliveryList = styled.ul`
  display: grid;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const DeliveryItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]} ${space[3]};
  padding-block: ${space[2]};
  border-block-end: 1px solid ${color.border};
  font-size: ${font.sizeSm};

  & > :first-child {
    flex: 1 1 12rem;
    font-family: ${font.familyMono};
    direction: ltr;
    text-align: start;
  }
`;

export const Muted = styled.span`
  color: ${color.textMuted};
`;
