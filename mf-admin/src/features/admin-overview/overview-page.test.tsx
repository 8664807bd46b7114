import { screen, waitFor, within } from '@testing-library/react';
import { fail, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { createTestStore, renderPage } from '../../testing/render-page';
import { OverviewPage } from './overview-page';

const api = fakeApiForFile();

const stats = ok({ fields: 2, companies: 1, customers: 1500, bookings: 0 });
const failing = fail(503, 'Unavailable', 'SERVICE_UNAVAILABLE');
const render = (language?: 'en' | 'ar') =>
  renderPage(<OverviewPage />, { store: createTestStore(api.baseUrl), language });

describe('Admin OverviewPage', () => {
  it('shows skeletons, then the real platform totals', async () => {
    api.on('GET platform/stats', stats);
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading platform totals' })).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Platform totals' });
    await within(totals).findByText('1,500');
    expect(within(totals).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '2fields', '1company', '1,500customers', '0bookings',
    ]);
  });

  it('uses the Arabic plural forms', async () => {
    api.on('GET platform/stats', stats);
    render('ar');
    const totals = screen.getByRole('region', { name: 'إجماليات المنصة' });
    await waitFor(() => expect(within(totals).getAllByRole('listitem')).toHaveLength(4));
    const labels = within(totals).getAllByRole('listitem').map((item) => item.lastChild?.textContent);
    expect(labels).toEqual(['ملعبان', 'شركة', 'عميل', 'حجوزات']);
  });

  it('reports a failed call and loads again on retry', async () => {
    api.on('GET platform/stats', failing);
    const { user } = render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load platform totals');
    api.on('GET platform/stats', stats);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1,500')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
