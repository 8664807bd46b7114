import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { IconButton } from '../icon-button/icon-button';
import { GlobeIcon } from '../icons/icons';
import { Tooltip } from './tooltip';

function LanguageButton() {
  return (
    <Tooltip content="Could not change the language">
      <IconButton label="Language">
        <GlobeIcon />
      </IconButton>
    </Tooltip>
  );
}

describe('Tooltip', () => {
  it('shows on keyboard focus and describes its trigger', async () => {
    const { user } = renderWithProviders(<LanguageButton />);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Could not change the language');
    expect(screen.getByRole('button', { name: 'Language' })).toHaveAccessibleDescription('Could not change the language');
  });

  it('hides on Escape', async () => {
    const { user } = renderWithProviders(<LanguageButton />);
    await user.tab();
    await screen.findByRole('tooltip');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('shows on hover after the delay', async () => {
    const { user } = renderWithProviders(<LanguageButton />);
    await user.hover(screen.getByRole('button', { name: 'Language' }));
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
  });
});
