import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { LoadError } from './load-error';

describe('LoadError', () => {
  it('says what failed, gives a hint and retries on demand', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(<LoadError message="Failed to load bookings" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load bookings');
    expect(alert).toHaveTextContent('Check your connection, then try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it.each([
    ['fr', 'Vérifiez votre connexion, puis réessayez.', 'Réessayer'],
    ['ar', 'تحقّق من اتصالك ثم أعد المحاولة.', 'إعادة المحاولة'],
  ] as const)('is translated in %s', (language, hint, retry) => {
    renderWithProviders(<LoadError message="…" onRetry={() => undefined} />, { language });
    expect(screen.getByRole('alert')).toHaveTextContent(hint);
    expect(screen.getByRole('button', { name: retry })).toBeInTheDocument();
  });
});
