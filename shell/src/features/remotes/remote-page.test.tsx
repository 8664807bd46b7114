import { screen } from '@testing-library/react';
import type { RemotePagesModule } from '@pitchside/shared-api/remote-contract';
import { renderShell } from '../../testing/render-shell';
import { RemotePage } from './remote-page';
import { loadRemotePages, RemoteUnavailableError, resetRemote } from './federation';

vi.mock('./federation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./federation')>()),
  loadRemotePages: vi.fn(),
  resetRemote: vi.fn(),
}));

const load = vi.mocked(loadRemotePages);

function pagesModule(): RemotePagesModule {
  return { contractVersion: __REMOTE_CONTRACT_VERSION__, pages: { payments: () => <h1>Payments of the remote</h1> } } as unknown as RemotePagesModule;
}

/** A load that settles after a real delay, as a network fetch does (not within the render's microtasks). */
function later<T>(settle: () => T): Promise<T> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      try {
        resolve(settle());
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    }, 50);
  });
}

afterEach(() => {
  load.mockReset();
});

describe('remote page', () => {
  it('loads the remote once and shows its page', async () => {
    load.mockImplementation(() => later(pagesModule));
    renderShell(<RemotePage remote="mf_payments" page="payments" />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Payments of the remote' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('shows the fallback when the remote cannot be loaded, and loads it again on retry', async () => {
    load.mockImplementation(() =>
      later(() => {
        throw new RemoteUnavailableError('mf_payments', 'load-failed', 'connection refused');
      }),
    );
    const { user } = renderShell(<RemotePage remote="mf_payments" page="payments" />);
    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback).toHaveAttribute('data-remote', 'mf_payments');
    // One attempt for the mount: a failed load is not started over and over while the page is shown.
    expect(load).toHaveBeenCalledOnce();

    load.mockImplementation(() => later(pagesModule));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Payments of the remote' })).toBeInTheDocument();
    expect(resetRemote).toHaveBeenCalledWith('mf_payments');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
