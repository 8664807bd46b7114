import { styled } from '@pitchside/shared-ui/styled';
import { color, font, media, radius, space } from '@pitchside/shared-ui/tokens';

/** Two weeks of days in one row that scrolls sideways on narrow screens. */
export const DayStrip = styled.div`
  display: flex;
  gap: ${space[2]};
  overflow-x: auto;
  padding: ${space[1]};
  margin: calc(-1 * ${space[1]});
  scroll-snap-type: inline proximity;
`;

const choice = `
  position: relative;
  display: flex;
  flex-direction: column;
  border-radius: ${radius.md};
  cursor: pointer;

  &:has(input:focus-visible) {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
`;

export const DayOption = styled.label<{ $selected: boolean }>`
  ${choice}
  flex: 0 0 auto;
  align-items: center;
  gap: ${space[1]};
  min-inline-size: 5.5rem;
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${({ $selected }) => ($selected ? color.primary : color.borderStrong)};
  background: ${({ $selected }) => ($selected ? color.primarySubtle : color.surface)};
  box-shadow: ${({ $selected }) => ($selected ? `inset 0 0 0 1px ${color.primary}` : 'none')};
  scroll-snap-align: start;
  font-weight: ${({ $selected }) => ($selected ? font.weightSemibold : font.weightRegular)};
  white-space: nowrap;
`;

export const DayNote = styled.span`
  color: ${color.textMuted};
  font-size: ${font.sizeXs};
  font-weight: ${font.weightRegular};
`;

export const SlotGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.tabletUp} {
    grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
  }
`;

export type SlotLook = 'start' | 'inRun' | 'free' | 'unavailable';

export const SlotOption = styled.label<{ $look: SlotLook }>`
  ${choice}
  flex-direction: row;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
  block-size: 100%;
  padding: ${space[3]};
  border: 1px solid ${({ $look }) => ($look === 'unavailable' ? color.border : color.primary)};
  background: ${({ $look }) => ($look === 'unavailable' ? color.surfaceMuted : $look === 'free' ? color.surface : color.primarySubtle)};
  box-shadow: ${({ $look }) => ($look === 'start' || $look === 'inRun' ? `inset 0 0 0 1px ${color.primary}` : 'none')};
  color: ${({ $look }) => ($look === 'unavailable' ? color.textMuted : color.text)};
  cursor: ${({ $look }) => ($look === 'unavailable' ? 'not-allowed' : 'pointer')};
`;

export const SlotTime = styled.span`
  font-weight: ${font.weightSemibold};
  font-variant-numeric: tabular-nums;
`;

export const SlotPrice = styled.span`
  inline-size: 100%;
  font-size: ${font.sizeSm};
`;

export const InRun = styled.span`
  color: ${color.primaryText};
  font-size: ${font.sizeSm};
  font-weight: ${font.weightMedium};
`;

export const ClosedDay = styled.p`
  padding: ${space[6]} ${space[4]};
  border: 1px dashed ${color.border};
  border-radius: ${radius.md};
  color: ${color.textMuted};
  text-align: center;
`;

export const Stepper = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[3]};
`;

export const StepperValue = styled.span`
  min-inline-size: 9rem;
  font-weight: ${font.weightSemibold};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

export const LimitText = styled.p`
  min-block-size: 1.5em;
  color: ${color.warningText};
  font-size: ${font.sizeSm};
`;

export const Total = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space[2]};
  padding: ${space[3]} ${space[4]};
  border-radius: ${radius.md};
  background: ${color.surfaceMuted};
`;

export const TotalAmount = styled.strong`
  font-size: ${font.sizeXl};
  font-variant-numeric: tabular-nums;
`;

/** Every time on the step is the field's local time: said once, at the top. */
export const ZoneLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${space[1]};
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;
