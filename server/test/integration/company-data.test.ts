// The company's data out and back in on real PostgreSQL: locations, fields and employees as JSON and CSV;
// a CSV exported from one company imported into another reads back the same; an import checks every row
// before writing and applies all or nothing, within the plan's limits; what the company has is skipped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_DATA_MESSAGES as M, type CompanyData, type ImportResult, type ImportRowError } from '@pitchside/shared-api/contracts/company-data';
import { SUBSCRIPTION_MESSAGES } from '@pitchside/shared-api/contracts/subscription';
import { caller, createField, dataOf, newCompany, newEmployee, onPlan, type CompanyAccount } from '../helpers/field-management.js';
import { bearer, json } from '../helpers/http.js';
import { multipartBody } from '../helpers/multipart.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let source: CompanyAccount;
const tag = `${process.pid}-${Date.now()}`;
const location = (name: string, extra: Record<string, unknown> = {}) =>
  ({ name, street: '1 Main St', city: 'Boston', state: 'MA', postalCode: '02115', country: 'US', ...extra });

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  source = await newCompany(t, `Data Source ${tag}`);
  await onPlan(t, source, 'enterprise');
  await call(source, 'POST', '/companies/locations', location('Downtown', { latitude: 42.35, longitude: -71.06, phone: '+1 617 555 0100' }));
  const riverside = await call(source, 'POST', '/companies/locations', location('Riverside, East'));
  const riversideId = dataOf<{ id: string }>(riverside).id;
  await createField(t, source, { name: 'Court "A"', sportType: 'tennis', surfaceType: 'clay', capacity: 4, longitude: -71.1, equipment: ['Nets', 'Balls'], amenities: ['parking', 'lighting'], locationId: riversideId });
  await createField(t, source, { name: '=Formula Pitch', description: 'Five-a-side, lit', minPlayers: 6, maxPlayers: 10 });
  await call(source, 'POST', '/companies/roles', { name: 'Coach', permissions: ['MANAGE_SCHEDULES'] });
  const { roles } = dataOf<{ roles: { id: string; name: string }[] }>(await call(source, 'GET', '/companies/roles'));
  const coach = roles.find((r) => r.name === 'Coach')!;
  for (const [first, role] of [['Ada', 'staff'], ['Ben', coach.id]] as const) {
    const response = await call(source, 'POST', '/companies/employees', {
      firstName: first, lastName: 'Data', email: `${first.toLowerCase()}-${tag}@source.example`, position: 'Desk', role, hireDate: '2026-02-01', hourlyRate: 1850,
    });
    expect(response.statusCode, response.body).toBe(201);
  }
});
afterAll(async () => { await t.close(); });

async function exportOf(who: CompanyAccount, format: 'json' | 'csv') {
  const response = await call(who, 'POST', '/companies/export', { format });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

function importFile(who: { accessToken: string }, content: string, filename = 'data.csv', type = 'text/csv') {
  const body = multipartBody([{ name: 'file', filename, type, data: Buffer.from(content) }]);
  return t.app.inject({ method: 'POST', url: '/api/v1/companies/import', headers: { ...bearer(who), ...body.headers }, payload: body.payload });
}

async function counts(who: CompanyAccount) {
  const { rows } = await t.database.pool.query(`SELECT
      (SELECT count(*)::int FROM company_locations WHERE company_id = $1) AS locations,
      (SELECT count(*)::int FROM fields WHERE company_id = $1) AS fields,
      (SELECT count(*)::int FROM employees WHERE company_id = $1) AS employees`, [who.companyId]);
  return rows[0] as { locations: number; fields: number; employees: number };
}

describe('export', () => {
  it('writes the locations, fields and employees as a JSON document', async () => {
    const response = await exportOf(source, 'json');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="company-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = JSON.parse(response.body) as CompanyData;
    expect(data).toMatchObject({ kind: 'pitchside-company-data', version: 1, company: { name: `Data Source ${tag}` } });
    expect(data.locations).toEqual([
      { ...location('Downtown'), latitude: 42.35, longitude: -71.06, phone: '+1 617 555 0100', isPrimary: true },
      { ...location('Riverside, East'), latitude: null, longitude: null, phone: null, isPrimary: false },
    ]);
    expect(data.fields).toHaveLength(2);
    expect(data.fields[0]).toMatchObject({ name: 'Court "A"', sportType: 'tennis', equipment: ['Nets', 'Balls'], amenities: ['parking', 'lighting'], location: 'Riverside, East', longitude: -71.1 });
    expect(data.employees).toEqual([
      expect.objectContaining({ firstName: 'Ada', role: 'staff', hireDate: '2026-02-01', hourlyRate: 1850, employmentType: 'full_time', overtimeRateMultiplier: 1.5 }),
      expect.objectContaining({ firstName: 'Ben', role: 'Coach' }),
    ]);
  });

  it('reads back into another company from CSV: the second export is the first one', async () => {
    const csv = (await exportOf(source, 'csv')).body;
    expect(csv.split('\r\n')[0]!.split(',')).toEqual(expect.arrayContaining(['record', 'name', 'street', 'sportType', 'location', 'email', 'role']));
    expect(csv).toContain(`field,'=Formula Pitch,`); // a spreadsheet does not run it
    expect(csv.split('\r\n')[0]).toMatch(/^record,name,/);
    const target = await newCompany(t, `Data Target ${tag}`);
    await onPlan(t, target, 'enterprise');
    await call(target, 'POST', '/companies/roles', { name: 'Coach', permissions: ['MANAGE_SCHEDULES'] });
    // The e-mails are accounts of the source already: the target's staff are other people.
    const moved = csv.replaceAll('@source.example', '@target.example');

    const response = await importFile(target, moved);
    expect(response.statusCode, response.body).toBe(200);
    expect(dataOf<ImportResult>(response)).toEqual({ created: { locations: 2, fields: 2, employees: 2 }, skipped: { locations: 0, fields: 0, employees: 0 } });
    expect((await exportOf(target, 'csv')).body).toBe(moved);
    expect(t.mails.filter((m) => m.template === 'employee-welcome' && m.to.endsWith('@target.example')).map((m) => m.to).sort())
      .toEqual([`ada-${tag}@target.example`, `ben-${tag}@target.example`]);
    const states = await t.database.pool.query("SELECT DISTINCT publication_state FROM fields WHERE company_id = $1", [target.companyId]);
    expect(states.rows).toEqual([{ publication_state: 'draft' }]);

    // The same file again: everything is there already.
    const again = await importFile(target, moved);
    expect(dataOf<ImportResult>(again)).toEqual({ created: { locations: 0, fields: 0, employees: 0 }, skipped: { locations: 2, fields: 2, employees: 2 } });
    expect(await counts(target)).toEqual({ locations: 2, fields: 2, employees: 2 });
  });
});

describe('import', () => {
  it('reports every bad row and imports nothing when one is wrong', async () => {
    const target = await newCompany(t, `Data Errors ${tag}`);
    await onPlan(t, target, 'enterprise');
    const document: CompanyData = {
      kind: 'pitchside-company-data', version: 1, exportedAt: new Date().toISOString(), company: { name: 'X' },
      locations: [location('North'), location('north')],
      fields: [
        { name: 'Good Pitch', sportType: 'football', surfaceType: 'grass', indoor: false, capacity: 10, address: '1 A St', city: 'Boston', country: 'US', latitude: 42, longitude: -71, basePricePerHour: 3000, currency: 'USD', location: 'North' },
        { name: 'Bad Pitch', sportType: 'curling', surfaceType: 'grass', indoor: false, capacity: 'many', address: '1 A St', city: 'Boston', country: 'US', latitude: 42, longitude: -71, basePricePerHour: 3000, currency: 'USD', location: 'Nowhere' },
      ],
      employees: [{ firstName: 'Cy', lastName: 'Err', email: `cy-${tag}@errors.example`, position: 'Desk', role: 'Wizard', hireDate: '2026-02-01' }],
    };
    const response = await importFile(target, JSON.stringify(document), 'data.json', 'application/json');
    expect(response.statusCode).toBe(400);
    const body = json<{ code: string; message: string; details: { rows: ImportRowError[]; total: number } }>(response);
    expect(body).toMatchObject({ code: 'IMPORT_INVALID', message: M.invalid });
    const found = body.details.rows.map((e) => `${e.record}#${e.row}.${e.field}`);
    expect(found).toEqual(expect.arrayContaining(['location#2.name', 'field#2.sportType', 'field#2.capacity', 'field#2.location', 'employee#1.role']));
    expect(body.details.rows.find((e) => e.field === 'location')!.message).toBe(M.unknownLocation);
    expect(body.details.rows.find((e) => e.record === 'employee')!.message).toBe(M.unknownRole);
    expect(await counts(target)).toEqual({ locations: 0, fields: 0, employees: 0 });
  });

  it('numbers CSV rows as a spreadsheet does and names an unknown record', async () => {
    const target = await newCompany(t, `Data Csv ${tag}`);
    const csv = 'record,name,street,city,state,postalCode,country\r\nlocation,Hall,1 A St,Boston,MA,02115,US\r\nshed,Tools,,,,,\r\n';
    const response = await importFile(target, csv);
    expect(response.statusCode).toBe(400);
    expect(json<{ details: { rows: ImportRowError[] } }>(response).details.rows).toEqual([{ record: 'unknown', row: 3, field: 'record', message: M.unknownRecord }]);
    expect(await counts(target)).toEqual({ locations: 0, fields: 0, employees: 0 });
  });

  it('stays within the plan: a basic company cannot import four fields, and nothing is added', async () => {
    const small = await newCompany(t, `Data Small ${tag}`);
    const header = 'record,name,sportType,surfaceType,indoor,capacity,address,city,country,latitude,longitude,basePricePerHour,currency';
    const rows = [1, 2, 3, 4].map((n) => `field,Pitch ${n},football,grass,false,10,1 A St,Boston,US,42,-71,3000,USD`);
    const response = await importFile(small, [header, ...rows].join('\r\n'));
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({ code: 'LIMIT_REACHED', message: SUBSCRIPTION_MESSAGES.fieldLimitReached });
    expect(await counts(small)).toEqual({ locations: 0, fields: 0, employees: 0 });
  });

  it('refuses files it cannot read, a missing file, employees and other companies', async () => {
    const unreadable = await importFile(source, '{"kind":"something else"}', 'x.json', 'application/json');
    expect(unreadable.statusCode).toBe(400);
    expect(json(unreadable)).toMatchObject({ code: 'IMPORT_UNREADABLE', message: M.unreadable });
    const noFile = multipartBody([{ name: 'note', value: 'nothing' }]);
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/companies/import', headers: { ...bearer(source), ...noFile.headers }, payload: noFile.payload });
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toMatchObject({ message: M.fileRequired });

    const staff = await newEmployee(t, source.companyId, 'manager');
    expect((await call(staff, 'POST', '/companies/export', { format: 'json' })).statusCode).toBe(403);
    expect((await importFile(staff, 'record\r\n')).statusCode).toBe(403);
    const rival = await newCompany(t, `Data Rival ${tag}`);
    expect((await call(rival, 'POST', `/companies/export?companyId=${source.companyId}`, { format: 'json' })).statusCode).toBe(403);
  });
});
