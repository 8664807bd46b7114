import { screen, waitFor, within } from '@testing-library/react';
import type { CompanyLocation, CompanyProfile } from '@pitchside/shared-api/contracts/company-profile';
import type { Role } from '@pitchside/shared-api/contracts/roles';
import { ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { encodeMultipartRequests, sentFormFields } from '../../testing/multipart';
import { createTestStore, renderPage } from '../../testing/render-page';
import { signIn } from '../../testing/session';
import { ProfilePage } from './profile-page';

const api = fakeApiForFile();
// The form travels as multipart: encoded as a browser would, its fields can be read back.
beforeAll(() => encodeMultipartRequests());
afterAll(() => vi.unstubAllGlobals());

const location = (n: number, overrides: Partial<CompanyLocation> = {}): CompanyLocation => ({
  id: `5f1c9c1e-1f4b-4c55-9d3e-2a8f1b6b0c0${n}`, name: `Site ${n}`, street: `${n} Main St`, city: 'Boston', state: 'MA', postalCode: '02115',
  country: 'US', latitude: null, longitude: null, phone: null, isPrimary: n === 1, fieldCount: n, createdAt: '2026-01-01T00:00:00.000Z', ...overrides,
});
const profile = (overrides: Partial<CompanyProfile> = {}): CompanyProfile => ({
  id: '6f1c9c1e-1f4b-4c55-9d3e-2a8f1b6b0c01', name: 'Green Park Sports', legalName: null, description: '', foundedYear: null, website: null,
  logoUrl: null, coverImageUrl: null, businessEmail: null, phone: null, registeredAddress: null, billingAddress: null, timezone: 'America/New_York',
  taxId: null, licenseNumber: null, registrationNumber: null, businessType: null, industry: null,
  businessHours: [{ dayOfWeek: 1, open: '08:00', close: '22:00' }], languages: ['en'], currencies: ['USD'], primaryCurrency: 'USD', subscriptionPlan: 'basic',
  insuranceDocuments: [{ id: '7f1c9c1e-1f4b-4c55-9d3e-2a8f1b6b0c01', filename: 'liability.pdf', contentType: 'application/pdf', size: 2048, uploadedAt: '2026-02-01T10:00:00.000Z', url: '/api/v1/companies/profile/documents/x' }],
  locations: [location(1), location(2)], updatedAt: '2026-02-01T10:00:00.000Z', ...overrides,
});

const render = (role: Role = 'COMPANY_OWNER') =>
  renderPage(<ProfilePage />, { store: signIn(createTestStore(api.baseUrl), role), path: '/company/profile', route: '/company/profile' });

describe('Company profile page', () => {
  it('shows the profile, checks the address rules before sending, and saves', async () => {
    api.on('GET companies/profile', () => ok(profile()));
    api.on('PUT companies/profile', () => ok(profile({ legalName: 'Green Park LLC' })));
    const { user } = render();
    expect(await screen.findByRole('textbox', { name: /Company name/ })).toHaveValue('Green Park Sports');
    expect(screen.getByText('liability.pdf')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Monday' })).toBeChecked();

    const registered = within(screen.getByRole('group', { name: 'Registered address' }));
    await user.type(registered.getByRole('textbox', { name: /Street/ }), '1 Stadium Way');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await registered.findByText('City is required')).toBeInTheDocument();
    expect(api.calls('PUT companies/profile')).toHaveLength(0);

    await user.type(registered.getByRole('textbox', { name: /City/ }), 'Boston');
    await user.type(registered.getByRole('textbox', { name: /State\/province/ }), 'MA');
    await user.type(registered.getByRole('textbox', { name: /Postal code/ }), '02115');
    await user.type(registered.getByRole('textbox', { name: /Country/ }), 'US');
    await user.type(screen.getByRole('textbox', { name: /Legal business name/ }), 'Green Park LLC');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(api.calls('PUT companies/profile')).toHaveLength(1));
    expect(api.calls('PUT companies/profile')[0]!.headers['content-type']).toMatch(/^multipart\/form-data/);
  });

  it('saves the usual currency chosen among the selected ones', async () => {
    api.on('GET companies/profile', () => ok(profile({ currencies: ['USD', 'EUR', 'GBP'], primaryCurrency: 'USD' })));
    api.on('PUT companies/profile', () => ok(profile({ currencies: ['USD', 'EUR', 'GBP'], primaryCurrency: 'EUR' })));
    const { user } = render();
    const usual = await screen.findByRole('combobox', { name: 'Usual currency' });
    expect(usual).toHaveValue('USD');
    expect(usual).toHaveAccessibleDescription('Figures list this currency first');
    expect(within(usual).getAllByRole('option').map((o) => o.textContent)).toEqual(['USD', 'EUR', 'GBP']);

    await user.selectOptions(usual, 'EUR');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(api.calls('PUT companies/profile')).toHaveLength(1));
    const sent = sentFormFields('companies/profile').at(-1)!;
    expect(sent.primaryCurrency).toBe('EUR');
    expect(JSON.parse(sent.currencies!)).toEqual(['USD', 'EUR', 'GBP']);
  });

  it('offers only the selected currencies as the usual one, the first selected when the usual one is dropped', async () => {
    api.on('GET companies/profile', () => ok(profile({ currencies: ['USD', 'EUR'], primaryCurrency: 'USD' })));
    api.on('PUT companies/profile', () => ok(profile({ currencies: ['EUR', 'CAD'], primaryCurrency: 'EUR' })));
    const { user } = render();
    const usual = await screen.findByRole('combobox', { name: 'Usual currency' });
    const currencies = within(screen.getByRole('group', { name: 'Currencies' }));
    await user.click(currencies.getByRole('button', { name: 'USD' }));
    expect(usual).toHaveValue('EUR');
    await user.click(currencies.getByRole('button', { name: 'CAD' }));
    expect(within(usual).getAllByRole('option').map((o) => o.textContent)).toEqual(['EUR', 'CAD']);
    expect(usual).toHaveValue('EUR');

    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(api.calls('PUT companies/profile')).toHaveLength(1));
    const sent = sentFormFields('companies/profile').at(-1)!;
    expect(JSON.parse(sent.currencies!)).toEqual(['EUR', 'CAD']);
    expect(sent.primaryCurrency).toBe('EUR');
  });

  it('adds a location and makes another one primary', async () => {
    api.on('GET companies/profile', () => ok(profile()));
    api.on('POST companies/locations', ({ body }) => ok(location(3, body as Partial<CompanyLocation>)));
    api.on(`PATCH companies/locations/${location(2).id}/set-primary`, () => ok(location(2, { isPrimary: true })));
    const { user } = render();
    const list = await screen.findByRole('list', { name: 'Locations' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Primary');
    await user.click(within(within(list).getAllByRole('listitem')[1]!).getByRole('button', { name: 'Make primary' }));
    await waitFor(() => expect(api.calls(`PATCH companies/locations/${location(2).id}/set-primary`)).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Add location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a location' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Location name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Location name/ }), 'Harbour');
    for (const [label, value] of [['Street', '9 Pier Rd'], ['City', 'Salem'], ['State/province', 'MA'], ['Postal code', '01970'], ['Country', 'US']] as const) {
      await user.type(within(dialog).getByRole('textbox', { name: new RegExp(label) }), value);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('POST companies/locations')).toHaveLength(1));
    expect(api.calls('POST companies/locations')[0]!.body).toEqual({
      name: 'Harbour', phone: '', street: '9 Pier Rd', city: 'Salem', state: 'MA', postalCode: '01970', country: 'US',
    });
  });

  it('is the owner’s page', () => {
    render('EMPLOYEE');
    expect(api.calls('GET companies/profile')).toHaveLength(0);
    expect(screen.getByText("You don't have permission to access company management features.")).toBeInTheDocument();
  });
});
