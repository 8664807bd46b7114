import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { Button } from '../button/button';
import { Page, PageHeader } from './page';

describe('Page', () => {
  it('renders its content under a header with the one h1, a description and actions', () => {
    renderWithProviders(
      <Page>
        <PageHeader title="My bookings" description="Upcoming and past reservations." actions={<Button>Book a field</Button>} />
        <p>List</p>
      </Page>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'My bookings' })).toBeInTheDocument();
    expect(screen.getByText('Upcoming and past reservations.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book a field' })).toBeInTheDocument();
    expect(screen.getByText('List')).toBeInTheDocument();
  });

  it('leaves the description out when there is none', () => {
    const { container } = renderWithProviders(<PageHeader title="Payments" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    expect(container.querySelector('p')).toBeNull();
  });
});
