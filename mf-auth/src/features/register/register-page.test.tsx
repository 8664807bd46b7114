import { screen, waitFor, within } from '@testing-library/react';
import { selectAuth } from '@pitchside/shared-api/client/auth-slice';
import { fail, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { customer, TEST_TOKEN } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';
import RegisterPage from './register-page';

const api = fakeApiForFile();

type User = ReturnType<typeof renderPage>['user'];
const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Create account' });

async function fillValid(user: User, overrides: { password?: string; confirm?: string } = {}) {
  await user.type(field(/^first name/i), 'Ana');
  await user.type(field(/^last name/i), 'Diaz');
  await user.type(field(/^email/i), 'ana@example.com');
  await user.type(field(/^phone number/i), '+33 6 12 34 56 78');
  await user.type(field(/^password/i), overrides.password ?? 'Secret123');
  await user.type(field(/^confirm password/i), overrides.confirm ?? overrides.password ?? 'Secret123');
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
}

const render = () => renderPage(<RegisterPage />, { store: api.createStore(), route: '/register', path: '/register' });

describe('register page', () => {
  it('shows the weak-password message, the required fields and the terms requirement', async () => {
    const { user } = render();
    await user.type(field(/^password/i), 'password');
    await user.click(submit());
    const weak = 'Password must be at least 8 characters and contain uppercase, lowercase letters and numbers';
    expect(await screen.findByText(weak, { selector: '[id$="-error"]' })).toBeInTheDocument();
    expect(screen.getByText('You must accept the terms and conditions')).toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(field(/^first name/i)).toHaveFocus();
    expect(screen.getByText(/Password strength: weak/)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('shows the mismatch of password and confirmation', async () => {
    const { user } = render();
    await fillValid(user, { password: 'Secret123', confirm: 'Secret124' });
    await user.click(submit());
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(field(/^confirm password/i)).toHaveFocus();
    expect(screen.getByText(/Password strength: strong/)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('asks for the company name for a company account only', async () => {
    const { user } = render();
    expect(screen.queryByLabelText(/company name/i)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Company/ }));
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(field(/company name/i)).toHaveFocus();
    expect(api.requests).toHaveLength(0);
  });

  it("shows the server's errors under 'Validation failed. Please check your input.'", async () => {
    api.on('POST auth/register', fail(400, 'Validation failed. Please check your input.', 'VALIDATION_ERROR', {
      errors: [{ field: 'phone', message: 'Invalid phone number' }, { message: 'Something else is off' }],
    }));
    const { user, store } = render();
    await fillValid(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Registration failed');
    expect(alert).toHaveTextContent('Validation failed. Please check your input.');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Invalid phone number', 'Something else is off']);
    expect(field(/^phone number/i)).toHaveAttribute('aria-invalid', 'true');
    expect(selectAuth(store.getState()).isAuthenticated).toBe(false);
  });

  it("sends the account, toasts 'Registration successful!' and goes to the dashboard", async () => {
    api.on('POST auth/register', { status: 201, body: { success: true, data: { accessToken: TEST_TOKEN, user: { ...customer, emailVerified: false } } } });
    const { user, store, location } = render();
    await user.click(screen.getByRole('radio', { name: /Company/ }));
    await user.type(field(/company name/i), 'Five-a-side Ltd');
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    expect(screen.getByText('We sent a verification link to ana@example.com. Please check your inbox.')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(api.requests[0]?.body).toEqual({
      accountType: 'company', companyName: 'Five-a-side Ltd', firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com',
      phone: '+33 6 12 34 56 78', password: 'Secret123', confirmPassword: 'Secret123', acceptTerms: true,
      tenantId: 'default-tenant', role: 'COMPANY_OWNER',
    });
    await waitFor(() => expect(selectAuth(store.getState()).isAuthenticated).toBe(true));
  });

  it('links to the terms and to sign in', () => {
    render();
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
