import { screen, waitFor, within } from '@testing-library/react';
import { ok, startFakeApi, type FakeApi } from '@pitchside/shared-api/client/testing/fake-api';
import { aList, aMethod } from '../../testing/payment-fixtures';
import { renderPayments } from '../../testing/render-payments';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
beforeEach(() => {
  api.on('GET payments/transactions', ok(aList([])));
  api.on('GET payments/methods', ok([aMethod(1, { isDefault: true })]));
});
afterEach(() => api.reset());
afterAll(() => api.close());

const search = () => screen.getByRole('status', { name: 'Current search' });

describe('PaymentsPage', () => {
  it('opens on the transaction history, filterable by the documented statuses', async () => {
    renderPayments(api);
    expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Transaction history', selected: true })).toBeInTheDocument();
    const panel = within(screen.getByRole('tabpanel'));
    const status = panel.getByRole('combobox', { name: 'Status' });
    expect(within(status).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All transactions', 'Successful', 'Pending', 'Failed', 'Refunded',
    ]);
    expect(await panel.findByRole('heading', { name: 'No transactions yet' })).toBeInTheDocument();
  });

  it('switches to saved payment methods by keyboard and keeps the tab in the URL', async () => {
    const { user } = renderPayments(api);
    await user.click(screen.getByRole('tab', { name: 'Transaction history' }));
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('tab', { name: 'Saved payment methods', selected: true })).toHaveFocus();
    expect(await within(screen.getByRole('tabpanel')).findByRole('listitem', { name: 'Visa •••• 4242' })).toBeInTheDocument();
    expect(search()).toHaveTextContent('?tab=methods');
    await user.click(screen.getByRole('tab', { name: 'Transaction history' }));
    await waitFor(() => expect(search()).toBeEmptyDOMElement());
  });

  it('opens on the tab named in the URL', async () => {
    renderPayments(api, { path: '/payments?tab=methods' });
    expect(screen.getByRole('tab', { name: 'Saved payment methods', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Visa •••• 4242' })).toBeInTheDocument();
  });

  it('speaks Arabic right to left', async () => {
    renderPayments(api, { language: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'المدفوعات' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await screen.findByRole('heading', { name: 'لا توجد معاملات بعد' })).toBeInTheDocument();
  });
});
