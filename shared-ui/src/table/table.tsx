import type { ReactNode } from 'react';
import { ChevronDownIcon, ChevronUpIcon } from '../icons/icons';
import { Skeleton, SkeletonGroup } from '../skeleton/skeleton';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { TableCards } from './table-cards';
import { nextSort, type TableColumn, type TableProps } from './table-model';
import { Empty, Scroll, SortButton, SortMark, StyledTable } from './table.styles';
import { usePhoneWidth } from './use-phone-width';

export { nextSort };
export type { SortDirection, TableColumn, TableProps, TableSort } from './table-model';
export type { TableDensity } from './table.styles';

function HeaderCell<Row>({ column, sort, onSortChange }: { column: TableColumn<Row> } & Pick<TableProps<Row>, 'sort' | 'onSortChange'>) {
  if (column.header === null || column.header === undefined) return <td />;
  const align = column.align && column.align !== 'start' ? column.align : undefined;
  const content = column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header;
  const { sortKey } = column;
  if (!sortKey || !onSortChange) return <th scope="col" data-align={align}>{content}</th>;
  const direction = sort?.key === sortKey ? sort.direction : undefined;
  return (
    <th scope="col" data-align={align} aria-sort={direction}>
      <SortButton type="button" onClick={() => onSortChange(nextSort(sort, sortKey))}>
        {content}
        <SortMark $active={Boolean(direction)} aria-hidden="true">
          {direction === 'ascending' ? <ChevronUpIcon size={14} /> : <ChevronDownIcon size={14} />}
        </SortMark>
      </SortButton>
    </th>
  );
}

function BodyCell<Row>({ column, row }: { column: TableColumn<Row>; row: Row }) {
  const Cell = column.rowHeader ? 'th' : 'td';
  return (
    <Cell
      scope={column.rowHeader ? 'row' : undefined}
      data-align={column.align && column.align !== 'start' ? column.align : undefined}
      data-flush={column.flush || undefined}
      data-highlighted={column.highlighted?.(row) || undefined}
    >
      {column.cell(row)}
    </Cell>
  );
}

/**
 * A data table: headers (optionally sort buttons with `aria-sort`), one row per item, a message when
 * there are none and skeleton rows while loading. On phones each row becomes a card of label–value
 * pairs (or the table scrolls sideways, `narrow="scroll"`).
 */
export function Table<Row>(props: TableProps<Row>) {
  const phone = usePhoneWidth();
  const {
    columns, rows, rowKey, caption, hideCaption = false, sort, onSortChange, loading = false, loadingLabel, loadingRows = 4, empty,
    onRowClick, narrow = 'cards', density = 'normal', fullWidth = true, framed = false, scrollLabel, className,
  } = props;
  if (phone && narrow === 'cards') return <TableCards {...props} />;

  const head = (
    <thead>
      <tr>
        {columns.map((column) => <HeaderCell key={column.id} column={column} sort={sort} onSortChange={onSortChange} />)}
      </tr>
    </thead>
  );
  const table = (body: ReactNode, named: boolean) => (
    <StyledTable
      $density={density}
      $fullWidth={fullWidth}
      aria-label={named ? props['aria-label'] : undefined}
      aria-labelledby={named ? props['aria-labelledby'] : undefined}
    >
      {caption && named && (hideCaption ? <VisuallyHidden asChild><caption>{caption}</caption></VisuallyHidden> : <caption>{caption}</caption>)}
      {head}
      <tbody>{body}</tbody>
    </StyledTable>
  );

  if (loading) {
    const skeletonRows = Array.from({ length: loadingRows }, (_, index) => (
      <tr key={index}>
        {columns.map((column) => <td key={column.id}><Skeleton /></td>)}
      </tr>
    ));
    return (
      <SkeletonGroup label={loadingLabel} className={className}>
        <Scroll $framed={framed} aria-hidden="true">{table(skeletonRows, false)}</Scroll>
      </SkeletonGroup>
    );
  }

  const body = rows.length === 0 && empty !== undefined
    ? <tr><td colSpan={columns.length}><Empty>{empty}</Empty></td></tr>
    : rows.map((row) => (
      <tr key={rowKey(row)} data-clickable={onRowClick ? true : undefined} onClick={onRowClick ? () => onRowClick(row) : undefined}>
        {columns.map((column) => <BodyCell key={column.id} column={column} row={row} />)}
      </tr>
    ));
  const region = scrollLabel ? { role: 'region', 'aria-label': scrollLabel, tabIndex: 0 } : {};
  return (
    <Scroll $framed={framed} className={className} {...region}>
      {table(body, true)}
    </Scroll>
  );
}
