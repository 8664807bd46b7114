import { screen } from '@testing-library/react';
import { renderShell } from '../../testing/render-shell';
import { RemoteFallback } from './remote-fallback';
import { PageLoading } from '../../components/page-loading';

describe('remote fallback', () => {
  it('names the remote for the journeys, explains, and retries', async () => {
    const onRetry = vi.fn();
    const { user } = renderShell(<RemoteFallback remote="mf_payments" error={new Error('Remote mf_payments unavailable (load-failed)')} onRetry={onRetry} />);
    const fallback = screen.getByTestId('remote-fallback');
    expect(fallback).toHaveAttribute('data-remote', 'mf_payments');
    expect(screen.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
    expect(screen.getByText('Technical details').closest('details')).toHaveTextContent('Remote mf_payments unavailable (load-failed)');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('page loading', () => {
  it('is a labelled, busy status', () => {
    renderShell(<PageLoading />);
    const status = screen.getByRole('status', { name: 'Loading…' });
    expect(status).toHaveAttribute('aria-busy', 'true');
  });
});
