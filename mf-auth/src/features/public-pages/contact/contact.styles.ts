import { styled } from '@pitchside/shared-ui/styled';
import { color, font, space } from '@pitchside/shared-ui/tokens';

/** The form beside the other ways to reach the team on wide screens, above them on phones. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
  gap: ${space[6]};
  align-items: start;
`;

/** Business hours, phone and address: label over value. */
export const Facts = styled.dl`
  display: grid;
  gap: ${space[3]};
  margin: 0 0 ${space[4]};

  dt {
    font-weight: ${font.weightSemibold};
  }

  dd {
    margin: 0;
    color: ${color.textMuted};
  }
`;

/** The confirmation, then the way to write again, at the start of the line. */
export const SentBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space[3]};
`;

/** The field only robots fill in: out of sight, out of the tab order, hidden from assistive technology. */
export const Trap = styled.div`
  display: none;
`;
