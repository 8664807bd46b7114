import { screen } from '@testing-library/react';
import { renderPage } from '../../testing/render-page';
import { BookingsResults } from './components/bookings-results';
import BookingsPage from './bookings-page';

describe('BookingsPage', () => {
  it('has its title and a search by field name, confirmation code or notes', async () => {
    const { user } = renderPage(<BookingsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'My bookings' })).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search bookings' });
    expect(search).toHaveAttribute('placeholder', 'Field name, confirmation code or notes');
    await user.type(search, 'PS-123');
    expect(search).toHaveValue('PS-123');
  });

  it('opens on upcoming bookings and switches tabs by keyboard and click', async () => {
    const { user } = renderPage(<BookingsPage />);
    expect(screen.getByRole('tablist', { name: 'Bookings by period' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Upcoming', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No upcoming bookings');

    await user.click(screen.getByRole('tab', { name: 'Upcoming' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Past', selected: true })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No past bookings');

    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No bookings yet');
    expect(screen.getByRole('link', { name: 'Find a field' })).toHaveAttribute('href', '/fields');
  });

  it('follows the reading direction in Arabic', async () => {
    const { user } = renderPage(<BookingsPage />, { language: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'حجوزاتي' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'القادمة' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'السابقة', selected: true })).toHaveFocus();
  });

  it('reports a failed bookings call with a retry', async () => {
    const onRetry = vi.fn();
    const { user } = renderPage(<BookingsResults period="all" failed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load bookings');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
