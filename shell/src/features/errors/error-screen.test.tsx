import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '@pitchside/shared-ui/translation';
import { createI18n } from '@pitchside/shared-ui/i18n';
import { renderShell } from '../../testing/render-shell';
import { AppErrorBoundary } from './app-error-boundary';
import { ErrorScreen } from './error-screen';

function Crash(): never {
  throw new Error('Cannot read properties of undefined');
}

describe('error screen', () => {
  it('replaces a crashed tree with the error screen and its details', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderShell(
      <AppErrorBoundary>
        <Crash />
      </AppErrorBoundary>,
    );
    // The error screen is code-split (it is only needed after a crash), so it arrives asynchronously.
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeInTheDocument();
    const details = screen.getByText('Error details').closest('details');
    expect(details).not.toHaveAttribute('open');
    await user.click(screen.getByText('Error details'));
    expect(details).toHaveAttribute('open');
    expect(screen.getByText('Cannot read properties of undefined')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'support@pitchside.example' })).toHaveAttribute('href', 'mailto:support@pitchside.example');
    expect(screen.getByText(/If the problem persists, contact support at/)).toBeInTheDocument();
  });

  it('reloads the page from Refresh Page', async () => {
    const onReload = vi.fn();
    const { user } = renderShell(<ErrorScreen error={new Error('x')} onReload={onReload} />);
    await user.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('is shown in the current language', () => {
    renderShell(<ErrorScreen error={new Error('x')} />, { language: 'fr' });
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('Oops! Something went wrong');
  });

  it('falls back to English when i18n itself is broken', async () => {
    const i18n = createI18n({ lng: 'fr' });
    vi.spyOn(i18n, 't').mockImplementation(() => {
      throw new Error('i18n is broken');
    });
    render(
      <I18nextProvider i18n={i18n}>
        <ErrorScreen error={new Error('x')} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(screen.getByText(/If the problem persists, contact support at/)).toHaveTextContent(
      'If the problem persists, contact support at support@pitchside.example.',
    );
    await userEvent.click(screen.getByText('Error details'));
  });

  it('falls back to English when the shell texts are missing', () => {
    render(
      <I18nextProvider i18n={createI18n({ lng: 'ar' })}>
        <ErrorScreen error={new Error('x')} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toBeInTheDocument();
  });
});
