import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { notify, TOAST_DURATIONS, TOAST_LIMIT } from './toaster';

describe('Toaster and notify', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    act(() => {
      notify.dismiss();
      vi.advanceTimersByTime(2000);
    });
    vi.useRealTimers();
  });

  it('uses the platform durations', () => {
    expect(TOAST_DURATIONS).toEqual({ default: 4000, success: 3000, error: 5000, loading: Infinity });
    expect(TOAST_LIMIT).toBe(20);
  });

  it('shows a success toast and hides it after 3 s', async () => {
    renderWithProviders(<div />);
    act(() => {
      notify.success('Saved');
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    act(() => { vi.advanceTimersByTime(2900); });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => { vi.advanceTimersByTime(200); }); // dismissed at 3 s…
    act(() => { vi.advanceTimersByTime(1100); }); // …and removed after its exit animation
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('announces errors assertively and keeps loading toasts until dismissed', async () => {
    renderWithProviders(<div />);
    let loadingId = '';
    act(() => {
      notify.error('Payment declined');
      loadingId = notify.loading('Uploading');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment declined');
    act(() => { vi.advanceTimersByTime(60_000); });
    act(() => { vi.advanceTimersByTime(1100); });
    expect(screen.getByText('Uploading')).toBeInTheDocument();
    expect(screen.queryByText('Payment declined')).not.toBeInTheDocument();
    act(() => { notify.dismiss(loadingId); });
    act(() => { vi.advanceTimersByTime(1500); });
    expect(screen.queryByText('Uploading')).not.toBeInTheDocument();
  });

  it('never shows more than 20 toasts, dropping the oldest', async () => {
    renderWithProviders(<div />);
    act(() => {
      for (let i = 1; i <= 25; i += 1) notify.info(`Message ${i}`);
    });
    act(() => { vi.advanceTimersByTime(1500); });
    expect(screen.getAllByRole('status')).toHaveLength(20);
    expect(screen.queryByText('Message 5')).not.toBeInTheDocument();
    expect(screen.getByText('Message 6')).toBeInTheDocument();
    expect(screen.getByText('Message 25')).toBeInTheDocument();
  });

  it('sits at the top inline-end corner, mirrored in Arabic', async () => {
    const { unmount } = renderWithProviders(<div />);
    act(() => {
      notify.info('Hello');
    });
    const ltrWrapper = (await screen.findByText('Hello')).closest('[style*="position: absolute"]');
    expect(ltrWrapper).toHaveStyle({ justifyContent: 'flex-end' });
    unmount();
    renderWithProviders(<div />, { language: 'ar' });
    const rtlWrapper = screen.getByText('Hello').closest('[style*="position: absolute"]');
    expect(rtlWrapper).not.toHaveStyle({ justifyContent: 'flex-end' });
  });
});
