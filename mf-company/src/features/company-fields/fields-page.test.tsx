import { screen } from '@testing-library/react';
import { renderPage } from '../../testing/render-page';
import { CompanyFieldsPage } from './fields-page';

describe('CompanyFieldsPage', () => {
  it('lists fields by status, each tab empty, with a link to add a field', async () => {
    const { user } = renderPage(<CompanyFieldsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Company fields' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a field' })).toHaveAttribute('href', '/fields/new');
    expect(screen.getByRole('tab', { name: 'Published', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No published fields');
    await user.click(screen.getByRole('tab', { name: 'Published' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Drafts', selected: true })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No drafts');
    await user.click(screen.getByRole('tab', { name: 'Archived' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No archived fields');
  });

  it('shows the load error with a retry in the list when the call failed', async () => {
    const onRetry = vi.fn();
    const { user } = renderPage(<CompanyFieldsPage failed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load fields');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
