import { screen, within } from '@testing-library/react';
import { renderPage } from '../../testing/render-page';
import { SavedMethods } from './components/saved-methods';
import { TransactionHistory } from './components/transaction-history';
import PaymentsPage from './payments-page';

describe('PaymentsPage', () => {
  it('opens on an empty transaction history filterable by status', async () => {
    const { user } = renderPage(<PaymentsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Transaction history', selected: true })).toBeInTheDocument();
    const panel = within(screen.getByRole('tabpanel'));
    const status = panel.getByRole('combobox', { name: 'Status' });
    expect(within(status).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All transactions', 'Successful', 'Pending', 'Failed', 'Refunded',
    ]);
    await user.selectOptions(status, 'refunded');
    expect(status).toHaveValue('refunded');
    expect(panel.getByRole('heading', { name: 'No transactions yet' })).toBeInTheDocument();
  });

  it('switches to saved payment methods by keyboard, where adding one is marked as coming', async () => {
    const { user } = renderPage(<PaymentsPage />);
    await user.click(screen.getByRole('tab', { name: 'Transaction history' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Saved payment methods', selected: true })).toHaveFocus();
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.getByRole('heading', { name: 'No saved payment methods' })).toBeInTheDocument();
    const add = panel.getByRole('button', { name: 'Add payment method' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    await user.hover(add);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Coming soon');
  });

  it('switches tabs by click', async () => {
    const { user } = renderPage(<PaymentsPage />);
    await user.click(screen.getByRole('tab', { name: 'Saved payment methods' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No saved payment methods');
    await user.click(screen.getByRole('tab', { name: 'Transaction history' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No transactions yet');
  });

  it.each([
    ['history', TransactionHistory, 'Failed to load payment history'],
    ['methods', SavedMethods, 'Failed to load payment methods'],
  ])('reports a failed %s call with a retry', async (_name, Section, message) => {
    const onRetry = vi.fn();
    const { user } = renderPage(<Section failed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
