import { screen, waitFor } from '@testing-library/react';
import { fail, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { renderPage } from '../../testing/render-page';
import ForgotPasswordPage from './forgot-password-page';

const api = fakeApiForFile();

const CONFIRMATION = 'If an account exists for this email, a password reset link has been sent.';
const render = (cooldownSeconds = 60) => renderPage(<ForgotPasswordPage cooldownSeconds={cooldownSeconds} />, { store: api.createStore(), route: '/forgot-password', path: '/forgot-password' });

describe('forgot password page', () => {
  it('validates the address before sending anything', async () => {
    const { user } = render();
    await user.type(screen.getByLabelText(/^email/i), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('answers with the same confirmation and offers to resend after the cooldown', async () => {
    api.on('POST auth/password/request-reset', ok(null, CONFIRMATION));
    const { user } = render(1);
    await user.type(screen.getByLabelText(/^email/i), 'ana@example.com{Enter}');
    expect(await screen.findByText(CONFIRMATION)).toBeInTheDocument();
    const resend = screen.getByRole('button', { name: 'Send the link again' });
    expect(resend).toBeDisabled();
    expect(screen.getByText(/You can send the link again in 1 s/)).toBeInTheDocument();
    await waitFor(() => expect(resend).toBeEnabled(), { timeout: 3000 });
    await user.click(resend);
    expect(await screen.findByText('We sent the link again.')).toBeInTheDocument();
    expect(api.requests.map((r) => r.body)).toEqual([{ email: 'ana@example.com' }, { email: 'ana@example.com' }]);
  });

  it('shows the rate limit instead of a confirmation', async () => {
    api.on('POST auth/password/request-reset', fail(429, 'Too many requests. Please try again later.', 'RATE_LIMITED'));
    const { user } = render();
    await user.type(screen.getByLabelText(/^email/i), 'ana@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
    expect(screen.queryByText(CONFIRMATION)).not.toBeInTheDocument();
  });
});
