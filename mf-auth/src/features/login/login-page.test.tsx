import { screen, waitFor } from '@testing-library/react';
import { selectAuth } from '@pitchside/shared-api/client/auth-slice';
import { getAccessToken, getStoredUser } from '@pitchside/shared-api/client/token-storage';
import { fail, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { customer, TEST_TOKEN } from '../../testing/fixtures';
import type { RenderPageOptions } from '@pitchside/shared-ui/test-utils/render-page';
import { renderPage } from '../../testing/render-page';
import LoginPage from './login-page';

const api = fakeApiForFile();

const render = (path: RenderPageOptions['path'] = '/login') => renderPage(<LoginPage />, { store: api.createStore(), route: '/login', path });
const email = () => screen.getByLabelText(/^email/i);
const password = () => screen.getByLabelText(/^password/i, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Sign in' });

describe('login page', () => {
  it('shows the contract messages: required fields, then an invalid e-mail and a short password', async () => {
    const { user } = render();
    await user.click(submit());
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveFocus();

    await user.type(email(), 'not-an-email');
    await user.type(password(), '12345');
    await user.click(submit());
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it("shows 'Invalid email or password' when the server refuses the credentials", async () => {
    api.on('POST auth/login', fail(401, 'Invalid email or password', 'INVALID_CREDENTIALS'));
    const { user, store } = render();
    await user.type(email(), 'ana@example.com');
    await user.type(password(), 'wrong-password{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(selectAuth(store.getState()).isAuthenticated).toBe(false);
  });

  it('asks for the 6-digit code on TWO_FACTOR_REQUIRED and resubmits with it', async () => {
    api.on('POST auth/login', (request) =>
      (request.body as { twoFactorCode?: string }).twoFactorCode === '123456'
        ? ok({ accessToken: TEST_TOKEN, user: customer })
        : fail(401, 'Two-factor authentication code required', 'TWO_FACTOR_REQUIRED'),
    );
    const { user, location } = render();
    await user.type(email(), 'ana@example.com');
    await user.type(password(), 'Secret123{Enter}');
    const code = await screen.findByLabelText(/6-digit code/i);
    expect(code).toHaveFocus();
    await user.type(code, '12{Enter}');
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '123456{Enter}');
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(api.requests.map((r) => r.body)).toEqual([
      { email: 'ana@example.com', password: 'Secret123', tenantId: 'default-tenant' },
      { email: 'ana@example.com', password: 'Secret123', tenantId: 'default-tenant', twoFactorCode: '123456' },
    ]);
  });

  it('stores the session and goes back to the remembered origin', async () => {
    api.on('POST auth/login', { ...ok({ accessToken: TEST_TOKEN, user: customer }), delay: 50 });
    const { user, store, location } = render({ pathname: '/login', state: { from: { pathname: '/bookings', search: '?tab=past', hash: '' } } });
    await user.type(email(), 'ana@example.com');
    await user.type(password(), 'Secret123');
    await user.click(submit());
    expect(await screen.findByRole('button', { name: /Sign in/ })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(location()).toBe('/bookings?tab=past'));
    await waitFor(() => expect(selectAuth(store.getState())).toMatchObject({ isAuthenticated: true, user: customer }));
    expect(getAccessToken()).toBe(TEST_TOKEN);
    expect(getStoredUser()).toEqual(customer);
  });

  it('shows the retry time on 429 and the lock on 423', async () => {
    api.on('POST auth/login', fail(429, 'Too many requests. Please try again later.', 'RATE_LIMITED', { details: { retryAfter: 240 } }));
    const { user } = render();
    await user.type(email(), 'ana@example.com');
    await user.type(password(), 'Secret123{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 4 minutes.');

    api.on('POST auth/login', fail(423, 'Your account is locked. Please contact support.', 'ACCOUNT_LOCKED'));
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your account is locked. Please contact support.'));
  });

  it("lists the server's validation errors under 'Validation failed. Please check your input.'", async () => {
    api.on('POST auth/login', fail(400, 'Validation failed. Please check your input.', 'VALIDATION_ERROR', { errors: [{ field: 'email', message: 'Invalid email address' }] }));
    const { user } = render();
    await user.type(email(), 'ana@example.com');
    await user.type(password(), 'Secret123{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Validation failed. Please check your input.');
    expect(alert).toHaveTextContent('Invalid email address');
  });

  it('links to the password reset and the sign-up pages', () => {
    render();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });
});

describe('login page without an answer', () => {
  it('says the network failed', async () => {
    const { user } = renderPage(<LoginPage />, { route: '/login', path: '/login' });
    await user.type(email(), 'ana@example.com');
    await user.type(password(), 'Secret123{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please check your connection.');
  });
});
