import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { Alert } from './alert';

describe('Alert', () => {
  it.each([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['info', 'status'],
    ['success', 'status'],
  ] as const)('%s is announced as %s', (tone, role) => {
    renderWithProviders(<Alert tone={tone}>Message</Alert>);
    expect(screen.getByRole(role)).toHaveTextContent('Message');
  });

  it('shows a title, an action and a translated dismiss button', async () => {
    const onDismiss = vi.fn();
    const onResend = vi.fn();
    const { user } = renderWithProviders(
      <Alert
        tone="warning"
        title="Email Verification Required"
        onDismiss={onDismiss}
        action={<button type="button" onClick={onResend}>Resend</button>}
      >
        Please check your inbox.
      </Alert>,
      { language: 'fr' },
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Email Verification Required');
    expect(alert).toHaveTextContent('Please check your inbox.');
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    await user.click(screen.getByRole('button', { name: 'Ignorer' }));
    expect(onResend).toHaveBeenCalledOnce();
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
