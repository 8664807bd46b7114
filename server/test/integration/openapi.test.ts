import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { json } from '../helpers/http.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('OpenAPI', () => {
  it('documents every endpoint from the zod contracts', async () => {
    const response = await t.app.inject('/api/v1/docs/json');
    expect(response.statusCode).toBe(200);
    const doc = json<{ openapi: string; paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> } }>> }>(response);
    expect(doc.openapi).toBe('3.1.0');
    for (const path of [
      '/api/v1/auth/login', '/api/v1/auth/register', '/api/v1/auth/logout', '/api/v1/auth/refresh', '/api/v1/auth/profile',
      '/api/v1/auth/profile/picture', '/api/v1/auth/profile/password', '/api/v1/auth/password/request-reset', '/api/v1/auth/password/reset',
      '/api/v1/auth/verify-email/{token}', '/api/v1/auth/resend-verification', '/api/v1/auth/verification-status',
      '/api/v1/auth/2fa/enable', '/api/v1/auth/2fa/verify', '/api/v1/auth/2fa/disable', '/api/v1/health', '/api/v1',
      '/api/v1/companies/my-permissions', '/api/v1/notifications/user/{userId}', '/api/v1/notifications/user/{userId}/unread-count',
      '/api/v1/notifications/{id}/read', '/api/v1/notifications/user/{userId}/mark-all-read', '/api/v1/notifications/{id}',
      '/api/v1/notifications/user/{userId}/clear-all', '/api/v1/notifications', '/api/v1/notifications/preferences/{userId}',
      '/api/v1/geocode', '/api/v1/platform/map-config',
    ]) expect(doc.paths, path).toHaveProperty([path]);
    const login = doc.paths['/api/v1/auth/login']!.post!.requestBody!.content['application/json']!.schema;
    expect(Object.keys(login.properties ?? {})).toEqual(expect.arrayContaining(['email', 'password', 'twoFactorCode', 'tenantId']));
  });

  it('serves the UI at /api/v1/docs', async () => {
    const response = await t.app.inject('/api/v1/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('GET /api/v1/ names the API', async () => {
    expect(json(await t.app.inject('/api/v1/'))).toMatchObject({ success: true, data: { name: 'Pitchside API', docs: '/api/v1/docs' } });
  });
});

describe('GET /api/v1/platform/stats', () => {
  it('answers live totals without a token', async () => {
    const response = await t.app.inject('/api/v1/platform/stats');
    expect(response.statusCode).toBe(200);
    // The demo seed lists fields of two companies.
    const { rows: [listed] } = await t.database.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM fields WHERE publication_state = 'published' AND status = 'active'");
    expect(listed!.n).toBeGreaterThan(0);
    // The demo customer's bookings, counted as made (docs/product/figures.md): none of them is an unpaid hold.
    const { rows: [made] } = await t.database.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM bookings WHERE NOT (status = 'pending' AND hold_expires_at IS NOT NULL) AND cancellation_reason IS DISTINCT FROM 'Hold expired before payment'");
    expect(made!.n).toBeGreaterThan(0);
    expect(json(response)).toEqual({ success: true, data: { fields: listed!.n, companies: 2, customers: 1, bookings: made!.n } });
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });
});
