import { screen } from '@testing-library/react';
import { renderShell } from '../../testing/render-shell';
import { NotFoundPage } from './not-found-page';

describe('not-found page', () => {
  it('says 404 and offers Go Home', () => {
    renderShell(<NotFoundPage />, { route: '/no/such/page' });
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText("The page you are looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('goes back to the previous page', async () => {
    const { user } = renderShell(<NotFoundPage />, { history: ['/bookings'], route: '/no/such/page' });
    expect(screen.getByTestId('location')).toHaveTextContent('/no/such/page');
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/bookings');
  });
});
