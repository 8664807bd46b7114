import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import type { LoadState } from '@pitchside/shared-ui/load-error';
import { renderPage } from '../../testing/render-page';
import { UpgradePage } from '../upgrade/upgrade-page';

type Action = ['link' | 'button', string];
const PAGES: [string, ComponentType<LoadState>, string, Action, string][] = [
  ['Upgrade to a company account', UpgradePage, 'No plans available yet', ['button', 'Choose a plan'], 'Failed to fetch subscription plans'],
];

describe.each(PAGES)('%s', (title, Page, empty, [role, action], failure) => {
  it('has its title and an honest empty state with a next action', () => {
    renderPage(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: empty })).toBeInTheDocument();
    expect(screen.getByRole(role, { name: action })).toBeInTheDocument();
  });

  it('shows the spec failure text with a retry', async () => {
    const onRetry = vi.fn();
    const { user } = renderPage(<Page failed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(failure);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
