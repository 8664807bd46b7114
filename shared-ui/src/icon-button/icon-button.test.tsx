import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { BellIcon } from '../icons/icons';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is named by its label and keeps the icon decorative', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(
      <IconButton label="Notifications" onClick={onClick}>
        <BellIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Notifications' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('passes aria attributes such as aria-pressed through, and can be disabled', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(
      <IconButton label="Dark mode" aria-pressed="true" disabled onClick={onClick}>
        <BellIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Dark mode', pressed: true });
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
