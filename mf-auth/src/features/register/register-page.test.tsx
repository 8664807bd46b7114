import { screen, waitFor, within } from '@testing-library/react';
import { selectAuth } from '@pitchside/shared-api/client/auth-slice';
import { fail, fakeApiForFile, ok } from '@pitchside/shared-api/client/testing/fake-api';
import { ADMIN_ERROR_CODES, ADMIN_MESSAGES } from '@pitchside/shared-api/contracts/admin-constants';
import type { PublicPlatformSettings } from '@pitchside/shared-api/contracts/admin';
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

const render = (language?: 'en' | 'fr' | 'ar') =>
  renderPage(<RegisterPage />, { store: api.createStore(), route: '/register', path: '/register', language });
/** The requests but the page's read of the platform settings (whether companies may sign up). */
const sent = () => api.history().filter((request) => request !== 'GET platform/settings');
const settings = (companyRegistrationOpen: boolean): PublicPlatformSettings => ({
  maintenanceBanner: { enabled: false, message: { en: '', fr: '', ar: '' } }, companyRegistrationOpen, supportEmail: 'support@pitchside.test',
});

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
    expect(sent()).toEqual([]);
  });

  it('shows the mismatch of password and confirmation', async () => {
    const { user } = render();
    await fillValid(user, { password: 'Secret123', confirm: 'Secret124' });
    await user.click(submit());
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(field(/^confirm password/i)).toHaveFocus();
    expect(screen.getByText(/Password strength: strong/)).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('asks for the company name for a company account only', async () => {
    const { user } = render();
    expect(screen.queryByLabelText(/company name/i)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Company/ }));
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(field(/company name/i)).toHaveFocus();
    expect(sent()).toEqual([]);
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
    expect(api.calls('POST auth/register')[0]?.body).toEqual({
      accountType: 'company', companyName: 'Five-a-side Ltd', firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com',
      phone: '+33 6 12 34 56 78', password: 'Secret123', confirmPassword: 'Secret123', acceptTerms: true,
      tenantId: 'default-tenant', role: 'COMPANY_OWNER',
    });
    await waitFor(() => expect(selectAuth(store.getState()).isAuthenticated).toBe(true));
  });

  it('offers the company account while company registration is open', async () => {
    api.on('GET platform/settings', ok(settings(true)));
    render();
    await waitFor(() => expect(api.calls('GET platform/settings')).toHaveLength(1));
    expect(screen.getByRole('radio', { name: /Company/ })).toBeEnabled();
    expect(screen.getByText('Manage your fields and bookings')).toBeInTheDocument();
    expect(screen.queryByText(ADMIN_MESSAGES.registrationClosed)).not.toBeInTheDocument();
  });

  it('disables the company account, saying why, when company registration is closed', async () => {
    api.on('GET platform/settings', ok(settings(false)));
    render();
    const company = screen.getByRole('radio', { name: /Company/ });
    await waitFor(() => expect(company).toBeDisabled());
    expect(company).toHaveAccessibleDescription(ADMIN_MESSAGES.registrationClosed);
    expect(screen.getByRole('radio', { name: /Customer/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /Customer/ })).toBeChecked();
    expect(screen.queryByText('Manage your fields and bookings')).not.toBeInTheDocument();
  });

  it('says why in the visitor\'s language', async () => {
    api.on('GET platform/settings', ok(settings(false)));
    render('fr');
    const company = screen.getByRole('radio', { name: /Entreprise/ });
    await waitFor(() => expect(company).toBeDisabled());
    expect(company).toHaveAccessibleDescription('L’inscription des entreprises est fermée pour l’instant. Contactez le support pour ouvrir un compte entreprise.');
  });

  it("shows the closed registration instead of a generic error when the server refuses the company account", async () => {
    // The settings said open (or could not be read): the server has the last word.
    api.on('GET platform/settings', ok(settings(true)));
    api.on('POST auth/register', fail(403, ADMIN_MESSAGES.registrationClosed, ADMIN_ERROR_CODES.registrationClosed));
    const { user, store } = render('fr');
    await user.click(screen.getByRole('radio', { name: /Entreprise/ }));
    await user.type(field(/^nom de l'entreprise/i), 'Five-a-side Ltd');
    await user.type(field(/^prénom/i), 'Ana');
    await user.type(field(/^nom(?! de)/i), 'Diaz');
    await user.type(field(/^e-mail/i), 'ana@example.com');
    await user.type(field(/^numéro de téléphone/i), '+33 6 12 34 56 78');
    await user.type(field(/^mot de passe/i), 'Secret123');
    await user.type(field(/^confirmer le mot de passe/i), 'Secret123');
    await user.click(screen.getByRole('checkbox', { name: /J'accepte les conditions générales/ }));
    await user.click(screen.getByRole('button', { name: 'Créer le compte' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('L’inscription des entreprises est fermée pour l’instant. Contactez le support pour ouvrir un compte entreprise.');
    expect(alert).not.toHaveTextContent('Veuillez réessayer');
    expect(api.calls('POST auth/register')).toHaveLength(1);
    // The option closes too: trying again as a company would only be refused again.
    expect(screen.getByRole('radio', { name: /Entreprise/ })).toBeDisabled();
    expect(selectAuth(store.getState()).isAuthenticated).toBe(false);
  });

  it('links to the terms and to sign in', () => {
    render();
    const terms = screen.getByRole('link', { name: 'terms and conditions (opens in a new tab)' });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
