import { act, screen, waitFor } from '@testing-library/react';
import { notify } from '@pitchside/shared-ui/toaster';
import { renderShell } from '../../testing/render-shell';
import { useConnectivityToasts } from './use-connectivity-toasts';

function Probe() {
  useConnectivityToasts();
  return null;
}

const fire = (type: 'online' | 'offline') => act(() => void window.dispatchEvent(new Event(type)));

afterEach(() => act(() => notify.dismiss()));

describe('connectivity toasts', () => {
  it('says "You are offline" until the connection is back, then "Back online!"', async () => {
    renderShell(<Probe />);
    fire('offline');
    expect(await screen.findByText('You are offline')).toBeInTheDocument();

    fire('online');
    expect(await screen.findByText('Back online!')).toBeInTheDocument();
    // Dismissed toasts leave the screen after their exit delay.
    await waitFor(() => expect(screen.queryByText('You are offline')).not.toBeInTheDocument(), { timeout: 3000 });
  });

  it('keeps the offline message on screen while offline', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderShell(<Probe />);
      fire('offline');
      await screen.findByText('You are offline');
      act(() => void vi.advanceTimersByTime(60_000));
      expect(screen.getByText('You are offline')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops listening once unmounted', () => {
    const error = vi.spyOn(notify, 'error');
    const { unmount } = renderShell(<Probe />);
    unmount();
    fire('offline');
    expect(error).not.toHaveBeenCalled();
  });
});
