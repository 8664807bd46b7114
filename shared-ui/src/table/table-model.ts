import type { ReactNode } from 'react';
import type { TableDensity } from './table.styles';

export type SortDirection = 'ascending' | 'descending';

/** Which column the rows are sorted by, and which way (the caller sorts: the table only shows it). */
export interface TableSort {
  key: string;
  direction: SortDirection;
}

export interface TableColumn<Row> {
  /** Stable id of the column (the key of its cells). */
  id: string;
  /** The header; `null` leaves the header cell empty (the corner above row headers). */
  header: ReactNode;
  /** What a row shows in this column. */
  cell: (row: Row) => ReactNode;
  /** The value's label on phone cards; defaults to `header` when it is a text. */
  label?: string;
  /** Makes the header a sort button for this key (with `sort` and `onSortChange`). */
  sortKey?: string;
  /** `end` for amounts and counts (tabular figures), `center` for a grid of values. */
  align?: 'start' | 'center' | 'end';
  /** The cell heads its row (`<th scope="row">`). */
  rowHeader?: boolean;
  /** The header is read by assistive technology only (an actions column). */
  hideHeader?: boolean;
  /** On phone cards: `title` names the card, `aside` sits beside the title (a status), `hidden` is left out. */
  card?: 'title' | 'aside' | 'hidden';
  /** What the phone card shows instead of `cell`. */
  cardCell?: (row: Row) => ReactNode;
  /** The cell has no padding: its content fills it (a swatch). */
  flush?: boolean;
  /** The cell stands out (a price set by a rule). */
  highlighted?: (row: Row) => boolean;
}

export interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** A stable key per row. */
  rowKey: (row: Row) => string;
  /** The table's caption, which also names it; `hideCaption` keeps it for assistive technology only. */
  caption?: ReactNode;
  hideCaption?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** The current sort (controlled). */
  sort?: TableSort | null;
  /** Called with the next sort when a sortable header (or the phone's sort menu) is used. */
  onSortChange?: (sort: TableSort) => void;
  /** Shows skeleton rows in a `role="status"` region named `loadingLabel`. */
  loading?: boolean;
  loadingLabel?: string;
  loadingRows?: number;
  /** Shown in place of the rows when there are none (a translated message). */
  empty?: ReactNode;
  /** A click anywhere on a row (wide screens). Keep a control in the row that does the same for keyboards. */
  onRowClick?: (row: Row) => void;
  /** On phones: one card of label–value pairs per row (default), or the table scrolling sideways. */
  narrow?: 'cards' | 'scroll';
  density?: TableDensity;
  /** As wide as its container (default) or as its content. */
  fullWidth?: boolean;
  /** A border and rounded corners around the table. */
  framed?: boolean;
  /** Names the scrolling area and lets keyboards focus it, to scroll a wide table. */
  scrollLabel?: string;
  className?: string;
}

/** The sort a header click asks for: ascending first, then the other way. */
export function nextSort(current: TableSort | null | undefined, key: string): TableSort {
  return { key, direction: current?.key === key && current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/** The text labelling a column's values on a phone card. */
export function columnLabel<Row>(column: TableColumn<Row>): string {
  return column.label ?? (typeof column.header === 'string' ? column.header : '');
}
