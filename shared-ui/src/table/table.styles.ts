import styled from 'styled-components';
import { color, font, radius, space } from '../tokens/tokens';

export type TableDensity = 'normal' | 'compact';
const padding: Record<TableDensity, string> = { normal: space[3], compact: space[2] };

/** Scrolls a table sideways when it is wider than its container. */
export const Scroll = styled.div<{ $framed: boolean }>`
  max-inline-size: 100%;
  overflow-x: auto;
  ${({ $framed }) => $framed && `border: 1px solid ${color.border}; border-radius: ${radius.lg};`}

  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
`;

export const StyledTable = styled.table<{ $density: TableDensity; $fullWidth: boolean }>`
  inline-size: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border-collapse: collapse;
  font-size: ${font.sizeSm};

  caption {
    padding: ${space[2]} ${space[3]};
    color: ${color.textMuted};
    text-align: start;
  }
  th,
  td {
    padding: ${({ $density }) => padding[$density]};
    text-align: start;
    vertical-align: top;
  }
  thead th {
    background: ${color.surfaceMuted};
    color: ${color.textMuted};
    font-weight: ${font.weightSemibold};
    white-space: nowrap;
  }
  tbody th {
    font-weight: ${font.weightMedium};
  }
  tbody tr {
    border-block-start: 1px solid ${color.border};
  }
  tbody tr[data-clickable] {
    cursor: pointer;
  }
  tbody tr[data-clickable]:hover {
    background: ${color.surfaceHover};
  }
  [data-align='end'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  [data-align='center'] {
    text-align: center;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  td[data-flush] {
    padding: 0;
  }
  td[data-highlighted] {
    background: ${color.primarySubtle};
    color: ${color.primaryText};
  }
`;

/** A sortable column's header: the whole header text is the button. */
export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover {
    color: ${color.text};
  }
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
    border-radius: ${radius.sm};
  }
`;

export const SortMark = styled.span<{ $active: boolean }>`
  display: inline-flex;
  opacity: ${({ $active }) => ($active ? 1 : 0.45)};
`;

/** Phones: one card per row. */
export const Cards = styled.ul`
  display: grid;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const CardItem = styled.li`
  display: grid;
  gap: ${space[3]};
  min-inline-size: 0;
  padding: ${space[4]};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  color: ${color.text};
  font-size: ${font.sizeSm};
`;

/** The card's title and what sits beside it (a status), wrapping under it when the card is narrow. */
export const CardTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  align-items: center;
  justify-content: space-between;

  & > * {
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }
`;

export const CardTitle = styled.div`
  font-size: ${font.sizeMd};
  font-weight: ${font.weightSemibold};
`;

/** Label–value pairs: long values without spaces break rather than overflow the card. */
export const Pairs = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${space[1]} ${space[3]};
  margin: 0;

  dt {
    color: ${color.textMuted};
    overflow-wrap: anywhere;
  }
  dd {
    min-inline-size: 0;
    margin: 0;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${space[4]};
  color: ${color.textMuted};
  text-align: center;
`;
