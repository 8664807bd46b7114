import { screen } from '@testing-library/react';
import { renderPage } from '../../testing/render-page';
import BookingDetailsPage from './booking-details-page';

describe('BookingDetailsPage', () => {
  it('says the booking was not found and links back to my bookings', () => {
    renderPage(<BookingDetailsPage />, { path: '/bookings/b-1', route: '/bookings/:id' });
    expect(screen.getByRole('heading', { level: 1, name: 'Booking details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Booking not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my bookings' })).toHaveAttribute('href', '/bookings');
  });
});
