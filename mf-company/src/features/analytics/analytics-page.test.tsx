import { screen, within } from '@testing-library/react';
import { renderPage } from '../../testing/render-page';
import AnalyticsPage from './analytics-page';

describe('AnalyticsPage', () => {
  it('offers the spec date ranges and asks for dates only for a custom range', async () => {
    const { user } = renderPage(<AnalyticsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    const range = screen.getByRole('combobox', { name: 'Date range' });
    expect(within(range).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Last 7 days', 'Last 30 days', 'Last 3 months', 'Custom range',
    ]);
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
    await user.selectOptions(range, 'custom');
    expect(screen.getByLabelText('From')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('To')).toBeInTheDocument();
  });

  it('draws no chart: it says there are no analytics yet', () => {
    renderPage(<AnalyticsPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'No analytics yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View bookings' })).toHaveAttribute('href', '/company/bookings');
  });

  it('shows the load error with a retry', () => {
    renderPage(<AnalyticsPage failed onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load analytics');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
