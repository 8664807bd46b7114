import { styled } from '@pitchside/shared-ui/styled';
import { color, media, radius, space } from '@pitchside/shared-ui/tokens';

/** A weekday's row: on wide screens one line, on phones a small grid. */
export const DayGrid = styled.li`
  display: grid;
  grid-template-columns: minmax(10rem, 1.4fr) repeat(4, minmax(6rem, 1fr));
  gap: ${space[3]};
  align-items: start;
  padding: ${space[3]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};

  ${media.phone} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const DayName = styled.div`
  ${media.phone} {
    grid-column: 1 / -1;
  }
`;

export const DayList = styled.ul`
  display: grid;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
