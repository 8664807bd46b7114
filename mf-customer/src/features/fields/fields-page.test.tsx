import { screen, within } from '@testing-library/react';
import { renderPage } from '../../testing/render-page';
import { FieldsResults } from './components/fields-results';
import FieldsPage from './fields-page';

const currentPath = () => screen.getByRole('status', { name: 'Current path' });

describe('FieldsPage', () => {
  it('has its title, a search box and the sort options of the spec', () => {
    renderPage(<FieldsPage />, { path: '/fields' });
    expect(screen.getByRole('heading', { level: 1, name: 'Find a field' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search fields' })).toBeInTheDocument();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Newest', 'Name A–Z', 'Name Z–A', 'Price: low to high', 'Price: high to low', 'Largest capacity', 'Smallest capacity',
    ]);
  });

  it('says honestly that no fields are listed yet', () => {
    renderPage(<FieldsPage />, { path: '/fields' });
    const results = screen.getByRole('region', { name: 'Results' });
    expect(within(results).getByRole('heading', { name: 'No fields available yet' })).toBeInTheDocument();
    expect(within(results).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows the filter panel on demand and keeps filters in the URL', async () => {
    const { user } = renderPage(<FieldsPage />, { path: '/fields' });
    const toggle = screen.getByRole('button', { name: 'Show filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
    await user.click(toggle);
    const panel = screen.getByRole('region', { name: 'Filters' });
    expect(within(panel).getByRole('spinbutton', { name: 'Search radius (km)' })).toBeInTheDocument();
    expect(within(panel).getByLabelText('Date')).toHaveAttribute('max', '2099-12-31');
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Sport' }), 'tennis');
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Indoor or outdoor' }), 'indoor');
    expect(screen.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(panel).getByRole('button', { name: 'Reset filters' }));
    expect(within(panel).getByRole('combobox', { name: 'Sport' })).toHaveValue('');
    expect(within(panel).getByRole('button', { name: 'Reset filters' })).toBeDisabled();
    expect(currentPath()).toHaveTextContent('/fields');
  });

  it('reports a failed fields call with a retry', async () => {
    const onRetry = vi.fn();
    const { user } = renderPage(<FieldsResults failed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load fields');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
