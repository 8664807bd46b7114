/**
 * Hostile and random input against every auth endpoint: no 5xx, always the JSON envelope, and no
 * unhandled rejection anywhere in the process. Requests go out in batches of ten at a time (each property
 * run is a batch), so the database and the password hashing of one overlap the parsing of the next.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { bearer, DEMO, login, type Session } from '../helpers/http.js';

let t: TestApp;
let session: Session;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => { unhandled.push(reason); };

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  t = await createTestApp({ env: { LOGIN_FAILURE_LIMIT: '1000000' } });
  session = await login(t.app, DEMO.customer);
});
afterAll(async () => {
  await t.close();
  process.off('unhandledRejection', onUnhandled);
  expect(unhandled).toEqual([]);
});

/** Requests sent at once: each fast-check run is a batch of this many inputs. */
const BATCH = 10;
/** `count` inputs of `arbitrary`, as runs of a batch each. */
const batches = <T>(arbitrary: fc.Arbitrary<T>) => fc.array(arbitrary, { minLength: BATCH, maxLength: BATCH });
const runsFor = (count: number) => ({ numRuns: count / BATCH });

type Endpoint = { method: 'GET' | 'POST' | 'PUT'; url: string; auth?: boolean; keys: string[]; valid?: Record<string, unknown> };
const ENDPOINTS: Endpoint[] = [
  { method: 'POST', url: '/api/v1/auth/login', keys: ['email', 'password', 'twoFactorCode', 'tenantId'], valid: { email: 'customer@pitchside.test', password: 'Wrong-Pass1', tenantId: 'default-tenant' } },
  {
    method: 'POST', url: '/api/v1/auth/register',
    keys: ['firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword', 'acceptTerms', 'accountType', 'companyName', 'tenantId', 'role'],
    valid: { firstName: 'Fuzz', lastName: 'User', email: 'fuzz@example.com', phone: '+1 555 123 4567', password: 'Str0ngPass', confirmPassword: 'Str0ngPass', acceptTerms: true, accountType: 'company', companyName: 'Fuzz Co' },
  },
  { method: 'POST', url: '/api/v1/auth/logout', keys: [] },
  { method: 'POST', url: '/api/v1/auth/refresh', keys: [] },
  {
    method: 'PUT', url: '/api/v1/auth/profile', auth: true,
    keys: ['firstName', 'lastName', 'phone', 'dateOfBirth', 'gender', 'nationality', 'preferences', 'notificationSettings', 'privacySettings'],
    valid: { firstName: 'Chloe', lastName: 'Customer', phone: '+33 6 12 34 56 78', dateOfBirth: '1990-01-01', gender: 'female', nationality: 'French', preferences: { language: 'fr' } },
  },
  { method: 'POST', url: '/api/v1/auth/profile/password', auth: true, keys: ['currentPassword', 'newPassword', 'confirmPassword'], valid: { currentPassword: 'Not-current1', newPassword: 'Str0ngPass', confirmPassword: 'Str0ngPass' } },
  { method: 'POST', url: '/api/v1/auth/profile/picture', auth: true, keys: ['picture'] },
  { method: 'POST', url: '/api/v1/auth/password/request-reset', keys: ['email'], valid: { email: 'customer@pitchside.test' } },
  { method: 'POST', url: '/api/v1/auth/password/reset', keys: ['token', 'password', 'confirmPassword'], valid: { token: 'abc', password: 'Str0ngPass', confirmPassword: 'Str0ngPass' } },
  { method: 'POST', url: '/api/v1/auth/resend-verification', keys: ['email'], valid: { email: 'customer@pitchside.test' } },
  { method: 'POST', url: '/api/v1/auth/2fa/enable', auth: true, keys: [] },
  { method: 'POST', url: '/api/v1/auth/2fa/verify', auth: true, keys: ['code'], valid: { code: '123456' } },
  { method: 'POST', url: '/api/v1/auth/2fa/disable', auth: true, keys: ['code'], valid: { code: '123456' } },
];

const deep = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const MALFORMED: { body: string | Buffer; type: string }[] = [
  { body: '{', type: 'application/json' },
  { body: '{"email":', type: 'application/json' },
  { body: 'undefined', type: 'application/json' },
  { body: '', type: 'application/json' },
  { body: 'null', type: 'application/json' },
  { body: '[]', type: 'application/json' },
  { body: '"string"', type: 'application/json' },
  { body: '1e309', type: 'application/json' },
  { body: '{"__proto__":{"isAdmin":true}}', type: 'application/json' },
  { body: '{"constructor":{"prototype":{"role":"SUPER_ADMIN"}}}', type: 'application/json' },
  { body: '{"email":"a\\u0000@b.co","password":"\\u0000\\u0000\\u0000\\u0000\\u0000\\u0000"}', type: 'application/json' },
  { body: `{"email":"${'a'.repeat(900_000)}@x.io"}`, type: 'application/json' },
  { body: `{"password":"${'P1a'.repeat(400_000)}"}`, type: 'application/json' },
  { body: `{"email":"${'a'.repeat(2_000_000)}"}`, type: 'application/json' },
  { body: deep(20_000), type: 'application/json' },
  { body: '['.repeat(50_000) + ']'.repeat(50_000), type: 'application/json' },
  { body: Buffer.from([0xff, 0xfe, 0xfd, 0x00, 0x7b]), type: 'application/json' },
  { body: '{"email":"\\ud800","password":"\\udfff\\udfff\\udfff"}', type: 'application/json' },
  { body: 'email=a@b.co&password=123456', type: 'application/x-www-form-urlencoded' },
  { body: '<xml/>', type: 'application/xml' },
  { body: 'plain text', type: 'text/plain' },
  { body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--', type: 'multipart/form-data; boundary=x' },
  { body: '--x\r\n', type: 'multipart/form-data' },
  { body: '{}', type: 'application/json; charset=utf-32' },
  { body: '{}', type: 'x/../../etc' },
  { body: '{"email":{"$ne":null},"password":{"$gt":""}}', type: 'application/json' },
  { body: '{"email":["a@b.co"],"password":["123456"]}', type: 'application/json' },
  { body: '{"email":"a@b.co","password":123456,"twoFactorCode":123456}', type: 'application/json' },
  { body: '{"token":"../../../etc/passwd","password":"Str0ngPass","confirmPassword":"Str0ngPass"}', type: 'application/json' },
  { body: '{"code":"1e6"}', type: 'application/json' },
];

async function send(endpoint: Endpoint, payload: string | Buffer, contentType: string) {
  const response = await t.app.inject({
    method: endpoint.method, url: endpoint.url, payload,
    headers: { 'content-type': contentType, ...(endpoint.auth ? bearer(session) : {}) },
    cookies: { pitchside_refresh: 'x'.repeat(10) },
  });
  expect(response.statusCode, `${endpoint.url} ${response.body.slice(0, 200)}`).toBeLessThan(500);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response;
}

const value = fc.oneof(
  fc.string(), fc.string({ unit: 'binary', maxLength: 300 }), fc.emailAddress(), fc.integer(), fc.double(), fc.boolean(),
  fc.constant(null), fc.constant('__proto__'), fc.string({ minLength: 5000, maxLength: 20000 }),
  fc.constantFrom('Str0ngPass', '123456', 'customer@pitchside.test', 'company', 'customer', 'default-tenant', '2000-01-01', 'ar', 'dark'),
  fc.array(fc.string(), { maxLength: 5 }), fc.dictionary(fc.string(), fc.string(), { maxKeys: 5 }),
  fc.jsonValue({ maxDepth: 4 }),
);

describe.each(ENDPOINTS)('$method $url', (endpoint) => {
  it('survives 1,000 generated bodies', async () => {
    const body = fc.oneof(
      fc.record(Object.fromEntries(endpoint.keys.map((k) => [k, value])), { requiredKeys: [] }),
      fc.dictionary(fc.oneof(fc.string(), fc.constantFrom(...endpoint.keys, '__proto__', 'constructor', 'prototype')), value, { maxKeys: 8 }),
      fc.jsonValue({ maxDepth: 6 }),
      fc.anything({ maxDepth: 3 }).map((v) => (v === undefined ? null : v)),
    );
    await fc.assert(fc.asyncProperty(batches(body), async (generated) => {
      await Promise.all(generated.map((one) => send(endpoint, JSON.stringify(one) ?? 'null', 'application/json')));
    }), runsFor(1000));
  });

  it(`survives ${MALFORMED.length * 7} malformed requests`, async () => {
    for (let round = 0; round < 7; round += 1) {
      await Promise.all(MALFORMED.map((bad) => send(endpoint, bad.body, bad.type)));
    }
  });
});

describe.each(ENDPOINTS.filter((e) => e.valid))('$method $url, near-valid bodies', (endpoint) => {
  it('survives 150 valid bodies with one hostile field', async () => {
    const hostile = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 60 }).map((s) => `${s}\u0000${s}`),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 200 }), fc.string({ minLength: 2000, maxLength: 10_000 }),
      fc.constantFrom('\ud800', '😀'.repeat(50), '\u202e', "'; DROP TABLE users; --", '{{7*7}}', '../../etc/passwd', '%00'),
      fc.integer(), fc.constant(null), fc.constant([]), fc.constant({ nested: { a: '\u0000' } }),
    );
    const valid = endpoint.valid ?? {};
    await fc.assert(fc.asyncProperty(batches(fc.tuple(fc.constantFrom(...Object.keys(valid)), hostile)), async (inputs) => {
      await Promise.all(inputs.map(([key, bad]) => send(endpoint, JSON.stringify({ ...valid, [key]: bad }), 'application/json')));
    }), runsFor(150));
  });
});

describe('POST /api/v1/auth/profile/picture with generated multipart bodies', () => {
  const endpoint: Endpoint = { method: 'POST', url: '/api/v1/auth/profile/picture', auth: true, keys: [] };
  const part = fc.record({
    name: fc.oneof(fc.constantFrom('picture', 'file', 'a"b', ''), fc.string({ maxLength: 40 })),
    filename: fc.option(fc.oneof(fc.constantFrom('x.png', '../../etc/passwd', 'a.svg', '\u0000.jpg'), fc.string({ maxLength: 60 }))),
    type: fc.constantFrom('image/png', 'image/jpeg', 'image/gif', 'image/svg+xml', 'text/html', '', 'application/octet-stream'),
    data: fc.oneof(
      fc.uint8Array({ maxLength: 3000 }),
      fc.constant(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])),
      fc.constant(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])),
      fc.constant(new TextEncoder().encode('GIF89a<script>alert(1)</script>')),
    ),
  });
  const body = fc.record({
    boundary: fc.stringMatching(/^[A-Za-z0-9-]{1,40}$/),
    parts: fc.array(part, { maxLength: 3 }),
    truncateAt: fc.option(fc.nat()),
    headerBoundary: fc.boolean(),
  });

  /** The multipart body the record describes, cut short where it says, with or without its boundary. */
  const upload = (b: { boundary: string; parts: { name: string; filename: string | null; type: string; data: Uint8Array }[]; truncateAt: number | null; headerBoundary: boolean }) => {
    const chunks: Buffer[] = [];
    for (const p of b.parts) {
      const filename = p.filename === null ? '' : `; filename="${p.filename}"`;
      chunks.push(Buffer.from(`--${b.boundary}\r\nContent-Disposition: form-data; name="${p.name}"${filename}\r\nContent-Type: ${p.type}\r\n\r\n`));
      chunks.push(Buffer.from(p.data), Buffer.from('\r\n'));
    }
    chunks.push(Buffer.from(`--${b.boundary}--\r\n`));
    let raw = Buffer.concat(chunks);
    if (b.truncateAt !== null) raw = raw.subarray(0, b.truncateAt % (raw.length + 1));
    const type = b.headerBoundary ? `multipart/form-data; boundary=${b.boundary}` : 'multipart/form-data';
    return send(endpoint, raw, type);
  };

  it('survives 300 generated multipart uploads', async () => {
    await fc.assert(fc.asyncProperty(batches(body), async (bodies) => {
      await Promise.all(bodies.map(upload));
    }), runsFor(300));
  });
});

describe('GET endpoints with generated paths and queries', () => {
  it('verify-email survives 1,000 generated tokens', async () => {
    const token = fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: 'binary', maxLength: 300 }));
    await fc.assert(fc.asyncProperty(batches(token), async (tokens) => {
      await Promise.all(tokens.map(async (one) => {
        const response = await t.app.inject({ url: `/api/v1/auth/verify-email/${encodeURIComponent(one) || '%20'}` });
        expect(response.statusCode).toBeLessThan(500);
      }));
    }), runsFor(1000));
  });

  it('profile, verification-status and notifications survive generated queries and headers', async () => {
    const urls = ['/api/v1/auth/profile', '/api/v1/auth/verification-status', `/api/v1/notifications/user/${session.userId}`];
    const request = fc.tuple(fc.constantFrom(...urls), fc.dictionary(fc.string({ maxLength: 20 }), fc.string({ maxLength: 50 })), fc.option(fc.string({ maxLength: 200 })));
    await fc.assert(fc.asyncProperty(batches(request), async (requests) => {
      await Promise.all(requests.map(async ([url, query, auth]) => {
        const response = await t.app.inject({ url, query, headers: { authorization: auth ?? `Bearer ${session.accessToken}` } });
        expect(response.statusCode).toBeLessThan(500);
      }));
    }), runsFor(600));
  });
});
