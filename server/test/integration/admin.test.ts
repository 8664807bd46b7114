// The super admin's area on real PostgreSQL: who may call it, the platform's figures, companies (search,
// detail, suspension and its effects everywhere, reactivation), accounts (search, lock and its effects, the
// refusals of self-lock and of the last super admin, help actions), settings (banner, closed registration,
// default plan) and the audit trail written with every change.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_ERROR_CODES as CODES, ADMIN_MESSAGES as M, ZAdminCompanyDetailSchema, ZAdminOverviewSchema,
  type AdminActivityEntry, type AdminCompany, type AdminCompanyDetail, type AdminOverview, type AdminUser, type AdminUserDetail,
  type PlatformSettings, type PublicPlatformSettings,
} from '@pitchside/shared-api/contracts/admin';
import type { Booking } from '@pitchside/shared-api/contracts/booking';
import { ManualClock } from '../../src/lib/clock.js';
import { paidBooking } from '../helpers/bookings.js';
import { insertField, weeklyHours } from '../helpers/field-fixtures.js';
import { caller, dataOf, newCompany, newEmployee, type CompanyAccount } from '../helpers/field-management.js';
import { DEMO, json, login, register, registration, type Session } from '../helpers/http.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const clock = new ManualClock(new Date('2026-06-10T09:00:00Z'));
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: Session;
let owner: CompanyAccount;
let ownerEmail: string;
let fieldId: string;
let customer: Awaited<ReturnType<typeof register>>;
let booking: Booking;
const companyName = `Admin Target ${process.pid}`;

beforeAll(async () => {
  t = await createTestApp({ clock });
  call = caller(t);
  admin = await login(t.app, DEMO.admin);
  owner = await newCompany(t, companyName);
  ownerEmail = (await t.database.pool.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [owner.userId])).rows[0]!.email;
  fieldId = await insertField(t.database.db, owner.companyId, { name: 'Admin Target Pitch', city: 'Lyonville', schedules: weeklyHours('08:00', '22:00') });
  customer = await register(t.app);
  booking = await paidBooking(t, await login(t.app, customer), { fieldId, date: '2026-06-12', startTime: '10:00' });
});
afterAll(async () => { await t.close(); });

const ok = async <T>(response: Awaited<ReturnType<typeof call>>, status = 200): Promise<T> => {
  expect(response.statusCode, response.body).toBe(status);
  return dataOf<T>(response);
};
const errorOf = (response: Awaited<ReturnType<typeof call>>) => json<{ code: string; message: string; errors?: { field: string; message: string }[] }>(response);

describe('who may call the admin area', () => {
  it('is the super admin’s only: a customer, an employee and an owner get 403, nobody signed in 401', async () => {
    const staff = await newEmployee(t, owner.companyId, 'manager');
    const paths: [string, string, object?][] = [
      ['GET', '/admin/overview'], ['GET', '/admin/companies'], ['GET', `/admin/companies/${owner.companyId}`],
      ['POST', `/admin/companies/${owner.companyId}/suspend`, { reason: 'Testing roles' }], ['POST', `/admin/companies/${owner.companyId}/reactivate`, {}],
      ['GET', '/admin/users'], ['GET', `/admin/users/${customer.userId}`], ['POST', `/admin/users/${customer.userId}/lock`, { reason: 'Testing roles' }],
      ['POST', `/admin/users/${customer.userId}/unlock`], ['POST', `/admin/users/${customer.userId}/password-reset`],
      ['GET', '/admin/activity'], ['GET', '/admin/settings'], ['PUT', '/admin/settings', { companyRegistrationOpen: true }],
    ];
    for (const [method, path, body] of paths) {
      for (const who of [await login(t.app, customer), staff, owner]) {
        expect((await call(who, method as 'GET', path, body)).statusCode, `${method} ${path}`).toBe(403);
      }
      expect((await call(null, method as 'GET', path, body)).statusCode, `${method} ${path} signed out`).toBe(401);
    }
  });
});

describe('the platform’s figures', () => {
  it('counts companies, users, bookings made, revenue per currency and published fields', async () => {
    const overview = ZAdminOverviewSchema.parse(await ok<AdminOverview>(await call(admin, 'GET', '/admin/overview')));
    const count = async (query: string) => (await t.database.pool.query<{ n: number }>(query)).rows[0]!.n;
    expect(overview.companies.active).toBe(await count("SELECT count(*)::int AS n FROM companies WHERE status = 'active'"));
    expect(overview.users.byRole.find((r) => r.role === 'CUSTOMER')!.count).toBe(await count("SELECT count(*)::int AS n FROM users WHERE role = 'CUSTOMER'"));
    // The booking paid in the set-up was made today; the demo's were made before.
    expect(overview.bookings.today).toBeGreaterThanOrEqual(1);
    expect(overview.bookings.byStatus.reduce((sum, s) => sum + s.count, 0)).toBe(overview.bookings.last30d.current);
    // Revenue of the last 30 days per currency: payments completed less refunds made in that window.
    const since = new Date(clock.now().getTime() - 30 * 86_400_000);
    const { rows: paid } = await t.database.pool.query<{ currency: string; amount: number }>(`
      SELECT currency, sum(amount)::int AS amount FROM (
        SELECT currency, amount FROM payments WHERE status IN ('completed', 'refunded', 'partial refund') AND created_at >= $1
        UNION ALL
        SELECT p.currency, -r.amount FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE r.status = 'completed' AND r.created_at >= $1) m
       GROUP BY currency ORDER BY currency`, [since]);
    expect(paid.length).toBeGreaterThan(0);
    expect(overview.revenue.last30d).toEqual(paid);
    expect(overview.recentSignUps[0]!.createdAt).toBeTruthy();
    expect(overview.fieldsPublished).toBe(await count(`SELECT count(*)::int AS n FROM fields f JOIN companies c ON c.id = f.company_id
      WHERE f.publication_state = 'published' AND f.status = 'active' AND c.status = 'active'`));
    // The landing page counts real bookings now.
    const stats = dataOf<{ bookings: number }>(await t.app.inject('/api/v1/platform/stats'));
    expect(stats.bookings).toBeGreaterThanOrEqual(1);
  });
});

describe('companies', () => {
  it('are found by name, owner e-mail or city, filtered by status and plan, sorted and paged', async () => {
    const list = async (query: string) => {
      const response = await call(admin, 'GET', `/admin/companies${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return json<{ data: AdminCompany[]; pagination: { total: number; totalPages: number } }>(response);
    };
    for (const search of ['Admin Target', ownerEmail.toUpperCase(), 'lyonville']) {
      expect((await list(`?search=${encodeURIComponent(search)}`)).data.map((c) => c.id), search).toEqual([owner.companyId]);
    }
    const found = (await list(`?search=${encodeURIComponent(companyName)}`)).data[0]!;
    expect(found).toMatchObject({ name: companyName, status: 'active', plan: 'basic', owner: { id: owner.userId, email: ownerEmail }, fieldsCount: 1, bookings30d: 1 });
    expect((await list('?status=suspended&search=Admin%20Target')).data).toEqual([]);
    const paged = await list('?limit=1&page=2&sort=name');
    expect(paged.data).toHaveLength(1);
    expect(paged.pagination.totalPages).toBe(paged.pagination.total);
    expect((await call(admin, 'GET', '/admin/companies?status=closed')).statusCode).toBe(400);
  });

  it('show one company with its owner, usage, counts and revenue per currency', async () => {
    const detail = ZAdminCompanyDetailSchema.parse(await ok<AdminCompanyDetail>(await call(admin, 'GET', `/admin/companies/${owner.companyId}`)));
    expect(detail).toMatchObject({ id: owner.companyId, usage: { fields: 1, employees: 1 }, counts: { bookingsMade: 1, customers: 1 } });
    expect(detail.revenue.allTime).toEqual([{ currency: booking.currency, amount: booking.price.total }]);
    expect((await call(admin, 'GET', '/admin/companies/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('suspended with a reason: fields hidden, bookings refused, staff stopped, owner told; reactivated: all restored', async () => {
    const reasonless = await call(admin, 'POST', `/admin/companies/${owner.companyId}/suspend`, { reason: 'x' });
    expect(reasonless.statusCode).toBe(400);
    expect(errorOf(reasonless).errors).toContainEqual({ field: 'reason', message: M.reasonRequired });

    const reason = 'Unpaid invoices since April';
    const suspended = await ok<AdminCompanyDetail>(await call(admin, 'POST', `/admin/companies/${owner.companyId}/suspend`, { reason }));
    expect(suspended).toMatchObject({ status: 'suspended', suspensionReason: reason, suspendedAt: clock.now().toISOString() });
    const again = await call(admin, 'POST', `/admin/companies/${owner.companyId}/suspend`, { reason });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe(CODES.alreadySuspended);

    // The public no longer finds, opens or books its field.
    const search = dataOf<{ fields: { id: string }[] }>(await t.app.inject('/api/v1/fields?search=Admin%20Target%20Pitch&limit=50'));
    expect(search.fields.map((f) => f.id)).not.toContain(fieldId);
    expect((await t.app.inject(`/api/v1/fields/${fieldId}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/api/v1/fields/${fieldId}/availability?from=2026-06-15&days=1`)).statusCode).toBe(404);
    const before = (await t.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE field_id = $1', [fieldId])).rows[0]!.n;
    const refused = await t.app.inject({
      method: 'POST', url: '/api/v1/bookings', headers: { authorization: `Bearer ${(await login(t.app, customer)).accessToken}`, 'idempotency-key': `admin-${process.pid}` },
      payload: { fieldId, date: '2026-06-15', startTime: '10:00', duration: 60, fullName: 'Nadia Benali', email: 'nadia@example.com', phone: '+33612345678' },
    });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({ code: CODES.companySuspended, message: M.bookingSuspended });
    expect((await t.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE field_id = $1', [fieldId])).rows[0]!.n).toBe(before);

    // Its staff are stopped with the reason; the booking already made stays the customer's.
    const staffCall = await call(owner, 'GET', '/companies/dashboard');
    expect(staffCall.statusCode).toBe(403);
    expect(errorOf(staffCall)).toMatchObject({ code: CODES.companySuspended, message: M.companySuspended(reason) });
    expect((await call(await login(t.app, customer), 'GET', `/bookings/${booking.id}`)).statusCode).toBe(200);
    // Its other staff routes too: the field's own management.
    const edit = await call(owner, 'PUT', `/fields/${fieldId}`, { name: 'Renamed while suspended' });
    expect(edit.statusCode).toBe(403);
    expect(errorOf(edit).code).toBe(CODES.companySuspended);
    // The super admin still reaches the company's data.
    expect((await call(admin, 'GET', `/companies/dashboard?companyId=${owner.companyId}`)).statusCode).toBe(200);

    // The owner is told, in the bell and by e-mail.
    const notices = await t.database.pool.query<{ message: string }>('SELECT message FROM notifications WHERE user_id = $1', [owner.userId]);
    expect(notices.rows.map((n) => n.message).join('\n')).toContain(reason);
    await vi.waitFor(() => expect(t.mails.find((m) => m.to === ownerEmail && m.template === 'company-suspended')?.text).toContain(reason));

    // Reactivated: everything comes back.
    const reactivated = await ok<AdminCompanyDetail>(await call(admin, 'POST', `/admin/companies/${owner.companyId}/reactivate`, { note: 'Paid in full' }));
    expect(reactivated).toMatchObject({ status: 'active', suspendedAt: null, suspensionReason: null });
    expect((await call(admin, 'POST', `/admin/companies/${owner.companyId}/reactivate`, {})).statusCode).toBe(409);
    expect((await t.app.inject(`/api/v1/fields/${fieldId}`)).statusCode).toBe(200);
    expect((await call(owner, 'GET', '/companies/dashboard')).statusCode).toBe(200);
    await vi.waitFor(() => expect(t.mails.some((m) => m.to === ownerEmail && m.template === 'company-reactivated')).toBe(true));

    // Both changes are in the audit trail, with reason, before and after.
    const trail = json<{ data: AdminActivityEntry[] }>(await call(admin, 'GET', '/admin/activity?targetType=company')).data;
    expect(trail.slice(0, 2).map((e) => [e.action, e.targetId, e.reason])).toEqual([
      ['company.reactivated', owner.companyId, 'Paid in full'], ['company.suspended', owner.companyId, reason],
    ]);
    expect(trail[1]).toMatchObject({ actor: { name: 'Ada Admin' }, before: { status: 'active' }, after: { status: 'suspended', suspensionReason: reason } });
    const csv = await call(admin, 'POST', '/admin/activity/export', { targetType: 'company' });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('time,actor,action,target_type,target,reason,before,after');
    expect(lines[2]).toContain(`Ada Admin,company.suspended,company,${companyName},${reason}`);
  });
});

describe('accounts', () => {
  it('are found by e-mail or name and filtered by role and status', async () => {
    const list = async (query: string) => json<{ data: AdminUser[] }>(await call(admin, 'GET', `/admin/users${query}`)).data;
    expect((await list(`?search=${encodeURIComponent(customer.email)}`)).map((u) => [u.id, u.role, u.status])).toEqual([[customer.userId, 'CUSTOMER', 'unverified']]);
    expect((await list('?role=SUPER_ADMIN')).every((u) => u.role === 'SUPER_ADMIN')).toBe(true);
    const owned = await list(`?search=${encodeURIComponent(ownerEmail)}`);
    expect(owned[0]).toMatchObject({ role: 'COMPANY_OWNER', companyName });
    const detail = await ok<AdminUserDetail>(await call(admin, 'GET', `/admin/users/${customer.userId}`));
    expect(detail).toMatchObject({ bookingsCount: 1, paymentsTotal: [{ currency: booking.currency, amount: booking.price.total }], company: null });
  });

  it('locked with a reason: sign-in 423, sessions revoked, the access token refused at once; unlocked: back in', async () => {
    const account = await register(t.app);
    const session = await login(t.app, account);
    const profile = () => t.app.inject({ url: '/api/v1/auth/profile', headers: { authorization: `Bearer ${session.accessToken}` } });
    expect((await profile()).statusCode).toBe(200);
    expect((await call(admin, 'POST', `/admin/users/${account.userId}/lock`, {})).statusCode).toBe(400);

    const locked = await ok<AdminUserDetail>(await call(admin, 'POST', `/admin/users/${account.userId}/lock`, { reason: 'Chargebacks on three cards' }));
    expect(locked).toMatchObject({ status: 'locked', lockReason: 'Chargebacks on three cards' });
    expect((await profile()).statusCode).toBe(423);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: account.email, password: account.password } })).statusCode).toBe(423);
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', cookies: { pitchside_refresh: session.refreshCookie } });
    expect([401, 423]).toContain(refreshed.statusCode);
    const revoked = await t.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM refresh_tokens WHERE user_id = $1 AND revoked_at IS NULL', [account.userId]);
    expect(revoked.rows[0]!.n).toBe(0);
    expect(errorOf(await call(admin, 'POST', `/admin/users/${account.userId}/lock`, { reason: 'Again and again' })).code).toBe(CODES.alreadyLocked);

    await ok(await call(admin, 'POST', `/admin/users/${account.userId}/unlock`));
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: account.email, password: account.password } })).statusCode).toBe(200);
    expect(errorOf(await call(admin, 'POST', `/admin/users/${account.userId}/unlock`)).code).toBe(CODES.notLocked);
  });

  it('refuses to lock the last super admin, and one’s own account', async () => {
    // The demo admin is the only super admin: locking it would leave nobody to run the platform.
    const last = await call(admin, 'POST', `/admin/users/${admin.userId}/lock`, { reason: 'Locking myself out' });
    expect(last.statusCode).toBe(409);
    expect(errorOf(last)).toMatchObject({ code: CODES.lastSuperAdmin, message: M.lastSuperAdmin });
    // With a second one, locking oneself is still refused; locking the other is allowed.
    const other = await register(t.app);
    await t.database.pool.query(`UPDATE users SET role = 'SUPER_ADMIN' WHERE id = $1`, [other.userId]);
    const self = await call(admin, 'POST', `/admin/users/${admin.userId}/lock`, { reason: 'Locking myself out' });
    expect(self.statusCode).toBe(409);
    expect(errorOf(self)).toMatchObject({ code: CODES.selfLock, message: M.selfLock });
    await ok(await call(admin, 'POST', `/admin/users/${other.userId}/lock`, { reason: 'Left the team' }));
    expect((await call(admin, 'GET', `/admin/users/${admin.userId}`)).statusCode).toBe(200);
  });

  it('helps an account: password reset mail, e-mail marked verified, verification mail sent again', async () => {
    const account = await register(t.app);
    await ok(await call(admin, 'POST', `/admin/users/${account.userId}/password-reset`));
    await vi.waitFor(() => expect(t.mails.some((m) => m.to === account.email && m.template === 'password-reset')).toBe(true));
    await ok(await call(admin, 'POST', `/admin/users/${account.userId}/resend-verification`));
    await vi.waitFor(() => expect(t.mails.filter((m) => m.to === account.email && m.template === 'verify-email').length).toBeGreaterThanOrEqual(1));
    const verified = await ok<AdminUserDetail>(await call(admin, 'POST', `/admin/users/${account.userId}/verify-email`));
    expect(verified).toMatchObject({ emailVerified: true, status: 'active' });
    const trail = json<{ data: AdminActivityEntry[] }>(await call(admin, 'GET', `/admin/activity?targetType=user&limit=100`)).data.filter((e) => e.targetId === account.userId);
    expect(trail.map((e) => e.action)).toEqual(['user.email_verified', 'user.verification_sent', 'user.password_reset_sent']);
  });
});

describe('settings', () => {
  it('validate the banner, show it publicly, close company registration and set the plan new companies start on', async () => {
    const settings = await ok<PlatformSettings>(await call(admin, 'GET', '/admin/settings'));
    expect(settings).toMatchObject({ companyRegistrationOpen: true, defaultPlan: 'basic', maintenanceBanner: { enabled: false } });
    const bad = await call(admin, 'PUT', '/admin/settings', { maintenanceBanner: { enabled: true, message: { en: '', fr: 'Maintenance', ar: '' } } });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).errors).toContainEqual({ field: 'maintenanceBanner.message.en', message: M.bannerMessageRequired });
    expect((await call(admin, 'PUT', '/admin/settings', { supportEmail: 'not an address' })).statusCode).toBe(400);

    const banner = { enabled: true, message: { en: 'Maintenance tonight from 23:00 UTC', fr: 'Maintenance ce soir dès 23 h UTC', ar: 'صيانة الليلة من الساعة 23:00' } };
    await ok(await call(admin, 'PUT', '/admin/settings', { maintenanceBanner: banner, companyRegistrationOpen: false, defaultPlan: 'premium' }));
    const shown = await ok<PublicPlatformSettings>(await call(null, 'GET', '/platform/settings'));
    expect(shown).toMatchObject({ maintenanceBanner: banner, companyRegistrationOpen: false });

    // Registration closed: neither a company sign-up nor an upgrade gets through, and nothing is created.
    const signUp = registration({ accountType: 'company', companyName: 'Closed Doors FC' });
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: signUp });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ code: CODES.registrationClosed, message: M.registrationClosed });
    expect((await t.database.pool.query('SELECT 1 FROM users WHERE email = $1', [signUp.email])).rowCount).toBe(0);
    const upgrade = await call(await login(t.app, customer), 'POST', '/companies/upgrade', { companyName: 'Closed Doors FC' });
    expect(upgrade.statusCode).toBe(403);
    expect(errorOf(upgrade).code).toBe(CODES.registrationClosed);

    // Open again: a new company starts on the default plan.
    await ok(await call(admin, 'PUT', '/admin/settings', { companyRegistrationOpen: true }));
    const opened = await newCompany(t, `Premium Start ${process.pid}`);
    const plan = await t.database.pool.query<{ plan: string }>('SELECT subscription_plan AS plan FROM companies WHERE id = $1', [opened.companyId]);
    expect(plan.rows[0]!.plan).toBe('premium');
    await ok(await call(admin, 'PUT', '/admin/settings', { defaultPlan: 'basic', maintenanceBanner: { ...banner, enabled: false } }));

    const trail = json<{ data: AdminActivityEntry[] }>(await call(admin, 'GET', '/admin/activity?action=settings.updated')).data;
    expect(trail.length).toBeGreaterThanOrEqual(3);
    expect(trail.at(-1)).toMatchObject({ before: { companyRegistrationOpen: true }, after: { companyRegistrationOpen: false, defaultPlan: 'premium' } });
  });
});

describe('the audit trail', () => {
  it('cannot be changed', async () => {
    await expect(t.database.pool.query(`UPDATE admin_activity SET reason = 'rewritten'`)).rejects.toThrow(/append-only/);
    await expect(t.database.pool.query('DELETE FROM admin_activity')).rejects.toThrow(/append-only/);
  });
});

describe('platform analytics', () => {
  it('count every UTC day’s bookings made by status, revenue per currency and sign-ups, with totals that are their sums; export them as CSV', async () => {
    const response = await call(admin, 'GET', '/admin/analytics?period=7d');
    const a = await ok<import('@pitchside/shared-api/contracts/admin').AdminAnalytics>(response);
    expect(a.days).toHaveLength(7);
    expect(a.to).toBe('2026-06-10');
    const today = a.days.at(-1)!;
    // The set-up's paid booking was made today, on the target company's field (football by default).
    expect(today.bookings.confirmed + today.bookings.awaiting_confirmation + today.bookings.cancelled + today.bookings.checked_in).toBeGreaterThanOrEqual(1);
    expect(a.totals.bookingsMade).toBe(a.days.reduce((sum, d) => sum + Object.values(d.bookings).reduce((x, y) => x + y, 0), 0));
    for (const [i, currency] of a.currencies.entries()) {
      expect(a.totals.revenue[i]).toEqual({ currency, amount: a.days.reduce((sum, d) => sum + d.revenue[i]!.amount, 0) });
    }
    expect(a.totals.newUsers).toBe(a.days.reduce((sum, d) => sum + d.newUsers, 0));
    expect(a.topCompaniesByBookings.map((c) => c.companyId)).toContain(owner.companyId);
    expect(a.bookingsByCity.map((c) => c.city)).toContain('Lyonville');
    expect(a.bookingsBySport.reduce((sum, s) => sum + s.bookings, 0)).toBe(a.totals.bookingsMade);

    const bad = await call(admin, 'GET', '/admin/analytics?period=custom&from=2026-06-10&to=2026-06-01');
    expect(bad.statusCode).toBe(400);
    const csv = await call(admin, 'POST', '/admin/analytics/export', { period: '7d', format: 'csv' });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="platform-2026-06-04-to-2026-06-10.csv"');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(['date', 'bookings_made', 'confirmed', 'awaiting_confirmation', 'checked_in', 'cancelled', 'new_users', 'new_companies',
      ...a.currencies.map((c) => `revenue_${c}`)].join(','));
    expect(lines).toHaveLength(9);
    expect(lines.at(-1)!.split(',').slice(0, 2)).toEqual(['total', String(a.totals.bookingsMade)]);
  });
});
