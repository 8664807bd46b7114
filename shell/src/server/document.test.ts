// @vitest-environment node
// The document the server sends for a navigation follows the registry in force: the inlined registry and
// the preload hints name the remote version it points at, so a publish or a rollback shows in the next
// document with no shell rebuild. (Rendered pages are covered by e2e/tests/foundation/server-rendering.)
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDocumentRenderer } from './document';

const TEMPLATE = '<!doctype html><html lang=en dir=ltr data-theme=light><head><title>Pitchside</title></head><body><div id=root></div><script defer src=/main.0a1b2c3d4e.js></script></body></html>';

/** A remote's published files: manifest and chunk groups, per version. */
function remoteFiles(version: string): Record<string, unknown> {
  const base = `/remotes/mf_customer/${version}`;
  return {
    [`${base}/mf-manifest.json`]: {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'pages', assets: { js: { sync: [`chunks/__federation_expose_pages.${version}.js`] } } }],
    },
    [`${base}/chunk-groups.json`]: { 'page-fields': [`chunks/page-fields.${version}.js`, 'chunks/123.shared.js'], mf_customer: ['remoteEntry.js'] },
  };
}

let server: Server;
let origin: string;
let shellDir: string;

beforeAll(async () => {
  const files = { ...remoteFiles('1.0.0-aaa'), ...remoteFiles('1.0.0-bbb') };
  server = createServer((request, response) => {
    const body = files[request.url ?? ''];
    if (body === undefined) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  shellDir = mkdtempSync(path.join(tmpdir(), 'pitchside-shell-'));
  writeFileSync(path.join(shellDir, 'index.html'), TEMPLATE);
  writeFileSync(path.join(shellDir, 'chunk-groups.json'), JSON.stringify({
    bootstrap: ['chunks/bootstrap.1.js', 'chunks/startup.2.js'],
    // The signed-in chrome's lazily loaded groups share chunks with start-up and with each other.
    'signed-in-actions': ['chunks/signed-in-actions.3.js', 'chunks/startup.2.js', 'chunks/api.4.js'],
    'auth-effects': ['chunks/auth-effects.5.js', 'chunks/api.4.js'],
    sidebar: ['chunks/sidebar.6.js', 'chunks/api.4.js'],
    'maintenance-banner': ['chunks/maintenance-banner.7.js', 'chunks/alert.8.js', 'chunks/startup.2.js'],
  }));
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(shellDir, { recursive: true, force: true });
});

const registryAt = (manifest: string, version = '1.0.0-aaa') => ({ remotes: { mf_customer: { manifest, version, contract: '1.0.0' } } });
const preloads = (html: string) => [...html.matchAll(/<link rel="preload"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? '');

describe('the document of a page the browser renders', () => {
  it('inlines the registry and preloads the start-up chunks and the route\'s remote entry, exposed module and page (not its manifest)', async () => {
    const render = createDocumentRenderer({ shellDir });
    const html = await render({ url: '/fields?lng=fr', registry: registryAt('/remotes/mf_customer/1.0.0-aaa/mf-manifest.json'), origin });
    expect(html).toMatch(/^<!doctype html><html lang="fr" dir="ltr" data-theme="light"/);
    expect(preloads(html)).toEqual([
      '/main.0a1b2c3d4e.js',
      '/chunks/bootstrap.1.js',
      '/chunks/startup.2.js',
      '/remotes/mf_customer/1.0.0-aaa/remoteEntry.js',
      '/remotes/mf_customer/1.0.0-aaa/chunks/__federation_expose_pages.1.0.0-aaa.js',
      '/remotes/mf_customer/1.0.0-aaa/chunks/page-fields.1.0.0-aaa.js',
      '/remotes/mf_customer/1.0.0-aaa/chunks/123.shared.js',
    ]);
    const inlined = /<script id="pitchside-registry" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(inlined ?? 'null')).toEqual(registryAt('/remotes/mf_customer/1.0.0-aaa/mf-manifest.json'));
    // Not rendered: the entry script is the plain one and the root is empty.
    expect(html).toContain('<script defer src=/main.0a1b2c3d4e.js></script>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('follows the registry: the next document names the version it points at now', async () => {
    const render = createDocumentRenderer({ shellDir });
    await render({ url: '/fields', registry: registryAt('/remotes/mf_customer/1.0.0-aaa/mf-manifest.json'), origin });
    const html = await render({ url: '/fields', registry: registryAt('/remotes/mf_customer/1.0.0-bbb/mf-manifest.json', '1.0.0-bbb'), origin });
    expect(preloads(html).filter((href) => href.includes('/remotes/'))).toEqual([
      '/remotes/mf_customer/1.0.0-bbb/remoteEntry.js',
      '/remotes/mf_customer/1.0.0-bbb/chunks/__federation_expose_pages.1.0.0-bbb.js',
      '/remotes/mf_customer/1.0.0-bbb/chunks/page-fields.1.0.0-bbb.js',
      '/remotes/mf_customer/1.0.0-bbb/chunks/123.shared.js',
    ]);
  });

  it('addresses a remote on another origin by its absolute URLs', async () => {
    const render = createDocumentRenderer({ shellDir });
    const html = await render({ url: '/fields', registry: registryAt(`${origin}/remotes/mf_customer/1.0.0-aaa/mf-manifest.json`), origin: 'http://127.0.0.1:9' });
    expect(preloads(html)).toContain(`${origin}/remotes/mf_customer/1.0.0-aaa/remoteEntry.js`);
  });

  it('names no code of a remote whose contract the shell does not speak, and inlines the refusal', async () => {
    const render = createDocumentRenderer({ shellDir });
    const registry = { remotes: { mf_customer: { ...registryAt('/remotes/mf_customer/1.0.0-aaa/mf-manifest.json').remotes.mf_customer, contract: '99.0.0' } } };
    const html = await render({ url: '/fields', registry, origin });
    expect(preloads(html)).toEqual(['/main.0a1b2c3d4e.js', '/chunks/bootstrap.1.js', '/chunks/startup.2.js']);
    const inlined = /<script id="pitchside-registry" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(inlined ?? 'null')).toEqual({ remotes: {}, refused: { mf_customer: '99.0.0' } });
  });

  it('still answers when a remote cannot be read, without its hints', async () => {
    const render = createDocumentRenderer({ shellDir });
    const errors: unknown[] = [];
    const html = await render({ url: '/fields', registry: registryAt('/remotes/mf_customer/9.9.9-gone/mf-manifest.json'), origin, log: (e) => errors.push(e) });
    expect(preloads(html)).toEqual(['/main.0a1b2c3d4e.js', '/chunks/bootstrap.1.js', '/chunks/startup.2.js']);
    expect(errors).toHaveLength(1);
  });

  it('preloads what a signed-in page loads next (its chrome, the sidebar included) for a signed-in browser only', async () => {
    const render = createDocumentRenderer({ shellDir });
    const registry = registryAt('/remotes/mf_customer/1.0.0-aaa/mf-manifest.json');
    const signedIn = await render({ url: '/fields', registry, origin, cookies: { pitchside_session: '1' } });
    expect(preloads(signedIn).filter((href) => !href.includes('/remotes/'))).toEqual([
      '/main.0a1b2c3d4e.js',
      '/chunks/bootstrap.1.js',
      '/chunks/startup.2.js',
      '/chunks/signed-in-actions.3.js',
      '/chunks/api.4.js',
      '/chunks/auth-effects.5.js',
      '/chunks/sidebar.6.js',
    ]);
    // After the start-up scripts, which they must not hold up.
    expect(signedIn).toContain('<link rel="preload" as="script" fetchpriority="low" href="/chunks/sidebar.6.js">');
    expect(signedIn).toContain('<link rel="preload" as="script" fetchpriority="low" href="/chunks/auth-effects.5.js">');
    expect(signedIn).toContain('<link rel="preload" as="script" href="/chunks/startup.2.js">');

    const signedOut = await render({ url: '/fields', registry, origin });
    expect(preloads(signedOut).filter((href) => !href.includes('/remotes/'))).toEqual(['/main.0a1b2c3d4e.js', '/chunks/bootstrap.1.js', '/chunks/startup.2.js']);
  });

  it('keeps markup out of the inlined registry and the language out of reach of the query', async () => {
    const render = createDocumentRenderer({ shellDir });
    const registry = registryAt('/remotes/mf_customer/1.0.0-aaa/mf-manifest.json', '</script><script>alert(1)</script>');
    const html = await render({ url: '/fields?lng="><script>', registry, origin });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
    expect(html).toMatch(/<html lang="en"/);
  });

  it('inlines the public settings it is given, for the browser\'s first render to use (markup kept out)', async () => {
    const render = createDocumentRenderer({ shellDir });
    const publicSettings = {
      maintenanceBanner: { enabled: true, message: { en: 'Down at 22:00 </script><script>alert(1)</script>', fr: 'Coupure à 22 h', ar: '' } },
      companyRegistrationOpen: false,
      supportEmail: 'support@pitchside.test',
    };
    const html = await render({ url: '/fields', registry: registryAt('/remotes/mf_customer/1.0.0-aaa/mf-manifest.json'), origin, publicSettings });
    const inlined = /<script id="pitchside-settings" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(inlined ?? 'null')).toEqual(publicSettings);
    expect(html).not.toContain('</script><script>alert(1)');
    // In the head, with the registry: read before the app starts.
    expect(html.indexOf('id="pitchside-settings"')).toBeLessThan(html.indexOf('</head>'));
    // The banner is on: its code is preloaded after the start-up chunks (which it shares one with).
    expect(preloads(html).slice(0, 5)).toEqual([
      '/main.0a1b2c3d4e.js', '/chunks/bootstrap.1.js', '/chunks/startup.2.js', '/chunks/maintenance-banner.7.js', '/chunks/alert.8.js',
    ]);

    const off = await render({
      url: '/fields', registry: registryAt('/remotes/mf_customer/1.0.0-aaa/mf-manifest.json'), origin,
      publicSettings: { ...publicSettings, maintenanceBanner: { ...publicSettings.maintenanceBanner, enabled: false } },
    });
    expect(off).toContain('id="pitchside-settings"');
    expect(preloads(off).filter((href) => href.includes('maintenance-banner') || href.includes('alert'))).toEqual([]);
  });

  it('inlines no settings when it was given none (they could not be read): the browser asks for them', async () => {
    const render = createDocumentRenderer({ shellDir });
    const html = await render({ url: '/fields', registry: registryAt('/remotes/mf_customer/1.0.0-aaa/mf-manifest.json'), origin });
    expect(html).not.toContain('pitchside-settings');
    expect(html).toContain('id="pitchside-registry"');
  });

  it('names the scripts of a new shell build in the next document once it replaces the old one', async () => {
    let clock = 1_000_000;
    const render = createDocumentRenderer({ shellDir, now: () => clock });
    const request = { url: '/fields', registry: registryAt('/remotes/mf_customer/1.0.0-aaa/mf-manifest.json'), origin };
    expect(await render(request)).toContain('src=/main.0a1b2c3d4e.js');
    const indexFile = path.join(shellDir, 'index.html');
    writeFileSync(indexFile, TEMPLATE.replace('main.0a1b2c3d4e.js', 'main.9f8e7d6c5b.js'));
    utimesSync(indexFile, new Date(), new Date(Date.now() + 60_000));
    try {
      clock += 2_500;
      const html = await render(request);
      expect(html).toContain('src=/main.9f8e7d6c5b.js');
      expect(html).not.toContain('main.0a1b2c3d4e.js');
    } finally {
      writeFileSync(indexFile, TEMPLATE);
    }
  });
});
