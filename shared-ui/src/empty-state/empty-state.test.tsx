import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { Button } from '../button/button';
import { BellIcon } from '../icons/icons';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows a heading, description and a working action, with a decorative icon', async () => {
    const onClick = vi.fn();
    const { user, container } = renderWithProviders(
      <EmptyState
        icon={<BellIcon size={28} />}
        title="No notifications"
        description="You are all caught up."
        headingLevel={3}
        action={<Button onClick={onClick}>Refresh</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No notifications' })).toBeInTheDocument();
    expect(screen.getByText('You are all caught up.')).toBeInTheDocument();
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
