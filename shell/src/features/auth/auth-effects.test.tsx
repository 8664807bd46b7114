import { StrictMode } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { notify } from '@pitchside/shared-ui/toaster';
import { restoreSession, selectAuth } from '@pitchside/shared-api/client/auth-slice';
import type { AppStore } from '@pitchside/shared-api/client/store';
import { accessRestricted, selectVerificationRestriction } from '@pitchside/shared-api/client/verification-slice';
import { inOneHour, makeToken } from '@pitchside/shared-api/client/testing/tokens';
import { fail, ok, startFakeApi, type FakeApi } from '@pitchside/shared-api/client/testing/fake-api';
import { renderShell, signIn, testUser } from '../../testing/render-shell';
import { AuthEffects } from './auth-effects';
import { VerificationDialog } from './verification-dialog';


/** Network-bound waits get room: the whole suite shares two cores. */
const WAIT = { timeout: 4000 };
let server: FakeApi;
beforeAll(async () => {
  server = await startFakeApi();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
});
afterEach(() => act(() => notify.dismiss()));

const GRACE_TEXT = 'Your account has been restricted due to unverified email. Please verify your email address to regain full access.';
const REQUIRED_TEXT = 'Email verification is required to perform this action. Please check your inbox and verify your email address.';
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const status = (isInGracePeriod: boolean, hours: number) => ok({ isVerified: false, isInGracePeriod, needsVerification: true, gracePeriodEndsAt: inHours(hours) });

function renderUnverified(store: AppStore = server.createStore()) {
  signIn(store, 'CUSTOMER', [], { emailVerified: false });
  return renderShell(<AuthEffects />, { store });
}

describe('e-mail verification banner', () => {
  it('reminds an unverified user in the grace period (info)', async () => {
    server.on('GET auth/verification-status', status(true, 24 * 6));
    renderUnverified();
    expect(await screen.findByText('Please verify your email address', undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByText(/We sent a verification link to lina@example.com/)).toBeInTheDocument();
  });

  it('turns urgent near the end of the grace period (warning)', async () => {
    server.on('GET auth/verification-status', status(true, 5));
    renderUnverified();
    const banner = await screen.findByRole('alert', undefined, WAIT);
    expect(banner).toHaveTextContent('Your access will soon be restricted');
    expect(banner).toHaveTextContent('restrictions start in 5 hours');
  });

  it('says access is restricted after the grace period (error)', async () => {
    server.on('GET auth/verification-status', status(false, -2));
    renderUnverified();
    expect(await screen.findByText('Account Access Restricted', undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(GRACE_TEXT);
  });

  it('shows nothing to a verified user', () => {
    const store = server.createStore();
    signIn(store);
    renderShell(<AuthEffects />, { store });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.history()).not.toContain('GET auth/verification-status');
  });
});

describe('e-mail verification dialog (docs/product/states.md, types)', () => {
  it("opens 'Account Access Restricted' on GRACE_PERIOD_EXPIRED and clears the restriction on close", async () => {
    const { store, user } = renderUnverified();
    act(() => {
      store.dispatch(accessRestricted('GRACE_PERIOD_EXPIRED'));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Account Access Restricted' }, WAIT);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(GRACE_TEXT);
    expect(within(dialog).getByText(/Check your spam or junk folder/)).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
    expect(selectVerificationRestriction(store.getState())).toBeNull();
  });

  it("opens 'Email Verification Required' (warning) on EMAIL_VERIFICATION_REQUIRED", async () => {
    const { store } = renderUnverified();
    act(() => {
      store.dispatch(accessRestricted('EMAIL_VERIFICATION_REQUIRED'));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Email Verification Required' }, WAIT);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(REQUIRED_TEXT);
  });

  it("opens the 'Verify Your Email' reminder (info) from the banner", async () => {
    server.on('GET auth/verification-status', status(true, 24 * 6));
    const { user } = renderUnverified();
    await user.click(await screen.findByRole('button', { name: 'Verify now' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Verify Your Email' }, WAIT);
    expect(within(dialog).getByRole('status')).toHaveTextContent('We sent a verification link to lina@example.com.');
  });

  it('resends: idle → sending (disabled) → success (stays disabled), in the dialog and the banner alike', async () => {
    server.on('POST auth/resend-verification', { ...ok(null, 'Verification email sent successfully! Please check your inbox and spam folder.'), delay: 100 });
    const { store, user } = renderUnverified();
    act(() => {
      store.dispatch(accessRestricted('EMAIL_VERIFICATION_REQUIRED'));
    });
    const dialog = await screen.findByRole('dialog', undefined, WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Resend verification email' }));
    expect(within(dialog).getByRole('button', { name: /Sending…/ })).toBeDisabled();
    expect(await within(dialog).findByText('Verification email sent successfully! Please check your inbox and spam folder.', undefined, WAIT)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Email sent' })).toBeDisabled();
    // The banner behind the modal shares the state.
    expect(screen.getAllByRole('button', { name: 'Email sent', hidden: true })).toHaveLength(2);
    expect(server.calls('POST auth/resend-verification')).toHaveLength(1);
  });

  it('resends: a failure shows the error and lets the user try again', async () => {
    server.on('POST auth/resend-verification', fail(500, 'An unexpected error occurred', 'INTERNAL_ERROR'));
    const { store, user } = renderUnverified();
    act(() => {
      store.dispatch(accessRestricted('GRACE_PERIOD_EXPIRED'));
    });
    const dialog = await screen.findByRole('dialog', undefined, WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Resend verification email' }));
    expect(await within(dialog).findByText('Failed to resend verification email. Please try again.', undefined, WAIT)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Resend verification email' })).toBeEnabled();
  });
});

describe('e-mail verification dialog, default type', () => {
  it('asks to verify the address when opened without a specific reason', async () => {
    const store = server.createStore();
    renderShell(<VerificationDialog type="default" email="lina@example.com" resend={{ state: 'idle', resend: () => undefined }} onClose={() => undefined} />, { store });
    const dialog = await screen.findByRole('dialog', { name: 'Email Verification' }, WAIT);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Please verify your email address (lina@example.com) to continue.');
    expect(within(dialog).getByRole('button', { name: 'Resend verification email' })).toBeEnabled();
  });
});

describe('session bootstrap', () => {
  const storeSession = (role: 'CUSTOMER' | 'EMPLOYEE') => {
    const user = testUser({ role });
    localStorage.setItem('pitchside_access_token', makeToken({ sub: user.id, role, permissions: [], exp: inOneHour(), tenantId: 'default-tenant' }));
    localStorage.setItem('pitchside_user', JSON.stringify(user));
  };

  it('re-verifies a restored session once and tolerates a failure', async () => {
    storeSession('CUSTOMER');
    server.on('GET auth/profile', fail(404, 'User not found', 'NOT_FOUND'));
    const store = server.createStore();
    store.dispatch(restoreSession());
    renderShell(<StrictMode><AuthEffects /></StrictMode>, { store });
    await waitFor(() => expect(selectAuth(store.getState()).error).toBe('Failed to fetch profile'), WAIT);
    expect(selectAuth(store.getState()).isAuthenticated).toBe(true);
    expect(server.history()).toEqual(['GET auth/profile']);
  });

  it("loads an employee's permissions", async () => {
    storeSession('EMPLOYEE');
    server.on('GET companies/my-permissions', ok({ permissions: ['MANAGE_RESERVATIONS'] }));
    const store = server.createStore();
    store.dispatch(restoreSession());
    renderShell(<StrictMode><AuthEffects /></StrictMode>, { store });
    await waitFor(() => expect(selectAuth(store.getState()).permissions).toEqual(['MANAGE_RESERVATIONS']), WAIT);
    expect(server.calls('GET companies/my-permissions')).toHaveLength(1);
  });
});
