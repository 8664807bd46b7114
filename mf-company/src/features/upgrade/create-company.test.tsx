import { screen, waitFor, within } from '@testing-library/react';
import { selectRole } from '@pitchside/shared-api/client/auth-slice';
import { fail, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { inOneHour, makeToken } from '@pitchside/shared-api/client/testing/tokens';
import { ADMIN_ERROR_CODES, ADMIN_MESSAGES } from '@pitchside/shared-api/contracts/admin-constants';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import { createTestStore, renderPage } from '../../testing/render-page';
import { signIn } from '../../testing/session';
import { UpgradePage } from './upgrade-page';

const api = fakeApiForFile();

const render = (language: LanguageCode = 'en') =>
  renderPage(<UpgradePage />, { store: signIn(createTestStore(api.baseUrl), 'CUSTOMER'), path: '/company/upgrade', route: '/company/upgrade', language });

/** The new session the API answers: the same user, now the owner of a company. */
const ownerSession = () => ({
  accessToken: makeToken({ sub: 'u1', role: 'COMPANY_OWNER', permissions: [], exp: inOneHour(), tenantId: 'default-tenant' }),
  user: { id: 'u1', email: 'owner@pitchside.test', role: 'COMPANY_OWNER', firstName: 'Olivia', lastName: 'Owner', profileImage: null, emailVerified: true },
});

describe('Becoming a company (/company/upgrade as a customer)', () => {
  it('offers the form with the browser’s time zone, and shows the free Basic plan they start on', () => {
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Create your company account' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Time zone/ })).toHaveValue(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const plans = within(screen.getByRole('list', { name: 'What you get' }));
    const basic = plans.getByRole('listitem', { name: 'Basic' });
    expect(basic).toHaveTextContent('Your starting plan');
    expect(basic).toHaveTextContent('Free');
    expect(basic).toHaveTextContent('3 fields');
    expect(plans.getByRole('listitem', { name: 'Enterprise' })).toHaveTextContent('Unlimited employees');
    expect(plans.getByRole('listitem', { name: 'Premium' })).toHaveTextContent('$49.00 / month');
    expect(api.requests).toHaveLength(0);
  });

  it('asks for the company name before sending anything', async () => {
    const { user } = render();
    await user.type(screen.getByRole('textbox', { name: 'Business e-mail' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Create company account' }));
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Company name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST companies/upgrade')).toHaveLength(0);
  });

  it('creates the company, makes the user its owner and opens its profile', async () => {
    api.on('POST companies/upgrade', () => ok(ownerSession()));
    const { user, store } = render();
    await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'Green Park Sports');
    await user.selectOptions(screen.getByRole('combobox', { name: /Time zone/ }), 'Europe/Paris');
    await user.type(screen.getByRole('textbox', { name: 'Business e-mail' }), 'hello@greenpark.test');
    await user.click(screen.getByRole('button', { name: 'Create company account' }));

    await waitFor(() => expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/company/profile'));
    // Blank optional inputs are left out, not sent as ''.
    expect(api.calls('POST companies/upgrade')[0]!.body).toEqual({ companyName: 'Green Park Sports', timezone: 'Europe/Paris', businessEmail: 'hello@greenpark.test' });
    expect(selectRole(store.getState())).toBe('COMPANY_OWNER');
    expect(await screen.findByText('Your company account is ready')).toBeInTheDocument();
    // The plan page the new owner could now see was never loaded on the way.
    expect(api.calls('GET companies/subscription')).toHaveLength(0);
  });

  it('says why the API refused, in the reader’s language', async () => {
    api.on('POST companies/upgrade', () => fail(409, 'This account already manages a company', 'CONFLICT'));
    const { user } = render('fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Créez votre compte entreprise' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Essentiel' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Nom de l’entreprise/ }), 'Green Park');
    await user.click(screen.getByRole('button', { name: 'Créer le compte entreprise' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce compte gère déjà une entreprise');
    expect(screen.getByRole('button', { name: 'Créer le compte entreprise' })).toBeEnabled();
  });

  it('says that company registration is closed when the super admin has closed it', async () => {
    api.on('POST companies/upgrade', () => fail(403, ADMIN_MESSAGES.registrationClosed, ADMIN_ERROR_CODES.registrationClosed));
    const { user, store } = render('ar');
    await user.type(screen.getByRole('textbox', { name: /اسم الشركة/ }), 'Green Park');
    await user.click(screen.getByRole('button', { name: 'إنشاء حساب الشركة' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('تسجيل الشركات مغلق حاليًا. تواصل مع الدعم لفتح حساب شركة.');
    expect(api.calls('POST companies/upgrade')).toHaveLength(1);
    expect(selectRole(store.getState())).toBe('CUSTOMER');
    expect(screen.getByRole('heading', { level: 1, name: 'أنشئ حساب شركتك' })).toBeInTheDocument();
  });
});
