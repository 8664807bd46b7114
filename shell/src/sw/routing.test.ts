import { bearerSubject, isOfflineAppPage, routeKind, type RouteKind } from './routing';

const ORIGIN = 'https://pitchside.example';
const kind = (path: string, { method = 'GET', mode = 'cors', origin = ORIGIN } = {}): RouteKind =>
  routeKind({ url: new URL(path, origin), method, mode }, ORIGIN);

describe('the offline worker routing table', () => {
  it.each([
    ['/main.15277be22e.js', 'immutable'],
    ['/chunks/startup.74e303274a.js', 'immutable'],
    ['/chunks/1991.0378cd1159.js', 'immutable'],
    ['/remotes/mf_customer/1.0.0-7965e986cf/chunks/page-landing.0bc14446ec.js', 'immutable'],
    ['/remotes/mf_customer/1.0.0-7965e986cf/remoteEntry.js', 'pointer'],
    ['/remotes/mf_customer/1.0.0-7965e986cf/mf-manifest.json', 'pointer'],
    ['/remotes.json', 'pointer'],
    ['/sw.js', 'network'],
    ['/favicon.svg', 'network'],
    ['/remotes/mf_customer/dev/chunks/page.js', 'network'],
  ] as const)('%s is %s', (path, expected) => {
    expect(kind(path)).toBe(expected);
  });

  it('answers navigations as documents, whatever their path', () => {
    for (const path of ['/', '/bookings/7b1e', '/fields?sport=tennis', '/company/bookings']) expect(kind(path, { mode: 'navigate' })).toBe('document');
  });

  it("keeps the user's own bookings and profile, and no other API read", () => {
    expect(kind('/api/v1/bookings?tab=upcoming&page=1')).toBe('personal');
    expect(kind('/api/v1/bookings/5f0c2a4e-0000-4000-8000-000000000001')).toBe('personal');
    expect(kind('/api/v1/auth/profile')).toBe('personal');
    for (const path of [
      '/api/v1/bookings/calendar?month=2026-11', '/api/v1/bookings/abc/receipt', '/api/v1/companies/bookings',
      '/api/v1/notifications', '/api/v1/fields', '/api/v1/payments/transactions', '/api/v1/auth/refresh',
    ]) {
      expect(kind(path), path).toBe('network');
    }
  });

  it('never touches a change, another origin or an API navigation', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(kind('/api/v1/bookings', { method })).toBe('network');
      expect(kind('/main.15277be22e.js', { method })).toBe('network');
    }
    expect(kind('/chunks/startup.74e303274a.js', { origin: 'https://cdn.example' })).toBe('network');
    expect(kind('/api/v1/health', { mode: 'navigate' })).toBe('network');
  });

  it('names the app pages that work from kept data', () => {
    for (const path of ['/bookings', '/bookings/', '/bookings/abc', '/dashboard', '/profile']) expect(isOfflineAppPage(path), path).toBe(true);
    for (const path of ['/', '/fields', '/bookings/abc/extra', '/company', '/login']) expect(isOfflineAppPage(path), path).toBe(false);
  });
});

describe('bearerSubject', () => {
  const token = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

  it("reads the token's subject", () => {
    expect(bearerSubject(`Bearer ${token({ sub: 'user-1', role: 'CUSTOMER' })}`)).toBe('user-1');
  });

  it('is null without a usable token', () => {
    expect(bearerSubject(null)).toBeNull();
    expect(bearerSubject('Basic abc')).toBeNull();
    expect(bearerSubject('Bearer not-a-jwt')).toBeNull();
    expect(bearerSubject(`Bearer ${token({ role: 'CUSTOMER' })}`)).toBeNull();
    expect(bearerSubject('Bearer a.%%%.b')).toBeNull();
  });
});
