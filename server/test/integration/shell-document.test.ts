// Navigations get the document made by the shell's Node build (docs/adr/0016): the API hands it the
// request and the registry in force, sends its answer compressed and revalidated, and falls back to
// index.html when the build is missing or fails. The Node build itself is not served to browsers.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../src/lib/clock.js';
import { PUBLIC_SETTINGS_TTL_MS } from '../../src/plugins/static/public-settings.js';
import { DEMO, login, type Session } from '../helpers/http.js';
import { caller } from '../helpers/field-management.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const INDEX = '<!doctype html><html><head></head><body><div id=root></div>plain index</body></html>';
const REGISTRY = { remotes: { mf_auth: { manifest: '/remotes/mf_auth/1.0.0-abc/mf-manifest.json', version: '1.0.0-abc', contract: '1.0.0' } } };
/** A stand-in for the shell's webpack build: echoes what it was given, fails on request. */
const FAKE_NODE_BUILD = `
exports.loadDocumentRenderer = async () => ({
  createDocumentRenderer: ({ shellDir }) => async (request) => {
    if (request.url.includes('boom')) throw new Error('render failed');
    return '<!doctype html><html><body><div id="root" data-ssr>' + JSON.stringify({
      url: request.url, cookies: request.cookies, lang: request.acceptLanguage, registry: request.registry,
      origin: request.origin, shellDir,
      session: request.session && { userId: request.session.user.id, withToken: request.session.accessToken.length > 0 },
    }).replace(/</g, '') + '</div>' + 'padding '.repeat(200) + '</body></html>';
  },
});`;

/**
 * A stand-in for the shell's build that renders the maintenance banner as the shell does (shown when
 * enabled, in English here; shell/src/server tests the real one), and says whether it got the settings.
 */
const BANNER_NODE_BUILD = `
exports.loadDocumentRenderer = async () => ({
  createDocumentRenderer: () => async ({ publicSettings }) => {
    const banner = publicSettings && publicSettings.maintenanceBanner;
    return '<!doctype html><html><body data-settings="' + (publicSettings ? 'given' : 'none') + '">' +
      (banner && banner.enabled ? '<div role="status">' + banner.message.en.replace(/</g, '') + '</div>' : '') +
      '<div id="root"></div></body></html>';
  },
});`;

function fixture(withNodeBuild: boolean, nodeBuild = FAKE_NODE_BUILD): string {
  const root = mkdtempSync(path.join(tmpdir(), 'pitchside-document-'));
  mkdirSync(path.join(root, 'shell', 'server'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'index.html'), INDEX);
  writeFileSync(path.join(root, 'remotes.json'), JSON.stringify(REGISTRY));
  if (withNodeBuild) writeFileSync(path.join(root, 'shell', 'server', 'document.cjs'), nodeBuild);
  return root;
}

const navigate = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { accept: 'text/html', ...headers } });

describe('with the shell\'s Node build', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fixture(true);
    t = await createTestApp({ env: { STATIC_ROOT: root } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends the document it makes from the request and the registry in force', async () => {
    for (const url of ['/', '/login?lng=fr']) {
      const response = await navigate(t, url, { cookie: 'pitchside_theme=dark', 'accept-language': 'ar' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(String(response.headers.vary)).toMatch(/Cookie, Accept-Language, accept-encoding/i);
      const given = JSON.parse(/data-ssr>(.*?)<\/div>/.exec(response.body)?.[1] ?? 'null');
      expect(given).toMatchObject({ url, cookies: { pitchside_theme: 'dark' }, lang: 'ar', registry: REGISTRY, shellDir: path.join(root, 'shell') });
      expect(given.origin).toMatch(/^http:\/\//);
    }
  });

  it('hands over the cookies decoded; a pair without a value is left out, an undecodable value kept as sent', async () => {
    const response = await navigate(t, '/', { cookie: 'a=1; b=%E2%9C%93; broken; c=%E0%A4%A' });
    const given = JSON.parse(/data-ssr>(.*?)<\/div>/.exec(response.body)?.[1] ?? 'null');
    expect(given.cookies.a).toBe('1');
    expect(given.cookies.b).toBe('✓');
    expect(given.cookies).not.toHaveProperty('broken');
    expect(given.cookies.c).toBe('%E0%A4%A'); // undecodable: kept as sent, and matches no preference
  });

  it('compresses the document when the browser accepts it', async () => {
    const response = await navigate(t, '/register', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('"url":"/register"');
  });

  it('falls back to index.html when the render fails', async () => {
    const response = await navigate(t, '/boom');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('plain index');
  });

  describe('a signed-in navigation (docs/adr/0036)', () => {
    const documentCookie = (response: { cookies: { name: string; value: string }[] }) =>
      response.cookies.find((c) => c.name === 'pitchside_document');
    const sessionGiven = (body: string) => JSON.parse(/data-ssr>(.*?)<\/div>/.exec(body)?.[1] ?? 'null')?.session;

    it('gets the session its document cookie names, and a document no cache keeps', async () => {
      const signIn = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: DEMO.customer });
      const cookie = documentCookie(signIn);
      expect(cookie, 'the document cookie is set with the refresh cookie').toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      const { data } = signIn.json<{ data: { user: { id: string } } }>();

      const signedIn = await navigate(t, '/bookings', { cookie: `pitchside_document=${cookie!.value}` });
      expect(sessionGiven(signedIn.body)).toEqual({ userId: data.user.id, withToken: true });
      expect(signedIn.headers['cache-control']).toBe('private, no-store');
      // The offline worker's copy of the page: without anyone's data.
      const plain = await navigate(t, '/bookings', { cookie: `pitchside_document=${cookie!.value}`, 'x-pitchside-plain-document': '1' });
      expect(sessionGiven(plain.body)).toBeUndefined();
      expect(plain.headers['cache-control']).toBe('no-cache');
    });

    it('ignores a forged or altered cookie', async () => {
      const signIn = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: DEMO.customer });
      const [family, signature] = documentCookie(signIn)!.value.split('.');
      const otherFamily = '00000000-0000-4000-8000-000000000000';
      for (const value of [`${otherFamily}.${signature}`, `${family}.${signature!.slice(1)}x`, family!, 'nonsense', `${family}.${signature}.x`]) {
        const response = await navigate(t, '/bookings', { cookie: `pitchside_document=${value}` });
        expect(sessionGiven(response.body), value).toBeUndefined();
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    });

    it('no longer names anyone once the session is signed out, and the sign-out clears it', async () => {
      const signIn = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: DEMO.customer });
      const cookie = documentCookie(signIn)!.value;
      const refresh = signIn.cookies.find((c) => c.name === 'pitchside_refresh')!.value;
      // A refresh renews the cookie for the same session: the page is still theirs.
      const refreshed = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', cookies: { pitchside_refresh: refresh } });
      expect(refreshed.statusCode).toBe(200);
      expect(documentCookie(refreshed)?.value).toBe(cookie);
      const newRefresh = refreshed.cookies.find((c) => c.name === 'pitchside_refresh')!.value;

      const logout = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', cookies: { pitchside_refresh: newRefresh } });
      expect(logout.statusCode).toBe(200);
      expect(documentCookie(logout)?.value).toBe('');
      const after = await navigate(t, '/bookings', { cookie: `pitchside_document=${cookie}` });
      expect(sessionGiven(after.body)).toBeUndefined();
      expect(after.headers['cache-control']).toBe('no-cache');
    });
  });

  it('does not serve the Node build to browsers', async () => {
    const response = await t.app.inject({ url: '/server/document.cjs' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('loadDocumentRenderer');
  });
});

describe('the maintenance banner in the documents', () => {
  const clock = new ManualClock(new Date('2026-06-10T09:00:00Z'));
  const MESSAGE = `Bookings pause tonight from 22:00 UTC (${process.pid})`;
  const banner = (enabled: boolean) => ({ maintenanceBanner: { enabled, message: { en: MESSAGE, fr: 'Pause ce soir dès 22 h UTC', ar: '' } } });
  let t: TestApp;
  let root: string;
  let admin: Session;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    root = fixture(true, BANNER_NODE_BUILD);
    t = await createTestApp({ env: { STATIC_ROOT: root }, clock });
    call = caller(t);
    admin = await login(t.app, DEMO.admin);
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });
  afterEach(() => vi.restoreAllMocks());
  /** Past the few seconds for which the documents keep the settings they read. */
  const later = () => clock.advance(PUBLIC_SETTINGS_TTL_MS + 1);
  const settingsPut = async (changes: object) => {
    const response = await call(admin, 'PUT', '/admin/settings', changes);
    expect(response.statusCode, response.body).toBe(200);
  };

  it('shows the message the super admin turned on in the document of /, and not once it is off', async () => {
    await settingsPut(banner(true));
    const on = await navigate(t, '/');
    expect(on.statusCode).toBe(200);
    expect(on.body).toContain(`<div role="status">${MESSAGE}</div>`);

    // Off, the message kept: the documents read the change within a few seconds.
    await settingsPut(banner(false));
    later();
    const off = await navigate(t, '/');
    expect(off.statusCode).toBe(200);
    expect(off.body).toContain('data-settings="given"');
    expect(off.body).not.toContain(MESSAGE);
  });

  it('reads the settings once for the navigations of a few seconds, then again', async () => {
    const read = vi.spyOn(t.app.services.admin, 'publicSettings');
    later();
    await settingsPut(banner(true));
    for (const url of ['/', '/login', '/fields', '/no/such/page']) expect((await navigate(t, url)).body, url).toContain(MESSAGE);
    expect(read).toHaveBeenCalledTimes(1);
    // Turned off meanwhile: still shown until the settings read last are a few seconds old.
    await settingsPut(banner(false));
    expect((await navigate(t, '/')).body).toContain(MESSAGE);
    later();
    expect((await navigate(t, '/')).body).not.toContain(MESSAGE);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('still sends the document, without the banner, when the settings cannot be read', async () => {
    await settingsPut(banner(true));
    vi.spyOn(t.app.services.admin, 'publicSettings').mockRejectedValue(new Error('database unavailable'));
    later();
    const failed = await navigate(t, '/');
    expect(failed.statusCode).toBe(200);
    // The shell's document (not the plain index.html), made without the settings.
    expect(failed.body).toContain('data-settings="none"');
    expect(failed.body).not.toContain(MESSAGE);
  });

  it('does not wait long for settings that do not come', async () => {
    vi.spyOn(t.app.services.admin, 'publicSettings').mockReturnValue(new Promise(() => {}));
    later();
    const started = performance.now();
    const slow = await navigate(t, '/');
    expect(slow.statusCode).toBe(200);
    expect(slow.body).toContain('data-settings="none"');
    expect(performance.now() - started).toBeLessThan(5_000);
    // Back: the next read shows the banner again.
    vi.restoreAllMocks();
    later();
    await settingsPut(banner(true));
    expect((await navigate(t, '/')).body).toContain(MESSAGE);
  });
});

/** The `Set-Cookie` lines of an answer. */
function setCookies(response: { headers: Record<string, unknown> }): string[] {
  const header = response.headers['set-cookie'];
  if (header === undefined) return [];
  return Array.isArray(header) ? header.map(String) : [String(header)];
}

/** Asserts the language cookie the browser's detector writes (shared-ui/src/i18n/language-detector.ts). */
function expectLanguageCookie(response: { headers: Record<string, unknown> }, language: string): void {
  const cookies = setCookies(response);
  expect(cookies).toHaveLength(1);
  const [cookie = ''] = cookies;
  expect(cookie).toMatch(new RegExp(`^i18nextLng=${language}; Expires=[^;]+; Path=/; SameSite=Strict$`));
  const days = (Date.parse(/Expires=([^;]+)/.exec(cookie)?.[1] ?? '') - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(6.99);
  expect(days).toBeLessThanOrEqual(7);
}

describe('a document asked for with ?lng=', () => {
  for (const [mode, withNodeBuild] of [['production', true], ['development', true], ['production', false]] as const) {
    describe(`${mode}, ${withNodeBuild ? 'rendered by the Node build' : 'the plain index.html'}`, () => {
      let t: TestApp;
      let root: string;
      beforeAll(async () => {
        root = fixture(withNodeBuild);
        t = await createTestApp({ env: { STATIC_ROOT: root, NODE_ENV: mode } });
      });
      afterAll(async () => {
        await t.close();
        rmSync(root, { recursive: true, force: true });
      });

      it('keeps a supported language in the cookie the browser would write, on every document route', async () => {
        // A public page, signed-in pages, a page that does not exist.
        for (const url of ['/?lng=ar', '/login?lng=ar', '/bookings?tab=past&lng=ar', '/company/settings?lng=ar', '/no/such/page?lng=ar']) {
          const response = await navigate(t, url);
          expect(response.statusCode, url).toBe(200);
          expectLanguageCookie(response, 'ar');
        }
        expectLanguageCookie(await navigate(t, '/?lng=fr-CA'), 'fr');
        expectLanguageCookie(await navigate(t, '/register?lng=EN', { cookie: 'i18nextLng=ar' }), 'en');
      });

      it('sets no cookie for an unsupported language or without ?lng=', async () => {
        for (const url of ['/?lng=de', '/?lng=', '/login?lng=%3Cscript%3E', '/', '/bookings', '/?language=ar']) {
          expect(setCookies(await navigate(t, url)), url).toEqual([]);
        }
      });

      it('sets none on what is not a document', async () => {
        expect(setCookies(await t.app.inject({ url: '/remotes.json?lng=ar' }))).toEqual([]);
        expect(setCookies(await t.app.inject({ url: '/api/v1/health?lng=ar' }))).toEqual([]);
      });
    });
  }
});

describe('without the shell\'s Node build', () => {
  it('sends index.html for navigations, / included', async () => {
    const root = fixture(false);
    const t = await createTestApp({ env: { STATIC_ROOT: root } });
    try {
      for (const url of ['/', '/login']) {
        const response = await navigate(t, url);
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('plain index');
      }
    } finally {
      await t.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
