import { act, screen } from '@testing-library/react';
import { keepInstallPrompt, type InstallPromptEvent } from '@pitchside/shared-api/client/app-install';
import { fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { QuickActions } from './quick-actions';

const api = fakeApiForFile();

function installPrompt(): InstallPromptEvent & { prompt: ReturnType<typeof vi.fn> } {
  return Object.assign(new Event('beforeinstallprompt'), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
}

describe('QuickActions', () => {
  afterEach(() => keepInstallPrompt(null));

  it('links to the places a player goes most', async () => {
    renderPage(<QuickActions />, { store: api.createStore() });
    expect(await screen.findByRole('link', { name: 'Find a field' })).toHaveAttribute('href', '/fields');
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/bookings');
    expect(screen.queryByRole('button', { name: 'Install the app' })).not.toBeInTheDocument();
  });

  it('offers to install the app while the browser offers it, once', async () => {
    const { user } = renderPage(<QuickActions />, { store: api.createStore() });
    const prompt = installPrompt();
    act(() => keepInstallPrompt(prompt));
    await user.click(await screen.findByRole('button', { name: 'Install the app' }));
    expect(prompt.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install the app' })).not.toBeInTheDocument();
  });
});
