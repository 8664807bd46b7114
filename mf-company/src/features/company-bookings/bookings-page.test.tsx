import { screen } from '@testing-library/react';
import { renderPage } from '../../testing/render-page';
import { CompanyBookingsPage } from './bookings-page';

describe('CompanyBookingsPage', () => {
  it('has pending, confirmed and cancelled tabs, each honestly empty', async () => {
    const { user } = renderPage(<CompanyBookingsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Booking management' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Pending', 'Confirmed', 'Cancelled']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No pending bookings');
    await user.click(screen.getByRole('tab', { name: 'Confirmed' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No confirmed bookings');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Cancelled', selected: true })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No cancelled bookings');
    expect(screen.getByRole('link', { name: 'Manage your fields' })).toHaveAttribute('href', '/company/fields');
  });

  it('shows the spec failure text with a retry', () => {
    renderPage(<CompanyBookingsPage failed onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load bookings');
  });
});
