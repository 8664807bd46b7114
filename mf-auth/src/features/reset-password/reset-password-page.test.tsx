import { screen } from '@testing-library/react';
import { fail, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { renderPage } from '../../testing/render-page';
import ResetPasswordPage from './reset-password-page';

const api = fakeApiForFile();

const render = (entry = '/reset-password?token=tok-123') => renderPage(<ResetPasswordPage />, { store: api.createStore(), route: '/reset-password', path: entry });
const newPassword = () => screen.getByLabelText(/^new password/i, { selector: 'input' });
const confirm = () => screen.getByLabelText(/^confirm password/i, { selector: 'input' });

describe('reset password page', () => {
  it('checks strength and confirmation, then resets with the token and links to sign in', async () => {
    api.on('POST auth/password/reset', ok(null, 'Your password has been reset. You can now sign in.'));
    const { user } = render();
    await user.type(newPassword(), 'weakpass{Enter}');
    expect(await screen.findByText('Password must be at least 8 characters and contain uppercase, lowercase letters and numbers', { selector: '[id$="-error"]' })).toBeInTheDocument();
    await user.clear(newPassword());
    await user.type(newPassword(), 'Secret123');
    await user.type(confirm(), 'Secret124{Enter}');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await user.clear(confirm());
    await user.type(confirm(), 'Secret123{Enter}');
    expect(await screen.findByText('Your password has been reset. You can now sign in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(api.requests.map((r) => r.body)).toEqual([{ token: 'tok-123', password: 'Secret123', confirmPassword: 'Secret123' }]);
  });

  it('explains an invalid or expired link and links to a new request', async () => {
    api.on('POST auth/password/reset', fail(400, 'This password reset link is invalid or has expired.', 'INVALID_TOKEN'));
    const { user } = render();
    await user.type(newPassword(), 'Secret123');
    await user.type(confirm(), 'Secret123{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(/^new password/i)).not.toBeInTheDocument();
  });

  it('treats a link without a token as invalid at once', () => {
    render('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired.');
    expect(api.requests).toHaveLength(0);
  });
});
