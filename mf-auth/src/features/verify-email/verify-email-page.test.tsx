import { StrictMode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { selectCurrentUser } from '@pitchside/shared-api/client/auth-slice';
import { selectNeedsVerification } from '@pitchside/shared-api/client/verification-slice';
import { fail, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { customer, profileOf } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';
import VerifyEmailPage from './verify-email-page';

const api = fakeApiForFile();

const VERIFIED = { isVerified: true, isInGracePeriod: false, needsVerification: false, gracePeriodEndsAt: null };
const unverified = { ...customer, emailVerified: false };
const render = (options: { entry?: string; signedIn?: boolean } = {}) =>
  renderPage(<StrictMode><VerifyEmailPage /></StrictMode>, {
    store: api.createStore(), route: '/verify-email', path: options.entry ?? '/verify-email?token=tok-1', user: options.signedIn ? unverified : undefined,
  });

describe('verify e-mail page', () => {
  it('verifies once while showing progress, then continues to sign in', async () => {
    api.on('GET auth/verify-email/tok-1', { ...ok(VERIFIED, 'Email verified successfully'), delay: 50 });
    render();
    expect(screen.getByText('Verifying your email address…').closest('[role="status"]')).toBeInTheDocument();
    expect(await screen.findByText('Your email address has been verified. Thank you!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET auth/verify-email/tok-1']);
  });

  it('refreshes the profile of a signed-in user so emailVerified becomes true', async () => {
    api.on('GET auth/verify-email/tok-1', ok(VERIFIED));
    api.on('GET auth/profile', ok({ user: profileOf({ emailVerified: true }) }));
    const { store } = render({ signedIn: true });
    expect(selectNeedsVerification(store.getState())).toBe(true);
    expect(await screen.findByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    await waitFor(() => expect(selectCurrentUser(store.getState())?.emailVerified).toBe(true));
    expect(selectNeedsVerification(store.getState())).toBe(false);
  });

  it('explains an expired link and lets a signed-in user resend (idle → sending → success)', async () => {
    api.on('GET auth/verify-email/tok-1', fail(400, 'This verification link is invalid or has expired.', 'INVALID_TOKEN'));
    api.on('POST auth/resend-verification', { ...ok(null, 'Verification email sent successfully! Please check your inbox and spam folder.'), delay: 80 });
    const { user } = render({ signedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('This verification link is invalid or has expired.');
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(screen.getByRole('button', { name: /Sending…/ })).toBeDisabled();
    expect(await screen.findByText('Verification email sent successfully! Please check your inbox and spam folder.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeDisabled();
  });

  it('shows the resend failure and keeps the button usable', async () => {
    api.on('GET auth/verify-email/tok-1', fail(400, 'This verification link is invalid or has expired.', 'INVALID_TOKEN'));
    api.on('POST auth/resend-verification', fail(500, 'An unexpected error occurred', 'INTERNAL_ERROR'));
    const { user } = render({ signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Failed to resend verification email. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeEnabled();
  });

  it('asks a signed-out visitor to sign in to get a new link, and handles a link without token', async () => {
    render({ entry: '/verify-email' });
    expect(screen.getByRole('alert')).toHaveTextContent('This verification link is incomplete.');
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(api.requests).toHaveLength(0);
  });
});
