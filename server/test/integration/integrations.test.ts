// Company integrations: the signed webhook of booking events (written with the change, posted by a job,
// retried), its test button and secret rotation, the private calendar feed, and who may manage them.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  INTEGRATION_MESSAGES as M, WEBHOOK_HEADERS, ZIntegrationsSchema, ZWebhookSecretSchema, ZWebhookTestResultSchema,
  type Integrations, type WebhookSecret,
} from '@pitchside/shared-api/contracts/company-integrations';
import { COMPANY_SETTINGS_MESSAGES } from '@pitchside/shared-api/contracts/company-settings';
import { ManualClock } from '../../src/lib/clock.js';
import { isPrivateAddress, WebhookSender } from '../../src/modules/integrations/webhook-sender.js';
import { insertField, weeklyHours } from '../helpers/field-fixtures.js';
import { caller, dataOf, newCompany, newEmployee, type CompanyAccount } from '../helpers/field-management.js';
import { paidBooking } from '../helpers/bookings.js';
import { bearer, DEMO, json, login, register, type Session } from '../helpers/http.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

interface Received { headers: http.IncomingHttpHeaders; body: string }

/** A webhook receiver on loopback: records each request and answers the next status of `answers` (then 200). */
function receiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => { body += chunk.toString('utf8'); });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = answers.shift() ?? 200;
      response.end('ok');
    });
  });
  return {
    received, answers,
    listen: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const clock = new ManualClock(new Date('2026-05-31T12:00:00Z'));
let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: CompanyAccount;
let rival: CompanyAccount;
let fieldId: string;
let player: Session;
let admin: Session;
const hook = receiver();
let hookUrl: string;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { JOB_RETRY_DELAY_SECONDS: '1' } });
  call = caller(t);
  hookUrl = await hook.listen();
  owner = await newCompany(t, `Hook Owner ${process.pid}`);
  rival = await newCompany(t, `Hook Rival ${process.pid}`);
  fieldId = await insertField(t.database.db, owner.companyId, {
    name: 'Hook Arena', timezone: 'Europe/Paris', currency: 'EUR', basePricePerHour: 4000, schedules: weeklyHours('08:00', '22:00'),
  });
  const account = await register(t.app);
  player = await login(t.app, { email: account.email, password: account.password });
  admin = await login(t.app, DEMO.admin);
});
afterAll(async () => {
  await t.close();
  await hook.close();
});

const integrationsOf = (who: Parameters<typeof call>[0], query = '') =>
  call(who, 'GET', `/companies/integrations${query}`).then((response) => {
    expect(response.statusCode, response.body).toBe(200);
    return ZIntegrationsSchema.parse(dataOf<Integrations>(response));
  });

const verify = (secret: string, received: Received) => {
  const [t1, v1] = String(received.headers[WEBHOOK_HEADERS.signature]).split(',');
  const stamp = t1!.slice(2);
  return v1 === `v1=${createHmac('sha256', secret).update(`${stamp}.${received.body}`).digest('hex')}`;
};

const paidBookingAt = (startTime: string) => paidBooking(t, player, { fieldId, date: '2026-06-02', startTime });

let secret: string;

describe('the webhook', () => {
  it('starts without a webhook but with a private calendar feed address', async () => {
    const integrations = await integrationsOf(owner);
    expect(integrations.webhook).toBeNull();
    expect(integrations.deliveries).toEqual([]);
    expect(integrations.calendarFeedUrl).toMatch(/^http:\/\/.+\/api\/v1\/calendar-feeds\/[A-Za-z0-9_-]{20,64}\.ics$/);
    // The same address until it is replaced.
    expect((await integrationsOf(owner)).calendarFeedUrl).toBe(integrations.calendarFeedUrl);
  });

  it('refuses a malformed address or no events with the words of each field', async () => {
    const response = await call(owner, 'PUT', '/companies/integrations/webhook', { url: 'ftp://example.com', events: [] });
    expect(response.statusCode).toBe(400);
    expect(json<{ errors: { field: string; message: string }[] }>(response).errors).toEqual(expect.arrayContaining([
      { field: 'url', message: M.url }, { field: 'events', message: M.events },
    ]));
    expect((await integrationsOf(owner)).webhook).toBeNull();
  });

  it('is created with a secret shown once; a change keeps the secret', async () => {
    const created = await call(owner, 'PUT', '/companies/integrations/webhook', { url: hookUrl, events: ['booking.confirmed', 'booking.cancelled'] });
    expect(created.statusCode, created.body).toBe(200);
    const first = ZWebhookSecretSchema.parse(dataOf<WebhookSecret>(created));
    expect(first.secret).toMatch(/^whsec_/);
    secret = first.secret!;
    expect(first.webhook).toMatchObject({ url: hookUrl, events: ['booking.confirmed', 'booking.cancelled'], isActive: true, secretHint: secret.slice(-4) });

    const changed = await call(owner, 'PUT', '/companies/integrations/webhook', { url: hookUrl, events: ['booking.confirmed', 'booking.paid', 'booking.cancelled'] });
    expect(ZWebhookSecretSchema.parse(dataOf(changed))).toMatchObject({ secret: null, webhook: { secretHint: secret.slice(-4) } });
    expect((await integrationsOf(owner)).webhook?.events).toEqual(['booking.confirmed', 'booking.paid', 'booking.cancelled']);
  });

  it('receives a signed event for each paid and confirmed booking, written with the change', async () => {
    const booking = await paidBookingAt('10:00');
    await vi.waitFor(() => expect(hook.received.map((r) => r.headers[WEBHOOK_HEADERS.event]).sort()).toEqual(['booking.confirmed', 'booking.paid']), { timeout: 20_000 });
    for (const received of hook.received) {
      expect(verify(secret, received)).toBe(true);
      expect(received.headers['content-type']).toBe('application/json');
      const payload = JSON.parse(received.body) as { event: string; booking: Record<string, unknown> };
      expect(payload.event).toBe(received.headers[WEBHOOK_HEADERS.event]);
      expect(payload.booking).toMatchObject({
        id: booking.id, bookingNumber: booking.bookingNumber, status: 'confirmed', start: booking.start, end: booking.end,
        date: '2026-06-02', startTime: '10:00', total: booking.price.total, currency: 'EUR', field: { id: fieldId, name: 'Hook Arena' },
        customer: { fullName: 'Nadia Benali', email: 'nadia@example.com' },
      });
    }
    await vi.waitFor(async () => {
      const { deliveries } = await integrationsOf(owner);
      expect(deliveries.filter((d) => d.status === 'delivered').map((d) => d.event).sort()).toEqual(['booking.confirmed', 'booking.paid']);
    });
  });

  it('tries a failed delivery again until the receiver takes it, and records each answer', async () => {
    hook.received.length = 0;
    hook.answers.push(500, 503);
    const booking = await paidBookingAt('12:00');
    const cancelled = await call(player, 'POST', `/bookings/${booking.id}/cancel`, { reason: 'Rain' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const deliveriesOf = async () => (await t.database.pool.query<{ event: string; status: string; attempts: number; response_status: number }>(
      `SELECT event, status, attempts, response_status FROM webhook_deliveries WHERE company_id = $1 AND payload->'booking'->>'id' = $2 ORDER BY event`,
      [owner.companyId, booking.id])).rows;
    await vi.waitFor(async () => {
      expect((await deliveriesOf()).map((row) => row.status)).toEqual(['delivered', 'delivered', 'delivered']);
    }, { timeout: 45_000, interval: 250 });
    const rows = await deliveriesOf();
    // Three events; two answers failed, so five requests, each verifiable.
    expect(hook.received).toHaveLength(5);
    expect(hook.received.every((r) => verify(secret, r))).toBe(true);
    expect(rows.reduce((sum, row) => sum + row.attempts, 0)).toBe(5);
    expect(rows.every((row) => row.response_status === 200)).toBe(true);
    expect(rows.map((row) => row.event)).toEqual(['booking.cancelled', 'booking.confirmed', 'booking.paid']);
  }, 60_000);

  it('writes nothing for events it does not subscribe to, nor when switched off', async () => {
    await call(owner, 'PUT', '/companies/integrations/webhook', { url: hookUrl, events: ['booking.cancelled'], isActive: false });
    const before = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM webhook_deliveries WHERE company_id = ${owner.companyId}`);
    await paidBookingAt('14:00');
    const after = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM webhook_deliveries WHERE company_id = ${owner.companyId}`);
    expect(after.rows[0]).toEqual(before.rows[0]);
    await call(owner, 'PUT', '/companies/integrations/webhook', { url: hookUrl, events: ['booking.confirmed', 'booking.paid', 'booking.cancelled'], isActive: true });
  });

  it('sends a signed ping from the test button and says what the receiver answered', async () => {
    hook.received.length = 0;
    const ok = await call(owner, 'POST', '/companies/integrations/webhook/test');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ZWebhookTestResultSchema.parse(dataOf(ok))).toMatchObject({ delivered: true, responseStatus: 200, error: null });
    expect(hook.received).toHaveLength(1);
    expect(hook.received[0]!.headers[WEBHOOK_HEADERS.event]).toBe('ping');
    expect(verify(secret, hook.received[0]!)).toBe(true);

    hook.answers.push(410);
    clock.advance(1000);
    const refused = ZWebhookTestResultSchema.parse(dataOf(await call(owner, 'POST', '/companies/integrations/webhook/test')));
    expect(refused).toMatchObject({ delivered: false, responseStatus: 410, error: 'The receiver answered 410' });
    expect((await integrationsOf(owner)).deliveries[0]).toMatchObject({ event: 'ping', status: 'failed', responseStatus: 410 });
  });

  it('signs with a new secret once rotated', async () => {
    const rotated = ZWebhookSecretSchema.parse(dataOf(await call(owner, 'POST', '/companies/integrations/webhook/rotate-secret')));
    expect(rotated.secret).not.toBe(secret);
    hook.received.length = 0;
    await call(owner, 'POST', '/companies/integrations/webhook/test');
    expect(verify(rotated.secret!, hook.received[0]!)).toBe(true);
    expect(verify(secret, hook.received[0]!)).toBe(false);
    secret = rotated.secret!;
  });
});

describe('the calendar feed', () => {
  it('lists the confirmed bookings as iCalendar events, without signing in; a replaced address stops working', async () => {
    const { calendarFeedUrl } = await integrationsOf(owner);
    const path = new URL(calendarFeedUrl).pathname;
    const feed = await t.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.body).toContain('BEGIN:VCALENDAR');
    expect(feed.body).toContain(`X-WR-CALNAME:Hook Owner ${process.pid}`);
    // 10:00 and 14:00 are confirmed, 12:00 was cancelled (Paris, summer time: UTC+2).
    expect(feed.body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(feed.body).toContain('DTSTART:20260602T080000Z');
    expect(feed.body).toContain('DTSTART:20260602T120000Z');
    expect(feed.body).not.toContain('DTSTART:20260602T100000Z');
    expect(feed.body).toContain('STATUS:CONFIRMED');

    const replaced = await call(owner, 'POST', '/companies/integrations/calendar-feed/rotate');
    expect(replaced.statusCode).toBe(200);
    expect(dataOf<{ calendarFeedUrl: string }>(replaced).calendarFeedUrl).not.toBe(calendarFeedUrl);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/calendar-feeds/not-a-token.ics' })).statusCode).toBe(400);
  });
});

describe('who may manage integrations', () => {
  it('refuses employees and customers with the documented words, and keeps each company to its own', async () => {
    const employee = await newEmployee(t, owner.companyId, 'manager');
    for (const who of [employee, player]) {
      const response = await call(who, 'GET', '/companies/integrations');
      expect(response.statusCode).toBe(403);
      expect(json(response).message).toBe(COMPANY_SETTINGS_MESSAGES.noPermission);
    }
    expect((await integrationsOf(rival)).webhook).toBeNull();
    expect((await call(rival, 'GET', `/companies/integrations?companyId=${owner.companyId}`)).statusCode).toBe(403);
    expect((await call(rival, 'POST', '/companies/integrations/webhook/test')).statusCode).toBe(404);
  });

  it('lets a super admin manage a company named by companyId', async () => {
    expect((await integrationsOf(admin, `?companyId=${owner.companyId}`)).webhook?.url).toBe(hookUrl);
    expect((await call(admin, 'GET', '/companies/integrations')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/companies/integrations?companyId=00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('is documented in the OpenAPI description', async () => {
    const doc = json<{ paths: Record<string, unknown> }>(await t.app.inject('/api/v1/docs/json'));
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining([
      '/api/v1/companies/integrations', '/api/v1/companies/integrations/webhook', '/api/v1/companies/integrations/webhook/test',
      '/api/v1/calendar-feeds/{file}',
    ]));
  });
});

describe('the paths of the API reference (docs/product/api.md)', () => {
  it('changes and tests the webhook as the integration `webhook`; any other id finds nothing', async () => {
    const { webhook } = await integrationsOf(owner);
    const saved = await call(owner, 'PUT', '/companies/integrations/webhook', { url: hookUrl, events: ['booking.paid'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(ZWebhookSecretSchema.parse(dataOf(saved))).toMatchObject({ secret: null, webhook: { url: hookUrl, events: ['booking.paid'] } });
    hook.received.length = 0;
    const tested = await call(owner, 'POST', '/companies/integrations/webhook/test');
    expect(ZWebhookTestResultSchema.parse(dataOf(tested))).toMatchObject({ delivered: true, responseStatus: 200 });
    expect(hook.received[0]?.headers[WEBHOOK_HEADERS.event]).toBe('ping');

    for (const [method, path] of [['PUT', '/companies/integrations/calendar-feed'], ['PUT', '/companies/integrations/zapier'],
      ['POST', '/companies/integrations/zapier/test']] as const) {
      expect((await call(owner, method, path, { url: hookUrl, events: ['booking.paid'] })).statusCode, path).toBe(404);
    }
    const restored = await call(admin, 'PUT', `/companies/integrations/webhook?companyId=${owner.companyId}`, { url: hookUrl, events: webhook!.events });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await integrationsOf(owner)).webhook?.events).toEqual(webhook!.events);
  });
});

describe('private networks', () => {
  it('are refused when the platform does not allow them, at save time and at delivery time', async () => {
    expect(['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '::1', 'fd00::1', '::ffff:127.0.0.1'].every(isPrivateAddress)).toBe(true);
    expect(['93.184.216.34', '2606:4700::1111', '8.8.8.8'].some(isPrivateAddress)).toBe(false);
    const strict = new WebhookSender({ allowPrivateNetworks: false, userAgent: 'test' });
    const outcome = await strict.send(hookUrl, 'secret', { id: 'x', event: 'ping', payload: {} }, clock.now());
    expect(outcome).toEqual({ delivered: false, responseStatus: null, error: M.privateAddress });

    const production = await createTestApp({ clock, database: t.database, env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'false' } });
    try {
      const response = await production.app.inject({
        method: 'PUT', url: '/api/v1/companies/integrations/webhook', headers: bearer(rival),
        payload: { url: 'http://127.0.0.1:9/hooks', events: ['booking.paid'] },
      });
      expect(response.statusCode).toBe(400);
      expect(json<{ errors: unknown[] }>(response).errors).toEqual([{ field: 'url', message: M.privateAddress }]);
    } finally {
      await production.close();
    }
  });
});
