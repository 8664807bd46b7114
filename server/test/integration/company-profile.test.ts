// The company profile on real PostgreSQL: the multipart form (JSON strings, files, indexed documents),
// the logo, private insurance documents, the customer-to-owner upgrade, and locations with exactly one
// primary — enforced by the database, not only by the service.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyLocation, CompanyProfile, LocationList } from '@pitchside/shared-api/contracts/company-profile';
import { COMPANY_PROFILE_MESSAGES as M } from '@pitchside/shared-api/contracts/company-profile';
import type { Field } from '@pitchside/shared-api/contracts/field';
import { FIELD_MESSAGES } from '@pitchside/shared-api/contracts/field-constants';
import { caller, createField, dataOf, fieldBody, newCompany, newEmployee, onPlan, type CompanyAccount } from '../helpers/field-management.js';
import { bearer, json, login, register } from '../helpers/http.js';
import { multipartBody, type FormPart } from '../helpers/multipart.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: CompanyAccount;
let rival: CompanyAccount;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  owner = await newCompany(t, `Profile Owner ${process.pid}`);
  rival = await newCompany(t, `Profile Rival ${process.pid}`);
});
afterAll(async () => { await t.close(); });

const png = () => sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 30, g: 125, b: 50 } } }).png().toBuffer();
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const address = { street: '1 Stadium Way', city: 'Boston', state: 'MA', postalCode: '02115', country: 'US' };

function putProfile(who: CompanyAccount, parts: FormPart[], query = '') {
  const body = multipartBody(parts);
  return t.app.inject({ method: 'PUT', url: `/api/v1/companies/profile${query}`, headers: { ...bearer(who), ...body.headers }, payload: body.payload });
}

describe('the profile', () => {
  it('reads every attribute and changes them from a multipart form with JSON strings, files and indexed documents', async () => {
    const before = dataOf<CompanyProfile>(await call(owner, 'GET', '/companies/profile'));
    expect(before).toMatchObject({ name: `Profile Owner ${process.pid}`, subscriptionPlan: 'basic', locations: [], insuranceDocuments: [], logoUrl: null });

    const response = await putProfile(owner, [
      { name: 'legalName', value: 'Profile Owner LLC' },
      { name: 'description', value: 'Five-a-side pitches downtown.' },
      { name: 'foundedYear', value: '2015' },
      { name: 'website', value: 'https://pitches.example.com' },
      { name: 'businessEmail', value: 'hello@pitches.example.com' },
      { name: 'timezone', value: 'America/Chicago' },
      { name: 'phone', value: 'null' },
      { name: 'registeredAddress', value: JSON.stringify(address) },
      { name: 'businessHours', value: JSON.stringify([{ dayOfWeek: 1, open: '08:00', close: '22:00' }, { dayOfWeek: 6, open: '09:00', close: '24:00' }]) },
      { name: 'languages', value: JSON.stringify(['en', 'fr']) },
      { name: 'currencies', value: JSON.stringify(['USD', 'CAD']) },
      { name: 'logo', filename: 'logo.png', type: 'image/png', data: await png() },
      { name: 'insuranceDocuments[0]', filename: 'liability.pdf', type: 'application/pdf', data: pdf },
      { name: 'insuranceDocuments[1]', filename: 'property.png', type: 'image/png', data: await png() },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const profile = dataOf<CompanyProfile>(response);
    expect(profile).toMatchObject({
      legalName: 'Profile Owner LLC', foundedYear: 2015, website: 'https://pitches.example.com', timezone: 'America/Chicago', phone: null,
      registeredAddress: address, languages: ['en', 'fr'], currencies: ['USD', 'CAD'],
      businessHours: [{ dayOfWeek: 1, open: '08:00', close: '22:00' }, { dayOfWeek: 6, open: '09:00', close: '24:00' }],
    });
    expect(profile.logoUrl).toMatch(/^\/api\/v1\/files\/serve\/company-logos\//);
    expect(profile.insuranceDocuments.map((d) => [d.filename, d.contentType])).toEqual([['liability.pdf', 'application/pdf'], ['property.png', 'image/png']]);

    // Documents are the company's own: downloaded with its session, not from the public file route.
    const download = await t.app.inject({ url: profile.insuranceDocuments[0]!.url, headers: bearer(owner) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect((await t.app.inject({ url: profile.insuranceDocuments[0]!.url, headers: bearer(rival) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: profile.insuranceDocuments[0]!.url })).statusCode).toBe(401);

    const log = await t.database.pool.query("SELECT action FROM activity_logs WHERE company_id = $1 AND action = 'company.profile_updated'", [owner.companyId]);
    expect(log.rowCount).toBe(1);
  });

  it("answers the form's mistakes with the documented texts and changes nothing", async () => {
    const before = dataOf<CompanyProfile>(await call(owner, 'GET', '/companies/profile'));
    const bad = await putProfile(owner, [
      { name: 'name', value: 'Renamed' },
      { name: 'billingAddress', value: JSON.stringify({ ...address, city: '' }) },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(json<{ errors: { field: string; message: string }[] }>(bad).errors).toContainEqual({ field: 'billingAddress.city', message: M.cityRequired });
    const broken = await putProfile(owner, [{ name: 'businessHours', value: '{not json' }]);
    expect(broken.statusCode).toBe(400);
    expect(json<{ message: string }>(broken).message).toBe(M.invalidJson);
    const fake = await putProfile(owner, [{ name: 'insuranceDocuments[0]', filename: 'x.pdf', type: 'application/pdf', data: Buffer.from('MZ not a pdf') }]);
    expect(fake.statusCode).toBe(400);
    expect(json<{ message: string }>(fake).message).toBe(M.documentType);
    const unknown = await putProfile(owner, [{ name: 'ownerId', value: rival.userId }]);
    expect(unknown.statusCode).toBe(400);
    expect(dataOf<CompanyProfile>(await call(owner, 'GET', '/companies/profile'))).toEqual(before);
  });

  it('keeps the usual currency among the currencies: named, it joins them; dropped from them, the first listed takes its place', async () => {
    const currenciesOf = async (parts: FormPart[]) => {
      const response = await putProfile(rival, parts);
      expect(response.statusCode, response.body).toBe(200);
      const { currencies, primaryCurrency } = dataOf<CompanyProfile>(response);
      return { currencies, primaryCurrency };
    };
    expect(dataOf<CompanyProfile>(await call(rival, 'GET', '/companies/profile'))).toMatchObject({ currencies: ['USD'], primaryCurrency: 'USD' });
    expect(await currenciesOf([{ name: 'primaryCurrency', value: 'EUR' }])).toEqual({ currencies: ['EUR', 'USD'], primaryCurrency: 'EUR' });
    expect(await currenciesOf([{ name: 'currencies', value: JSON.stringify(['GBP', 'USD']) }])).toEqual({ currencies: ['GBP', 'USD'], primaryCurrency: 'GBP' });
    expect(await currenciesOf([{ name: 'currencies', value: JSON.stringify(['CAD']) }, { name: 'primaryCurrency', value: 'USD' }]))
      .toEqual({ currencies: ['USD', 'CAD'], primaryCurrency: 'USD' });
    expect(await currenciesOf([{ name: 'currencies', value: JSON.stringify(['USD', 'CAD']) }])).toEqual({ currencies: ['USD', 'CAD'], primaryCurrency: 'USD' });
    const bad = await putProfile(rival, [{ name: 'primaryCurrency', value: 'JPY' }]);
    expect(bad.statusCode).toBe(400);
  });

  it('replaces and removes the logo', async () => {
    const body = multipartBody([{ name: 'logo', filename: 'new.png', type: 'image/png', data: await png() }]);
    const set = await t.app.inject({ method: 'POST', url: '/api/v1/companies/logo', headers: { ...bearer(owner), ...body.headers }, payload: body.payload });
    expect(set.statusCode, set.body).toBe(200);
    const { logoUrl } = dataOf<{ logoUrl: string }>(set);
    expect((await t.app.inject({ url: logoUrl })).statusCode).toBe(200);
    expect((await call(owner, 'DELETE', '/companies/logo')).statusCode).toBe(200);
    expect(dataOf<CompanyProfile>(await call(owner, 'GET', '/companies/profile')).logoUrl).toBeNull();
    expect((await t.app.inject({ url: logoUrl })).statusCode).toBe(404);
  });

  it('is the owner’s: employees are refused, another owner cannot name the company', async () => {
    const staff = await newEmployee(t, owner.companyId, 'manager');
    expect((await call(staff, 'GET', '/companies/profile')).statusCode).toBe(403);
    expect((await putProfile({ ...owner, accessToken: staff.accessToken }, [{ name: 'name', value: 'Mine' }])).statusCode).toBe(403);
    expect((await call(rival, 'GET', `/companies/profile?companyId=${owner.companyId}`)).statusCode).toBe(403);
    expect((await call(rival, 'GET', `/companies/locations?companyId=${owner.companyId}`)).statusCode).toBe(403);
  });
});

describe('the upgrade', () => {
  it('turns a customer into the owner of a new company, with a new session carrying the role', async () => {
    const account = await register(t.app);
    const customer = await login(t.app, { email: account.email, password: account.password });
    const response = await call(customer, 'POST', '/companies/upgrade', { companyName: `Upgraded ${process.pid}`, timezone: 'Europe/Paris', address });
    expect(response.statusCode, response.body).toBe(201);
    const session = dataOf<{ accessToken: string; user: { role: string; companyId: string } }>(response);
    expect(session.user.role).toBe('COMPANY_OWNER');
    const profile = dataOf<CompanyProfile>(await call(session, 'GET', '/companies/profile'));
    expect(profile).toMatchObject({ id: session.user.companyId, name: `Upgraded ${process.pid}`, timezone: 'Europe/Paris' });
    expect(profile.locations).toEqual([expect.objectContaining({ city: 'Boston', isPrimary: true })]);
    expect((await call(session, 'POST', '/companies/upgrade', { companyName: 'Twice' })).statusCode).toBe(409);
  });
});

describe('locations', () => {
  it('are read by employees who manage fields (to place a field), not by other employees, and changed by the owner only', async () => {
    const company = await newCompany(t, `Located ${process.pid}`);
    expect((await call(company, 'POST', '/companies/locations', { ...address, name: 'Main site' })).statusCode).toBe(201);
    const manager = await newEmployee(t, company.companyId, 'manager');
    const list = dataOf<LocationList>(await call(manager, 'GET', '/companies/locations'));
    expect(list.locations.map((l) => l.name)).toEqual(['Main site']);
    expect((await call(manager, 'GET', `/companies/locations?companyId=${owner.companyId}`)).statusCode).toBe(403);
    expect((await call(manager, 'POST', '/companies/locations', { ...address, name: 'Not mine to add' })).statusCode).toBe(403);
    const staff = await newEmployee(t, company.companyId, 'staff');
    expect((await call(staff, 'GET', '/companies/locations')).statusCode).toBe(403);
  });

  it('keep exactly one primary: the first, a chosen one, the oldest after a removal', async () => {
    const company = await newCompany(t, `Locations ${process.pid}`);
    await onPlan(t, company, 'premium');
    const add = async (name: string, extra: object = {}) => {
      const response = await call(company, 'POST', '/companies/locations', { name, ...address, ...extra });
      expect(response.statusCode, response.body).toBe(201);
      return dataOf<CompanyLocation>(response);
    };
    const first = await add('Downtown');
    expect(first.isPrimary).toBe(true);
    const second = await add('Riverside', { latitude: 42.36, longitude: -71.06 });
    expect(second.isPrimary).toBe(false);
    const third = await add('Harbour', { isPrimary: true });
    const primaries = async () => dataOf<LocationList>(await call(company, 'GET', '/companies/locations?isPrimary=true')).locations.map((l) => l.name);
    expect(await primaries()).toEqual(['Harbour']);

    expect((await call(company, 'PATCH', `/companies/locations/${second.id}/set-primary`)).statusCode).toBe(200);
    expect(await primaries()).toEqual(['Riverside']);
    expect((await call(company, 'DELETE', `/companies/locations/${second.id}`)).statusCode).toBe(200);
    expect(await primaries()).toEqual(['Downtown']);

    const listed = dataOf<LocationList>(await call(company, 'GET', '/companies/locations?search=harb'));
    expect(listed.locations.map((l) => l.name)).toEqual(['Harbour']);
    expect(listed.pagination).toMatchObject({ page: 1, limit: 10, total: 1 });

    const renamed = await call(company, 'PUT', `/companies/locations/${third.id}`, { name: 'Harbour Front', city: 'Salem' });
    expect(dataOf<CompanyLocation>(renamed)).toMatchObject({ name: 'Harbour Front', city: 'Salem', street: address.street, isPrimary: false });
    const missing = await call(company, 'POST', '/companies/locations', { name: 'No street', ...address, street: '' });
    expect(missing.statusCode).toBe(400);
    expect(json<{ errors: { message: string }[] }>(missing).errors.map((e) => e.message)).toContain(M.streetRequired);

    // The database itself refuses a second primary, and a company with locations but none primary.
    await expect(t.database.pool.query('UPDATE company_locations SET is_primary = true WHERE id = $1', [third.id])).rejects.toThrow();
    await expect(t.database.pool.query('UPDATE company_locations SET is_primary = false WHERE company_id = $1', [company.companyId])).rejects.toThrow(/exactly one primary/);

    // Another company meets 404 on each, and nothing changes.
    for (const [method, path, body] of [
      ['GET', `/companies/locations/${third.id}`], ['PUT', `/companies/locations/${third.id}`, { name: 'Taken' }],
      ['DELETE', `/companies/locations/${third.id}`], ['PATCH', `/companies/locations/${third.id}/set-primary`],
    ] as const) {
      expect((await call(rival, method, path, body)).statusCode, `${method} ${path}`).toBe(404);
    }
    expect(dataOf<CompanyLocation>(await call(company, 'GET', `/companies/locations/${third.id}`)).name).toBe('Harbour Front');
    const entries = await t.database.pool.query("SELECT count(*)::int AS n FROM activity_logs WHERE company_id = $1 AND target_type = 'location'", [company.companyId]);
    expect(entries.rows[0].n).toBe(6); // three added, one made primary, one removed, one renamed
  });
});

describe('fields and locations', () => {
  it('a field belongs to one of its own company’s locations, and loses it when the location is removed', async () => {
    const company = await newCompany(t, `Field Sites ${process.pid}`);
    await onPlan(t, company, 'premium');
    const site = dataOf<CompanyLocation>(await call(company, 'POST', '/companies/locations', { name: 'North', ...address }));
    const foreign = dataOf<CompanyLocation>(await call(rival, 'POST', '/companies/locations', { name: 'Elsewhere', ...address }));

    const field = await createField(t, company, { name: 'North Pitch', locationId: site.id });
    expect(field.locationId).toBe(site.id);
    expect(dataOf<CompanyLocation>(await call(company, 'GET', `/companies/locations/${site.id}`)).fieldCount).toBe(1);

    const refused = await call(company, 'POST', '/fields', fieldBody({ name: 'Stolen site', locationId: foreign.id }));
    expect(refused.statusCode).toBe(400);
    expect(json<{ errors: { field: string; message: string }[] }>(refused).errors).toContainEqual({ field: 'locationId', message: FIELD_MESSAGES.unknownLocation });
    expect((await call(company, 'PUT', `/fields/${field.id}`, { locationId: foreign.id })).statusCode).toBe(400);

    expect((await call(company, 'DELETE', `/companies/locations/${site.id}`)).statusCode).toBe(200);
    expect(dataOf<Field>(await call(company, 'GET', `/fields/${field.id}`)).locationId).toBeNull();
  });
});

describe('uploads', () => {
  it('keeps an image publicly and a document privately, refusing an unknown type and what is not a document', async () => {
    const company = await newCompany(t, `Uploads ${process.pid}`);
    const upload = async (parts: FormPart[], who: CompanyAccount = company) => {
      const body = multipartBody(parts);
      return t.app.inject({ method: 'POST', url: '/api/v1/companies/upload', headers: { ...bearer(who), ...body.headers }, payload: body.payload });
    };
    const image = await upload([{ name: 'type', value: 'image' }, { name: 'file', filename: 'banner.png', type: 'image/png', data: await png() }]);
    expect(image.statusCode, image.body).toBe(201);
    const stored = dataOf<{ type: string; url: string; contentType: string; size: number }>(image);
    expect(stored).toMatchObject({ type: 'image', contentType: 'image/png' });
    expect(stored.url).toMatch(/^\/api\/v1\/files\/serve\/company-uploads\//);
    expect((await t.app.inject({ url: stored.url })).statusCode).toBe(200);

    const document = await upload([{ name: 'type', value: 'document' }, { name: 'file', filename: 'licence.pdf', type: 'application/pdf', data: pdf }]);
    expect(document.statusCode, document.body).toBe(201);
    const kept = dataOf<{ url: string; filename: string; size: number }>(document);
    expect(kept).toMatchObject({ filename: 'licence.pdf', size: pdf.length });
    expect((await t.app.inject({ url: kept.url })).statusCode).toBe(401);
    const profile = dataOf<CompanyProfile>(await call(company, 'GET', '/companies/profile'));
    expect(profile.insuranceDocuments.map((d) => d.filename)).toEqual(['licence.pdf']);

    const notDocument = await upload([{ name: 'type', value: 'document' }, { name: 'file', filename: 'x.pdf', type: 'application/pdf', data: Buffer.from('hello') }]);
    expect(notDocument.statusCode).toBe(400);
    expect(json(notDocument)).toMatchObject({ errors: [{ field: 'file', message: M.documentType }] });
    const badType = await upload([{ name: 'type', value: 'video' }, { name: 'file', filename: 'x.pdf', type: 'application/pdf', data: pdf }]);
    expect(json(badType)).toMatchObject({ errors: [{ field: 'type', message: M.uploadType }] });
    expect((await upload([{ name: 'type', value: 'document' }, { name: 'file', filename: 'x.pdf', type: 'application/pdf', data: pdf }], rival)).statusCode).toBe(201);
    const log = await t.database.pool.query("SELECT count(*)::int AS n FROM activity_logs WHERE company_id = $1 AND action = 'company.file_uploaded'", [company.companyId]);
    expect(log.rows[0].n).toBe(2);
  });
});
