import { styled } from '@pitchside/shared-ui/styled';
import { color, font, media, radius, space } from '@pitchside/shared-ui/tokens';

export const Table = styled.table`
  inline-size: 100%;
  border-collapse: separate;
  border-spacing: ${space[1]};
  table-layout: fixed;

  th {
    overflow: hidden;
    padding-block: ${space[1]};
    color: ${color.textMuted};
    font-size: ${font.sizeXs};
    font-weight: ${font.weightMedium};
    text-align: center;
    white-space: nowrap;
  }
`;

export const WeekdayShort = styled.span`
  ${media.phone} {
    display: none;
  }
`;

export const WeekdayNarrow = styled.span`
  display: none;

  ${media.phone} {
    display: inline;
  }
`;

export const DayCell = styled.td<{ $selected: boolean; $today: boolean }>`
  position: relative;
  block-size: 2.75rem;
  padding: ${space[1]};
  border: 1px solid ${({ $today }) => ($today ? color.primary : 'transparent')};
  border-radius: ${radius.md};
  background: ${({ $selected }) => ($selected ? color.primarySubtle : color.surfaceMuted)};
  color: ${({ $selected }) => ($selected ? color.primaryText : color.text)};
  font-size: ${font.sizeSm};
  font-variant-numeric: tabular-nums;
  text-align: center;
  vertical-align: top;
  cursor: pointer;

  &:hover {
    background: ${({ $selected }) => ($selected ? color.primarySubtle : color.surfaceHover)};
  }

  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 1px;
  }
`;

export const Marker = styled.span`
  display: block;
  margin-inline: auto;
  margin-block-start: ${space[1]};
  min-inline-size: 1.25rem;
  inline-size: fit-content;
  padding-inline: ${space[1]};
  border-radius: ${radius.full};
  background: ${color.primary};
  color: ${color.onPrimary};
  font-size: ${font.sizeXs};
  font-weight: ${font.weightSemibold};
  line-height: 1.25rem;
`;
