// The employee page's time: the usual week, dated shifts (by day, four weeks at a time), availability.
import { styled } from '@pitchside/shared-ui/styled';
import { color, font, media, radius, space } from '@pitchside/shared-ui/tokens';

export const Week = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: ${space[2]};

  ${media.phone} {
    grid-template-columns: 1fr;
  }
`;

export const Day = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  padding: ${space[2]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  min-block-size: 5rem;

  h3 {
    margin: 0;
    font-size: ${font.sizeSm};
  }

  span {
    font-size: ${font.sizeSm};
  }

  ${media.phone} {
    flex-direction: row;
    flex-wrap: wrap;
    min-block-size: 0;
    align-items: baseline;

    h3 {
      min-inline-size: 6rem;
    }
  }
`;

export const Slot = styled.span`
  display: inline-block;
  padding: ${space[1]} ${space[2]};
  border-radius: ${radius.sm};
  background: ${color.primarySubtle};
  color: ${color.primaryText};
`;

export const SlotEnd = styled.div`
  align-self: end;
`;

/** A local day's heading above its shifts. */
export const DayHeading = styled.h3`
  margin: 0;
  margin-block-end: ${space[2]};
  font-size: ${font.sizeSm};
  color: ${color.textMuted};
`;

/** One shift: its times, field and notes, then its actions (wrapping below on phones). */
export const ShiftItem = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${space[2]} ${space[4]};
  padding: ${space[3]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};

  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** One weekday of the availability editor: name, switch, from and to (stacked on phones). */
export const AvailabilityDay = styled.div`
  display: grid;
  grid-template-columns: minmax(7rem, 10rem) minmax(9rem, auto) minmax(0, 1fr) minmax(0, 1fr);
  gap: ${space[2]} ${space[4]};
  align-items: center;
  padding-block: ${space[3]};
  border-block-end: 1px solid ${color.border};

  & > strong {
    font-weight: ${font.weightBold};
  }

  /* "Not available" where the times stand on an available day. */
  & > p {
    grid-column: span 2;
  }

  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
    align-items: stretch;

    & > p {
      grid-column: auto;
    }
  }
`;

/**
 * Earlier, the dates shown, later, and back to the coming weeks. Phones put the dates on their own line
 * above the two buttons, which then sit at either end.
 */
export const WeeksNav = styled.nav`
  display: grid;
  grid-template-columns: auto 1fr auto auto;
  grid-template-areas: 'earlier range later coming';
  align-items: center;
  gap: ${space[2]};
  margin-block-end: ${space[4]};

  /* Children: Earlier, the dates, Later, and (away from the coming weeks) Coming weeks. */
  & > :nth-child(1) {
    grid-area: earlier;
    justify-self: start;
  }

  & > :nth-child(2) {
    grid-area: range;
    margin: 0;
    text-align: center;
    font-weight: ${font.weightMedium};
  }

  & > :nth-child(3) {
    grid-area: later;
    justify-self: end;
  }

  & > :nth-child(4) {
    grid-area: coming;
    justify-self: center;
  }

  ${media.phone} {
    grid-template-columns: 1fr 1fr;
    grid-template-areas: 'range range' 'earlier later' 'coming coming';
  }
`;
