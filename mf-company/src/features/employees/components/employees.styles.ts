import { styled } from '@pitchside/shared-ui/styled';
import { color, font, media, radius, shadow, space } from '@pitchside/shared-ui/tokens';

export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${space[3]} ${space[4]};
`;

export const Section = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-block-end: ${space[2]};
    font-weight: ${font.weightBold};
  }
`;

export const PermissionList = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  gap: ${space[2]};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;

export const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const Row = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 2fr) minmax(0, 1.2fr) auto auto;
  gap: ${space[3]};
  align-items: center;
  padding: ${space[3]} ${space[4]};
  border-block-end: 1px solid ${color.border};

  &[data-selected] {
    background: ${color.primarySubtle};
  }

  ${media.phone} {
    grid-template-columns: auto minmax(0, 1fr) auto;

    & > [data-wide] {
      display: none;
    }
  }
`;

export const HeaderRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  padding: ${space[3]} ${space[4]};
  border-block-end: 1px solid ${color.border};
  font-size: ${font.sizeSm};
  color: ${color.textMuted};
`;

export const Name = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  min-inline-size: 0;

  a {
    color: ${color.text};
    font-weight: ${font.weightBold};
    overflow-wrap: anywhere;
  }

  span {
    color: ${color.textMuted};
    font-size: ${font.sizeSm};
    overflow-wrap: anywhere;
  }
`;

export const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]} ${space[2]};
  align-items: center;
  font-size: ${font.sizeSm};
  min-inline-size: 0;
`;

export const BulkBar = styled.div`
  position: sticky;
  inset-block-end: ${space[3]};
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  align-items: center;
  padding: ${space[3]} ${space[4]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  box-shadow: ${shadow.md};

  strong {
    margin-inline-end: auto;
  }
`;

export const ChipGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;

export const FilterBlock = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;

  legend {
    padding: 0;
    margin-block-end: ${space[1]};
    font-size: ${font.sizeSm};
    font-weight: ${font.weightMedium};
  }
`;

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

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space[2]} ${space[4]};
  margin: 0;

  dt {
    color: ${color.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
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

/** What only phones show (the toggle of the advanced filters). */
export const PhoneOnly = styled.div`
  display: none;

  ${media.phone} {
    display: block;
  }
`;

/** The advanced filters: always shown from tablets up; on phones only once "More filters" opens them. */
export const AdvancedFilters = styled.div<{ $open: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};

  ${media.phone} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
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
