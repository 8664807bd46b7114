import { useState } from 'react';
import axe from 'axe-core';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { nextSort, Table, type TableColumn, type TableSort } from './table';

interface Invoice {
  id: string;
  number: string;
  customer: string;
  amount: string;
  status: string;
}

const INVOICES: Invoice[] = [
  { id: '1', number: 'INV-1', customer: 'Nadia Benali', amount: '€40.00', status: 'Paid' },
  { id: '2', number: 'INV-2', customer: 'Omar Haddad', amount: '€12.50', status: 'Failed' },
];

const COLUMNS: TableColumn<Invoice>[] = [
  { id: 'number', header: 'Number', cell: (row) => row.number, card: 'title' },
  { id: 'customer', header: 'Customer', cell: (row) => row.customer, sortKey: 'customer' },
  { id: 'amount', header: 'Amount', cell: (row) => row.amount, align: 'end', sortKey: 'amount' },
  { id: 'status', header: 'Status', cell: (row) => row.status, card: 'aside' },
  { id: 'pdf', header: 'Download', hideHeader: true, cell: (row) => <button type="button">PDF of {row.number}</button>, card: 'hidden' },
];

/** Sorting lives with the caller; the table only shows it and asks for changes. */
function Sorted({ onSort }: { onSort?: (sort: TableSort) => void }) {
  const [sort, setSort] = useState<TableSort | null>(null);
  const rows = sort ? [...INVOICES].sort((a, b) => a[sort.key as keyof Invoice].localeCompare(b[sort.key as keyof Invoice]) * (sort.direction === 'ascending' ? 1 : -1)) : INVOICES;
  return <Table caption="Invoices" hideCaption columns={COLUMNS} rows={rows} rowKey={(row) => row.id} sort={sort} onSortChange={(next) => { onSort?.(next); setSort(next); }} />;
}

function onPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    matches: query === '(max-width: 600px)', media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined,
    addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false,
  }));
}

async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

afterEach(() => vi.restoreAllMocks());

describe('Table', () => {
  it('shows a header per column and a row per item, named by its caption', async () => {
    renderWithProviders(<Table caption="Invoices" hideCaption columns={COLUMNS} rows={INVOICES} rowKey={(row) => row.id} />);
    const table = screen.getByRole('table', { name: 'Invoices' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Number', 'Customer', 'Amount', 'Status', 'Download']);
    expect(within(table).getByRole('row', { name: 'INV-2 Omar Haddad €12.50 Failed PDF of INV-2' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '€40.00' })).toHaveAttribute('data-align', 'end');
    expect(await seriousViolations()).toEqual([]);
  });

  it('sorts through header buttons, by mouse or keyboard, showing the sort with aria-sort', async () => {
    const onSort = vi.fn();
    const { user } = renderWithProviders(<Sorted onSort={onSort} />);
    const header = (name: string) => screen.getByRole('columnheader', { name });
    expect(header('Customer')).not.toHaveAttribute('aria-sort');
    expect(within(header('Number')).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(header('Amount')).getByRole('button', { name: 'Amount' }));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'amount', direction: 'ascending' });
    expect(header('Amount')).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getAllByRole('row').slice(1).map((row) => row.firstChild?.textContent)).toEqual(['INV-2', 'INV-1']);

    within(header('Amount')).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(header('Amount')).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getAllByRole('row').slice(1).map((row) => row.firstChild?.textContent)).toEqual(['INV-1', 'INV-2']);

    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(onSort).toHaveBeenLastCalledWith({ key: 'customer', direction: 'ascending' });
    expect(header('Customer')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Amount')).not.toHaveAttribute('aria-sort');
    expect(nextSort({ key: 'customer', direction: 'descending' }, 'customer')).toEqual({ key: 'customer', direction: 'ascending' });
  });

  it('says when there is nothing to show, and shows skeleton rows while loading', () => {
    const { rerender } = renderWithProviders(<Table aria-label="Invoices" columns={COLUMNS} rows={[]} rowKey={(row) => row.id} empty="No invoices yet" />);
    expect(within(screen.getByRole('table', { name: 'Invoices' })).getByRole('cell', { name: 'No invoices yet' })).toHaveAttribute('colspan', '5');
    rerender(<Table aria-label="Invoices" columns={COLUMNS} rows={[]} rowKey={(row) => row.id} loading loadingLabel="Loading invoices" />);
    expect(screen.getByRole('status', { name: 'Loading invoices' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens a row on a click, and heads rows with a column of row headers', async () => {
    const onRowClick = vi.fn();
    const columns: TableColumn<Invoice>[] = [{ id: 'number', header: null, cell: (row) => row.number, rowHeader: true }, COLUMNS[2]!];
    const { user } = renderWithProviders(<Table aria-label="Invoices" columns={columns} rows={INVOICES} rowKey={(row) => row.id} onRowClick={onRowClick} />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Amount']);
    await user.click(screen.getByRole('cell', { name: '€12.50' }));
    expect(onRowClick).toHaveBeenCalledWith(INVOICES[1]);
    expect(screen.getByRole('rowheader', { name: 'INV-1' })).toBeInTheDocument();
  });

  it('highlights cells and lets a swatch fill its cell', () => {
    const columns: TableColumn<Invoice>[] = [{ id: 'amount', header: 'Amount', cell: (row) => row.amount, flush: true, highlighted: (row) => row.status === 'Paid' }];
    renderWithProviders(<Table aria-label="Invoices" columns={columns} rows={INVOICES} rowKey={(row) => row.id} />);
    expect(screen.getByRole('cell', { name: '€40.00' })).toHaveAttribute('data-highlighted', 'true');
    expect(screen.getByRole('cell', { name: '€12.50' })).not.toHaveAttribute('data-highlighted');
    expect(screen.getByRole('cell', { name: '€12.50' })).toHaveAttribute('data-flush', 'true');
  });

  it('shows each row as a card of labelled values on phones, with the sort in a menu', async () => {
    onPhone();
    const onSort = vi.fn();
    const { user } = renderWithProviders(<Sorted onSort={onSort} />, { language: 'fr' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Invoices' });
    const card = within(list).getByRole('listitem', { name: 'INV-1' });
    expect(card).toHaveTextContent('INV-1PaidCustomerNadia BenaliAmount€40.00');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'Amount, croissant');
    expect(onSort).toHaveBeenLastCalledWith({ key: 'amount', direction: 'ascending' });
    expect(within(list).getAllByRole('listitem').map((item) => within(item).getByText(/^INV-/).textContent)).toEqual(['INV-2', 'INV-1']);
    expect(await seriousViolations()).toEqual([]);
  });

  it('keeps the table on phones when asked to, in a focusable scrolling region', () => {
    onPhone();
    renderWithProviders(<Table caption="Prices" columns={COLUMNS} rows={INVOICES} rowKey={(row) => row.id} narrow="scroll" scrollLabel="Price preview" />);
    expect(screen.getByRole('table', { name: 'Prices' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Price preview' })).toHaveAttribute('tabindex', '0');
  });
});
