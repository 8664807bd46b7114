import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { IconButton } from '../icon-button/icon-button';
import { LogoutIcon, UserIcon } from '../icons/icons';
import { DropdownMenu, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from './dropdown-menu';

function AccountMenu({ onLogout }: { onLogout: () => void }) {
  return (
    <DropdownMenu
      trigger={
        <IconButton label="Account">
          <UserIcon />
        </IconButton>
      }
    >
      <DropdownMenuLabel>Lina Haddad</DropdownMenuLabel>
      <DropdownMenuItem asChild icon={<UserIcon />}>
        <a href="/profile">Profile</a>
      </DropdownMenuItem>
      <DropdownMenuItem disabled>Settings</DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem tone="danger" icon={<LogoutIcon />} onSelect={onLogout}>
        Logout
      </DropdownMenuItem>
    </DropdownMenu>
  );
}

describe('DropdownMenu', () => {
  it('opens from the keyboard with focus on the first item and moves with arrows, skipping disabled', async () => {
    const onLogout = vi.fn();
    const { user } = renderWithProviders(<AccountMenu onLogout={onLogout} />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(menu).toBeInTheDocument();
    const profile = screen.getByRole('menuitem', { name: 'Profile' });
    await waitFor(() => expect(profile).toHaveFocus());
    expect(profile).toHaveAttribute('href', '/profile');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape without selecting', async () => {
    const onLogout = vi.fn();
    const { user } = renderWithProviders(<AccountMenu onLogout={onLogout} />);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await screen.findByRole('menu');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(onLogout).not.toHaveBeenCalled();
  });
});
