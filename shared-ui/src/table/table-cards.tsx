import { Fragment, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../native-select/native-select';
import { Skeleton, SkeletonGroup } from '../skeleton/skeleton';
import { Stack } from '../stack/stack';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { columnLabel, type SortDirection, type TableColumn, type TableProps } from './table-model';
import { CardItem, CardTitle, CardTop, Cards, Empty, Pairs } from './table.styles';

const DIRECTIONS: readonly SortDirection[] = ['ascending', 'descending'];

/** Phones have no headers to press: the sortable columns and directions are offered in a menu. */
function SortMenu<Row>({ columns, sort, onSortChange }: Pick<TableProps<Row>, 'columns' | 'sort' | 'onSortChange'>) {
  const { t } = useTranslation('ui');
  const sortable = columns.filter((column) => column.sortKey);
  if (!onSortChange || sortable.length === 0) return null;
  const options = sortable.flatMap((column) => DIRECTIONS.map((direction) => ({
    value: `${column.sortKey}:${direction}`,
    label: t(direction === 'ascending' ? 'tableSortAscending' : 'tableSortDescending', { column: columnLabel(column) }),
  })));
  return (
    <NativeSelect
      label={t('tableSortBy')}
      options={options}
      placeholder={sort ? undefined : t('selectPlaceholder')}
      value={sort ? `${sort.key}:${sort.direction}` : ''}
      onChange={(event) => {
        const [key = '', direction] = event.target.value.split(':');
        if (key && (direction === 'ascending' || direction === 'descending')) onSortChange({ key, direction });
      }}
    />
  );
}

function RowCard<Row>({ row, columns }: { row: Row; columns: readonly TableColumn<Row>[] }) {
  const titleId = useId();
  const content = (column: TableColumn<Row>): ReactNode => (column.cardCell ?? column.cell)(row);
  const title = columns.find((column) => column.card === 'title');
  const asides = columns.filter((column) => column.card === 'aside');
  const pairs = columns.filter((column) => column.card === undefined);
  return (
    <CardItem aria-labelledby={title ? titleId : undefined}>
      {(title || asides.length > 0) && (
        <CardTop>
          {title && <CardTitle id={titleId}>{content(title)}</CardTitle>}
          {asides.map((column) => <div key={column.id}>{content(column)}</div>)}
        </CardTop>
      )}
      {pairs.length > 0 && (
        <Pairs>
          {pairs.map((column) => (
            <Fragment key={column.id}>
              <dt>{columnLabel(column)}</dt>
              <dd>{content(column)}</dd>
            </Fragment>
          ))}
        </Pairs>
      )}
    </CardItem>
  );
}

/** The table on phones: a list of cards, each row's values labelled by their column. */
export function TableCards<Row>(props: TableProps<Row>) {
  const { columns, rows, rowKey, caption, hideCaption = false, sort, onSortChange, loading = false, loadingLabel, loadingRows = 4, empty, className } = props;
  const captionId = useId();
  const name = props['aria-label']
    ? { 'aria-label': props['aria-label'] }
    : { 'aria-labelledby': props['aria-labelledby'] ?? (caption ? captionId : undefined) };
  const captionText = caption && (hideCaption ? <VisuallyHidden id={captionId}>{caption}</VisuallyHidden> : <p id={captionId}>{caption}</p>);

  if (loading) {
    return (
      <SkeletonGroup label={loadingLabel} className={className}>
        <Cards aria-hidden="true">
          {Array.from({ length: loadingRows }, (_, index) => (
            <CardItem key={index}>
              <Skeleton width="60%" />
              <Skeleton />
              <Skeleton />
            </CardItem>
          ))}
        </Cards>
      </SkeletonGroup>
    );
  }
  return (
    <Stack gap={3} className={className}>
      {captionText}
      {rows.length === 0 && empty !== undefined ? <Empty>{empty}</Empty> : (
        <>
          <SortMenu columns={columns} sort={sort} onSortChange={onSortChange} />
          <Cards {...name}>
            {rows.map((row) => <RowCard key={rowKey(row)} row={row} columns={columns} />)}
          </Cards>
        </>
      )}
    </Stack>
  );
}
