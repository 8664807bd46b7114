// The company's employees on real PostgreSQL: the account made with a temporary password mailed to the
// person, the password change it forces, filters and pages, bulk changes all or nothing, roles of the
// company's own, and access that follows a deactivation or a permission change at the very next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee, EmployeeBulkResult, EmployeeList, EmployeeRoleInfo } from '@pitchside/shared-api/contracts/employees';
import { EMPLOYEE_MESSAGES as M, EMPLOYEE_TIME_MESSAGES as T } from '@pitchside/shared-api/contracts/employees';
import { caller, dataOf, newCompany, onPlan, type CompanyAccount } from '../helpers/field-management.js';
import { json, refreshCookieOf } from '../helpers/http.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: CompanyAccount;
let rival: CompanyAccount;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  owner = await newCompany(t, `Staff Owner ${process.pid}`);
  await onPlan(t, owner, 'enterprise');
  rival = await newCompany(t, `Staff Rival ${process.pid}`);
});
afterAll(async () => { await t.close(); });

const uniqueEmail = (name: string) => `${name}.${process.pid}.${++counter}@staff.example.com`;

function employeeBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Sam', lastName: 'Rivera', email: uniqueEmail('sam'), position: 'Front desk', role: 'staff',
    hireDate: '2026-03-01', ...overrides,
  };
}

async function addEmployee(overrides: Record<string, unknown> = {}, who: CompanyAccount = owner): Promise<Employee> {
  const response = await call(who, 'POST', '/companies/employees', employeeBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return dataOf<Employee>(response);
}

/** The temporary password of the last welcome e-mail sent to `email`. */
async function temporaryPasswordOf(email: string): Promise<string> {
  await t.app.services.mailer.idle();
  const mail = [...t.mails].reverse().find((m) => m.to === email && m.template === 'employee-welcome');
  expect(mail, `welcome mail to ${email}`).toBeDefined();
  const match = /(?:Temporary password|Mot de passe temporaire|كلمة المرور المؤقتة): (\S+)/.exec(mail!.text);
  expect(match).not.toBeNull();
  return match![1]!;
}

async function signIn(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
}

/** Adds an employee, signs them in with the mailed password and replaces it: their session, ready to work. */
async function workingEmployee(overrides: Record<string, unknown> = {}) {
  const employee = await addEmployee(overrides);
  const temporary = await temporaryPasswordOf(employee.email);
  const first = await signIn(employee.email, temporary);
  const { accessToken } = dataOf<{ accessToken: string }>(first);
  const changed = await t.app.inject({
    method: 'POST', url: '/api/v1/auth/profile/password', headers: { authorization: `Bearer ${accessToken}` },
    payload: { currentPassword: temporary, newPassword: 'MyOwnPass1!', confirmPassword: 'MyOwnPass1!' },
  });
  expect(changed.statusCode, changed.body).toBe(200);
  const again = await signIn(employee.email, 'MyOwnPass1!');
  expect(again.statusCode, again.body).toBe(200);
  return { employee, session: { accessToken: dataOf<{ accessToken: string }>(again).accessToken, refreshCookie: refreshCookieOf(again) ?? '' } };
}

describe('adding an employee', () => {
  it('creates their account and e-mails a temporary password, in their language', async () => {
    const employee = await addEmployee({ language: 'fr', department: 'Reception', hourlyRate: 1850, regularHoursPerWeek: 35, weeklyShifts: [{ dayOfWeek: 1, startTime: '09:00', endTime: '17:00' }] });
    expect(employee).toMatchObject({
      firstName: 'Sam', position: 'Front desk', role: 'staff', roleName: null, status: 'active', employmentType: 'full_time',
      isPartTime: false, hireDate: '2026-03-01', hourlyRate: 1850, regularHoursPerWeek: 35, overtimeRateMultiplier: 1.5,
      permissions: ['MANAGE_RESERVATIONS', 'SCAN_QR_CODES'], customPermissions: false, pendingFirstSignIn: true, department: 'Reception',
    });
    expect(employee.weeklyShifts).toEqual([expect.objectContaining({ dayOfWeek: 1, startTime: '09:00', endTime: '17:00' })]);
    await t.app.services.mailer.idle();
    const mail = t.mails.find((m) => m.to === employee.email)!;
    expect(mail).toMatchObject({ template: 'employee-welcome', language: 'fr' });
    expect(mail.subject).toContain(`Staff Owner ${process.pid}`);
    expect(mail.html).toContain('lang="fr"');
    expect(await temporaryPasswordOf(employee.email)).toMatch(/^\S{14}$/);
  });

  it('writes Arabic right to left', async () => {
    const employee = await addEmployee({ language: 'ar' });
    await t.app.services.mailer.idle();
    const mail = t.mails.find((m) => m.to === employee.email)!;
    expect(mail.html).toContain('dir="rtl"');
    expect(await temporaryPasswordOf(employee.email)).toHaveLength(14);
  });

  it('refuses an e-mail that already has an account (409, documented text) and creates nothing', async () => {
    const first = await addEmployee();
    const before = await t.database.pool.query('SELECT count(*) FROM employees');
    const again = await call(owner, 'POST', '/companies/employees', employeeBody({ email: first.email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ success: false, code: 'EMPLOYEE_EMAIL_EXISTS', message: M.duplicateEmail });
    expect((await t.database.pool.query('SELECT count(*) FROM employees')).rows).toEqual(before.rows);
  });

  it("checks the form's rules with its texts", async () => {
    const response = await call(owner, 'POST', '/companies/employees', { firstName: '', lastName: 'X', email: 'nope', position: '', role: 'staff', hireDate: '' });
    expect(response.statusCode).toBe(400);
    const messages = json<{ errors: { field: string; message: string }[] }>(response).errors.map((e) => e.message);
    expect(messages).toEqual(expect.arrayContaining([M.firstNameRequired, M.invalidEmail, M.positionRequired, M.hireDateRequired]));
    const role = await call(owner, 'POST', '/companies/employees', employeeBody({ role: 'wizard' }));
    expect(role.statusCode).toBe(400);
    expect(json<{ message: string }>(role).message).toBe(M.unknownRole);
  });
});

describe('the first sign-in', () => {
  it('signs in with the temporary password, must change it, then works within the role', async () => {
    const employee = await addEmployee({ role: 'staff' });
    const temporary = await temporaryPasswordOf(employee.email);
    const first = await signIn(employee.email, temporary);
    expect(first.statusCode, first.body).toBe(200);
    const session = dataOf<{ accessToken: string; user: { mustChangePassword?: boolean; role: string } }>(first);
    expect(session.user).toMatchObject({ role: 'EMPLOYEE', mustChangePassword: true });
    const token = { accessToken: session.accessToken };

    const blocked = await call(token, 'GET', '/companies/bookings');
    expect(blocked.statusCode, blocked.body).toBe(403);
    expect(json(blocked)).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED', message: M.passwordChangeRequired });
    const pending = await call(token, 'GET', '/auth/profile');
    expect(pending.statusCode).toBe(200);
    expect(dataOf<{ user: { mustChangePassword?: boolean } }>(pending).user.mustChangePassword).toBe(true);

    const changed = await call(token, 'POST', '/auth/profile/password', { currentPassword: temporary, newPassword: 'MyOwnPass1!', confirmPassword: 'MyOwnPass1!' });
    expect(changed.statusCode, changed.body).toBe(200);
    // The same token now opens what the role grants, and nothing else.
    expect((await call(token, 'GET', '/companies/bookings')).statusCode).toBe(200);
    expect((await call(token, 'GET', '/companies/fields')).statusCode).toBe(403);
    expect((await call(token, 'GET', '/companies/employees')).statusCode).toBe(403);
    expect((await signIn(employee.email, temporary)).statusCode).toBe(401);
    const profile = dataOf<{ user: { mustChangePassword?: boolean } }>(await call(token, 'GET', '/auth/profile'));
    expect(profile.user.mustChangePassword).toBeUndefined();
    const listed = dataOf<Employee>(await call(owner, 'GET', `/companies/employees/${employee.id}`));
    expect(listed.pendingFirstSignIn).toBe(false);
    expect(listed.lastActiveAt).not.toBeNull();
  });
});

describe('access follows the company at the next request', () => {
  it('a deactivated employee is refused with a live token, cannot renew it or sign in; activation restores access', async () => {
    const { employee, session } = await workingEmployee();
    expect((await call(session, 'GET', '/companies/bookings')).statusCode).toBe(200);

    const off = await call(owner, 'PATCH', `/companies/employees/${employee.id}/deactivate`);
    expect(off.statusCode, off.body).toBe(200);
    expect(dataOf<Employee>(off).status).toBe('inactive');

    const refused = await call(session, 'GET', '/companies/bookings');
    expect(refused.statusCode).toBe(401);
    expect(json(refused)).toMatchObject({ code: 'ACCOUNT_DEACTIVATED', message: M.accountDeactivated });
    const renewed = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', cookies: { pitchside_refresh: session.refreshCookie } });
    expect(renewed.statusCode).toBe(401);
    const login = await signIn(employee.email, 'MyOwnPass1!');
    expect(login.statusCode).toBe(401);
    expect(json(login)).toMatchObject({ code: 'ACCOUNT_DEACTIVATED' });

    expect((await call(owner, 'PATCH', `/companies/employees/${employee.id}/activate`)).statusCode).toBe(200);
    expect((await signIn(employee.email, 'MyOwnPass1!')).statusCode).toBe(200);
  });

  it('a permission given or taken applies to the same token', async () => {
    const { employee, session } = await workingEmployee({ role: 'receptionist' });
    expect((await call(session, 'GET', '/companies/fields')).statusCode).toBe(403);
    const given = await call(owner, 'PUT', `/companies/employees/${employee.id}`, { permissions: ['MANAGE_RESERVATIONS', 'MANAGE_FIELDS'] });
    expect(dataOf<Employee>(given)).toMatchObject({ permissions: ['MANAGE_FIELDS', 'MANAGE_RESERVATIONS'], customPermissions: true });
    expect((await call(session, 'GET', '/companies/fields')).statusCode).toBe(200);
    const reset = await call(owner, 'PUT', `/companies/employees/${employee.id}`, { permissions: null });
    expect(dataOf<Employee>(reset)).toMatchObject({ permissions: ['MANAGE_RESERVATIONS'], customPermissions: false });
    expect((await call(session, 'GET', '/companies/fields')).statusCode).toBe(403);
    // A role change brings the new role's permissions.
    await call(owner, 'PUT', `/companies/employees/${employee.id}`, { role: 'manager' });
    expect((await call(session, 'GET', '/companies/fields')).statusCode).toBe(200);
  });
});

describe('the list', () => {
  it('filters with repeated values, searches, sorts and pages by 10', async () => {
    const company = await newCompany(t, `Staff List ${process.pid}`);
    await onPlan(t, company, 'enterprise');
    for (let i = 0; i < 12; i++) {
      await addEmployee({ firstName: `Lee${String(i).padStart(2, '0')}`, role: i % 3 === 0 ? 'manager' : i % 3 === 1 ? 'staff' : 'maintenance',
        employmentType: i % 2 ? 'part_time' : 'full_time', department: i < 6 ? 'Pitch' : 'Desk', hireDate: `2026-01-${String(i + 1).padStart(2, '0')}` }, company);
    }
    const first = dataOf<EmployeeList>(await call(company, 'GET', '/companies/employees'));
    expect(first.pagination).toEqual({ page: 1, limit: 10, total: 12, totalPages: 2 });
    expect(first.employees.map((e) => e.firstName)).toEqual(['Lee00', 'Lee01', 'Lee02', 'Lee03', 'Lee04', 'Lee05', 'Lee06', 'Lee07', 'Lee08', 'Lee09']);
    expect(first.roles.filter((r) => r.builtIn).map((r) => [r.id, r.employeeCount])).toEqual([['manager', 4], ['staff', 4], ['maintenance', 4], ['receptionist', 0], ['supervisor', 0]]);
    expect(first.permissions).toHaveLength(5);
    expect(first.departments).toEqual(['Desk', 'Pitch']);

    const second = dataOf<EmployeeList>(await call(company, 'GET', '/companies/employees?page=2'));
    expect(second.employees.map((e) => e.firstName)).toEqual(['Lee10', 'Lee11']);

    const roles = dataOf<EmployeeList>(await call(company, 'GET', '/companies/employees?role=manager&role=staff&limit=50'));
    expect(roles.employees.map((e) => e.role).sort()).toEqual([...Array(4).fill('manager'), ...Array(4).fill('staff')]);

    const combined = dataOf<EmployeeList>(await call(company, 'GET', '/companies/employees?employmentType=part_time&department=Pitch&sort=hire_date_desc'));
    expect(combined.employees.map((e) => e.firstName)).toEqual(['Lee05', 'Lee03', 'Lee01']);

    const search = dataOf<EmployeeList>(await call(company, 'GET', '/companies/employees?search=lee1'));
    expect(search.employees.map((e) => e.firstName)).toEqual(['Lee10', 'Lee11']);

    const hired = dataOf<EmployeeList>(await call(company, 'GET', '/companies/employees?hiredFrom=2026-01-11&hiredTo=2026-01-12'));
    expect(hired.pagination.total).toBe(2);

    const bad = await call(company, 'GET', '/companies/employees?status=retired');
    expect(bad.statusCode).toBe(400);
  });
});

describe('bulk changes', () => {
  it('changes each chosen employee, or none when one is not the company’s', async () => {
    const a = await addEmployee();
    const b = await addEmployee();
    const foreign = await addEmployee({}, rival);

    const refused = await call(owner, 'PATCH', '/companies/employees/bulk', { ids: [a.id, foreign.id], data: { status: 'inactive' } });
    expect(refused.statusCode).toBe(404);
    expect(dataOf<Employee>(await call(owner, 'GET', `/companies/employees/${a.id}`)).status).toBe('active');

    const done = await call(owner, 'PATCH', '/companies/employees/bulk', { ids: [a.id, b.id], data: { status: 'inactive', department: 'Nights' } });
    expect(done.statusCode, done.body).toBe(200);
    const result = dataOf<EmployeeBulkResult>(done);
    expect(result.count).toBe(2);
    expect(result.employees.map((e) => [e.status, e.department])).toEqual([['inactive', 'Nights'], ['inactive', 'Nights']]);

    expect((await call(owner, 'PATCH', '/companies/employees/bulk', { ids: [], data: { status: 'active' } })).statusCode).toBe(400);
    expect((await call(owner, 'PATCH', '/companies/employees/bulk', { ids: [a.id], data: {} })).statusCode).toBe(400);

    const removed = await t.app.inject({ method: 'DELETE', url: '/api/v1/companies/employees/bulk', headers: { authorization: `Bearer ${owner.accessToken}` }, payload: { ids: [a.id, b.id] } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call(owner, 'GET', `/companies/employees/${a.id}`)).statusCode).toBe(404);
    // Their accounts went with them: the address can be used again.
    expect((await call(owner, 'POST', '/companies/employees', employeeBody({ email: a.email }))).statusCode).toBe(201);
    expect((await call(rival, 'GET', `/companies/employees/${foreign.id}`)).statusCode).toBe(200);
  });

  it('removing one employee ends their session', async () => {
    const { employee, session } = await workingEmployee();
    expect((await call(owner, 'DELETE', `/companies/employees/${employee.id}`)).statusCode).toBe(200);
    expect((await call(session, 'GET', '/companies/bookings')).statusCode).toBe(401);
    expect((await signIn(employee.email, 'MyOwnPass1!')).statusCode).toBe(401);
  });
});

describe('company roles', () => {
  it('are defined, given, changed (employees follow at their next request) and removed once unused', async () => {
    const created = await call(owner, 'POST', '/companies/roles', { name: 'Coach', description: 'Runs training sessions', permissions: ['SCAN_QR_CODES'] });
    expect(created.statusCode, created.body).toBe(201);
    const coach = dataOf<EmployeeRoleInfo>(created);
    expect(coach).toMatchObject({ name: 'Coach', builtIn: false, permissions: ['SCAN_QR_CODES'], employeeCount: 0 });
    expect((await call(owner, 'POST', '/companies/roles', { name: 'coach', permissions: [] })).statusCode).toBe(400);
    expect((await call(owner, 'POST', '/companies/roles', { name: 'Manager', permissions: [] })).statusCode).toBe(400);

    const { employee, session } = await workingEmployee({ role: coach.id });
    expect(employee).toMatchObject({ role: coach.id, roleName: 'Coach', permissions: ['SCAN_QR_CODES'] });
    expect((await call(session, 'GET', '/companies/bookings')).statusCode).toBe(403);

    const changed = await call(owner, 'PUT', `/companies/roles/${coach.id}`, { permissions: ['MANAGE_RESERVATIONS', 'SCAN_QR_CODES'] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call(session, 'GET', '/companies/bookings')).statusCode).toBe(200);

    const inUse = await call(owner, 'DELETE', `/companies/roles/${coach.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(json<{ message: string }>(inUse).message).toBe(M.roleInUse);
    await call(owner, 'PUT', `/companies/employees/${employee.id}`, { role: 'staff' });
    expect((await call(owner, 'DELETE', `/companies/roles/${coach.id}`)).statusCode).toBe(200);
    expect((await call(owner, 'PUT', '/companies/roles/manager', { name: 'Boss' })).statusCode).toBe(400);

    const roles = dataOf<{ roles: EmployeeRoleInfo[] }>(await call(owner, 'GET', '/companies/roles')).roles;
    expect(roles.map((r) => r.id)).toEqual(['manager', 'staff', 'maintenance', 'receptionist', 'supervisor']);
    expect(dataOf<{ permissions: string[] }>(await call(owner, 'GET', '/companies/permissions')).permissions).toEqual([
      'MANAGE_FIELDS', 'MANAGE_RESERVATIONS', 'MANAGE_SCHEDULES', 'SCAN_QR_CODES', 'VIEW_ANALYTICS',
    ]);
  });
});

describe('usual hours, shifts and availability', () => {
  it('keeps a usual week without overlaps, dated shifts that never overlap, and the hours they can work', async () => {
    const employee = await addEmployee();
    const base = `/companies/employees/${employee.id}`;
    const monday = await call(owner, 'POST', `${base}/schedules`, { dayOfWeek: 1, startTime: '09:00', endTime: '13:00' });
    expect(monday.statusCode, monday.body).toBe(201);
    const clash = await call(owner, 'POST', `${base}/schedules`, { dayOfWeek: 1, startTime: '12:00', endTime: '18:00' });
    expect(clash.statusCode).toBe(409);
    expect(json<{ message: string }>(clash).message).toBe(T.scheduleOverlap);
    expect((await call(owner, 'POST', `${base}/schedules`, { dayOfWeek: 1, startTime: '14:00', endTime: '18:00' })).statusCode).toBe(201);
    expect((await call(owner, 'POST', `${base}/schedules`, { dayOfWeek: 2, startTime: '18:00', endTime: '09:00' })).statusCode).toBe(400);
    const id = dataOf<{ id: string }>(monday).id;
    expect((await call(owner, 'PUT', `${base}/schedules/${id}`, { dayOfWeek: 1, startTime: '08:00', endTime: '12:00' })).statusCode).toBe(200);
    const week = dataOf<{ schedules: { startTime: string }[] }>(await call(owner, 'GET', `${base}/schedules`)).schedules;
    expect(week.map((s) => s.startTime)).toEqual(['08:00', '14:00']);
    expect(dataOf<Employee>(await call(owner, 'GET', base)).weeklyShifts).toHaveLength(2);
    expect((await call(owner, 'DELETE', `${base}/schedules/${id}`)).statusCode).toBe(200);

    const shift = await call(owner, 'POST', `${base}/shifts`, { start: '2026-12-01T08:00:00Z', end: '2026-12-01T16:00:00Z', notes: 'Opening' });
    expect(shift.statusCode, shift.body).toBe(201);
    const overlap = await call(owner, 'POST', `${base}/shifts`, { start: '2026-12-01T15:00:00Z', end: '2026-12-01T20:00:00Z' });
    expect(overlap.statusCode).toBe(409);
    expect(json<{ message: string }>(overlap).message).toBe(T.shiftOverlap);
    expect((await call(owner, 'POST', `${base}/shifts`, { start: '2026-12-01T16:00:00Z', end: '2026-12-02T17:00:00Z' })).statusCode).toBe(400);
    expect((await call(owner, 'POST', `${base}/shifts`, { start: '2026-12-01T16:00:00Z', end: '2026-12-01T20:00:00Z' })).statusCode).toBe(201);
    const listed = dataOf<{ shifts: { notes: string | null }[] }>(await call(owner, 'GET', `${base}/shifts?from=2026-12-01T00:00:00Z&to=2026-12-02T00:00:00Z`)).shifts;
    expect(listed.map((s) => s.notes)).toEqual(['Opening', null]);
    const shiftId = dataOf<{ id: string }>(shift).id;
    expect((await call(owner, 'PUT', `${base}/shifts/${shiftId}`, { start: '2026-12-01T07:00:00Z', end: '2026-12-01T15:00:00Z' })).statusCode).toBe(200);
    expect((await call(owner, 'DELETE', `${base}/shifts/${shiftId}`)).statusCode).toBe(200);
    expect((await call(owner, 'DELETE', `${base}/shifts/${shiftId}`)).statusCode).toBe(404);

    const availability = { days: [{ dayOfWeek: 1, startTime: '08:00', endTime: '20:00' }, { dayOfWeek: 6, startTime: '10:00', endTime: '14:00' }] };
    expect(dataOf<unknown>(await call(owner, 'PUT', `${base}/availability`, availability))).toEqual(availability);
    expect(dataOf<unknown>(await call(owner, 'GET', `${base}/availability`))).toEqual(availability);
    expect((await call(owner, 'PUT', `${base}/availability`, { days: [availability.days[0], availability.days[0]] })).statusCode).toBe(400);

    // Another company's owner finds none of it.
    for (const [method, path, body] of [
      ['GET', `${base}/schedules`], ['POST', `${base}/schedules`, { dayOfWeek: 3, startTime: '09:00', endTime: '10:00' }],
      ['GET', `${base}/shifts`], ['POST', `${base}/shifts`, { start: '2026-12-05T08:00:00Z', end: '2026-12-05T09:00:00Z' }],
      ['GET', `${base}/availability`], ['PUT', `${base}/availability`, { days: [] }],
    ] as const) {
      expect((await call(rival, method, path, body)).statusCode, `${method} ${path}`).toBe(404);
    }
    expect(dataOf<unknown>(await call(owner, 'GET', `${base}/availability`))).toEqual(availability);
  });
});

describe('scope', () => {
  it("another company's owner meets 404 on this company's employees and changes nothing", async () => {
    const employee = await addEmployee();
    const role = dataOf<EmployeeRoleInfo>(await call(owner, 'POST', '/companies/roles', { name: `Scoped ${counter}`, permissions: [] }));
    const snapshot = async () => (await t.database.pool.query(
      'SELECT e.is_active, e.employee_role, e.updated_at, u.first_name FROM employees e JOIN users u ON u.id = e.user_id WHERE e.id = $1', [employee.id])).rows;
    const before = await snapshot();
    const calls: [Parameters<typeof call>[1], string, unknown?][] = [
      ['GET', `/companies/employees/${employee.id}`],
      ['PUT', `/companies/employees/${employee.id}`, { firstName: 'Taken' }],
      ['PATCH', `/companies/employees/${employee.id}/deactivate`],
      ['PATCH', `/companies/employees/${employee.id}/activate`],
      ['DELETE', `/companies/employees/${employee.id}`],
      ['PATCH', '/companies/employees/bulk', { ids: [employee.id], data: { status: 'inactive' } }],
      ['PUT', `/companies/roles/${role.id}`, { name: 'Mine' }],
      ['DELETE', `/companies/roles/${role.id}`],
    ];
    for (const [method, path, body] of calls) {
      const response = await call(rival, method, path, body);
      expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(404);
    }
    const bulkDelete = await t.app.inject({ method: 'DELETE', url: '/api/v1/companies/employees/bulk', headers: { authorization: `Bearer ${rival.accessToken}` }, payload: { ids: [employee.id] } });
    expect(bulkDelete.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
    expect((await call(rival, 'GET', `/companies/employees?companyId=${owner.companyId}`)).statusCode).toBe(403);
    expect(dataOf<EmployeeList>(await call(rival, 'GET', '/companies/employees')).employees.some((e) => e.id === employee.id)).toBe(false);
  });

  it('every change is in the activity log', async () => {
    const employee = await addEmployee({ firstName: 'Logged' });
    await call(owner, 'PATCH', `/companies/employees/${employee.id}/deactivate`);
    await call(owner, 'DELETE', `/companies/employees/${employee.id}`);
    const { rows } = await t.database.pool.query(
      "SELECT action FROM activity_logs WHERE company_id = $1 AND target_id = $2 ORDER BY seq", [owner.companyId, employee.id]);
    expect(rows.map((r: { action: string }) => r.action)).toEqual(['employee.created', 'employee.deactivated', 'employee.deleted']);
  });
});
