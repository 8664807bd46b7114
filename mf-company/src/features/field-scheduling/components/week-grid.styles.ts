import { styled } from '@pitchside/shared-ui/styled';
import { color, font, radius, space, zIndex } from '@pitchside/shared-ui/tokens';
import type { SlotStatus } from '@pitchside/shared-api/contracts/field-constants';

const STATUS_COLORS: Record<SlotStatus, string> = {
  available: color.success,
  booked: color.info,
  maintenance: color.warning,
  closed: color.borderStrong,
  private_event: color.danger,
};

/** Scrolls both ways: sideways on phones, down within the page so the day headers can stick. */
export const Scroller = styled.div`
  max-block-size: 70vh;
  overflow: auto;
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  overscroll-behavior-inline: contain;
`;

export const Days = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(9.5rem, 1fr));
`;

export const DayColumn = styled.section`
  min-inline-size: 0;
  & + & {
    border-inline-start: 1px solid ${color.border};
  }
`;

export const DayHeader = styled.h3`
  position: sticky;
  inset-block-start: 0;
  z-index: ${zIndex.raised};
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: ${space[2]} ${space[3]};
  border-block-end: 1px solid ${color.border};
  background: ${color.surfaceMuted};
  font-size: ${font.sizeSm};
  font-weight: ${font.weightSemibold};
`;

export const DayDate = styled.span`
  color: ${color.textMuted};
  font-weight: ${font.weightRegular};
`;

export const SlotList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  margin: 0;
  padding: ${space[2]};
  list-style: none;
`;

export const SlotCell = styled.li<{ $status: SlotStatus }>`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  padding: ${space[2]};
  border: 1px solid ${color.border};
  border-inline-start: 4px solid ${({ $status }) => STATUS_COLORS[$status]};
  border-radius: ${radius.md};
  background: ${color.surface};
  font-size: ${font.sizeSm};
`;

export const SlotTime = styled.span`
  font-weight: ${font.weightSemibold};
  font-variant-numeric: tabular-nums;
`;

export const NoSlots = styled.p`
  margin: 0;
  padding: ${space[3]};
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;
