import { screen, waitFor, within } from '@testing-library/react';
import { fail, ok, startFakeApi, type FakeApi, type ReceivedRequest } from '@pitchside/shared-api/client/testing/fake-api';
import { aList, aTransaction } from '../../testing/payment-fixtures';
import { renderPayments } from '../../testing/render-payments';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterEach(() => {
  api.reset();
  vi.restoreAllMocks();
});
afterAll(() => api.close());

const LIST = 'GET payments/transactions';
const queryOf = (request: ReceivedRequest | undefined) => request?.path.split('?')[1];
const search = () => screen.getByRole('status', { name: 'Current search' });
const dateOf = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

const completed = aTransaction(1);
const partlyRefunded = aTransaction(2, {
  status: 'partial refund', refundedAmount: 1000, description: 'Booking BK-2', customerName: 'Omar Haddad',
  method: 'debit_card', cardBrand: 'mastercard', cardLast4: '4444', createdAt: '2026-06-02T18:05:00.000Z',
  booking: { id: aTransaction(2).bookingId, bookingNumber: 'BK-2', fieldName: 'Centre Court', date: '2026-06-12', startTime: '18:00' },
});
const cash = aTransaction(3, { status: 'pending', method: 'cash', cardBrand: null, cardLast4: null, transactionId: null, amount: 2550, currency: 'USD' });

describe('Transaction history', () => {
  it('shows each payment as a table row: date, description, booking, customer, method, amount, status', async () => {
    api.on(LIST, ok(aList([completed, partlyRefunded, cash])));
    renderPayments(api);
    expect(screen.getByRole('status', { name: 'Loading transactions' })).toHaveAttribute('aria-busy', 'true');
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Date', 'Description', 'Booking', 'Customer', 'Method', 'Amount', 'Status',
    ]);
    const cells = (row: number) => within(within(table).getAllByRole('row')[row]!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells(1)).toEqual([dateOf(completed.createdAt), 'Booking BK-1', 'BK-1Court 1', 'Nadia Benali', 'Visa •••• 4242', '€40.00', 'Completed']);
    expect(cells(2)).toEqual([
      dateOf(partlyRefunded.createdAt), 'Booking BK-2', 'BK-2Centre Court', 'Omar Haddad', 'Mastercard •••• 4444', '€40.00Refunded €10.00', 'Partial refund',
    ]);
    expect(cells(3)).toEqual([dateOf(cash.createdAt), 'Booking BK-3', 'BK-3Court 1', 'Nadia Benali', 'Cash on site', '$25.50', 'Pending']);
    expect(queryOf(api.calls(LIST)[0])).toBe('page=1&limit=10');
  });

  it('asks the server for the chosen status from the first page and keeps the filter in the URL', async () => {
    api.on(LIST, (request) => ok(aList(request.query.get('status') === 'refunded' ? [partlyRefunded] : [completed, partlyRefunded])));
    const { user } = renderPayments(api);
    await screen.findByRole('button', { name: 'Booking BK-1' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'refunded');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Booking BK-1' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Booking BK-2' })).toBeInTheDocument();
    expect(queryOf(api.calls(LIST).at(-1))).toBe('status=refunded&page=1&limit=10');
    expect(search()).toHaveTextContent('?status=refunded');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');
    expect(await screen.findByRole('button', { name: 'Booking BK-1' })).toBeInTheDocument();
    expect(search()).toBeEmptyDOMElement();
  });

  it('opens on the filter and page of the URL, and pages through', async () => {
    api.on(LIST, (request) => ok(aList([aTransaction(Number(request.query.get('page')) * 10)], { page: Number(request.query.get('page')), total: 35, totalPages: 4 })));
    const { user } = renderPayments(api, { path: '/payments?status=failed&page=2' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('failed');
    await screen.findByRole('button', { name: 'Booking BK-20' });
    expect(queryOf(api.calls(LIST)[0])).toBe('status=failed&page=2&limit=10');
    const pages = screen.getByRole('navigation', { name: 'Transaction pages' });
    expect(pages).toHaveTextContent('Page 2 of 4');
    const next = within(pages).getByRole('button', { name: 'Next' });
    await user.click(next);
    expect(await screen.findByRole('button', { name: 'Booking BK-30' })).toBeInTheDocument();
    expect(next).toHaveFocus();
    expect(queryOf(api.calls(LIST).at(-1))).toBe('status=failed&page=3&limit=10');
    expect(search()).toHaveTextContent('?status=failed&page=3');
    expect(pages).toHaveTextContent('Page 3 of 4');
  });

  it('says when no payment has the chosen status, and offers all of them', async () => {
    api.on(LIST, (request) => ok(aList(request.query.has('status') ? [] : [completed])));
    const { user } = renderPayments(api, { path: '/payments?status=pending' });
    expect(await screen.findByRole('heading', { name: 'No transactions with this status' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all transactions' }));
    expect(await screen.findByRole('button', { name: 'Booking BK-1' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  });

  it('reports a failed load with a retry', async () => {
    api.on(LIST, fail(500, 'Internal error', 'INTERNAL_ERROR'));
    const { user } = renderPayments(api);
    expect(await within(screen.getByRole('tabpanel')).findByRole('alert')).toHaveTextContent('Failed to load payment history');
    api.on(LIST, ok(aList([completed])));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Booking BK-1' })).toBeInTheDocument();
  });

  it('shows customers their payments without a customer column', async () => {
    api.on(LIST, ok(aList([completed])));
    renderPayments(api, { role: 'CUSTOMER' });
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(within(table).queryByRole('columnheader', { name: 'Customer' })).not.toBeInTheDocument();
    expect(table).not.toHaveTextContent('Nadia Benali');
  });

  it('shows cards of labelled values instead of a table on phones', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      matches: query === '(max-width: 600px)', media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined,
      addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false,
    }));
    api.on(LIST, ok(aList([completed, partlyRefunded])));
    renderPayments(api);
    const card = await screen.findByRole('listitem', { name: 'Booking BK-2' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Transactions' })).toContainElement(card);
    expect(card).toHaveTextContent('Partial refund');
    expect(card).toHaveTextContent('Amount€40.00Refunded €10.00');
    expect(card).toHaveTextContent('BookingBK-2 · Centre CourtCustomerOmar HaddadMethodMastercard •••• 4444');
    expect(card).toHaveTextContent(`Date${dateOf(partlyRefunded.createdAt)}`);
  });
});
