import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { Button } from '../button/button';
import { layout } from '../tokens/tokens';
import { Popover, PopoverClose } from './popover';

function Panel() {
  return (
    <Popover
      trigger={<Button>Notifications</Button>}
      label="Notifications panel"
      width={layout.notificationPanelWidth}
      maxHeight={layout.notificationPanelMaxHeight}
    >
      <p>No notifications</p>
      <PopoverClose asChild>
        <Button variant="ghost">Done</Button>
      </PopoverClose>
    </Popover>
  );
}

describe('Popover', () => {
  it('toggles a named dialog from its trigger', async () => {
    const { user } = renderWithProviders(<Panel />);
    const trigger = screen.getByRole('button', { name: 'Notifications' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Notifications panel' })).toHaveTextContent('No notifications');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape (focus back on the trigger) and through PopoverClose', async () => {
    const { user } = renderWithProviders(<Panel />);
    const trigger = screen.getByRole('button', { name: 'Notifications' });
    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
