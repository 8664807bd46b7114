// The contact form's endpoint (a message e-mailed to the support address of the platform's settings, the
// sender as Reply-To; checked in the product's words; limited per IP; robots dropped quietly) and the files
// for search engines (/sitemap.xml with every public page in each language, /robots.txt).
// The pages themselves, rendered on the server, are checked where the built front end is:
// e2e/tests/foundation/footer-pages.spec.ts.
import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES, type ContactMessageInput } from '@pitchside/shared-api/contracts/contact';
import { PRIVATE_PATH_PREFIXES, PUBLIC_PATHS } from '@pitchside/shared-api/contracts/site-pages';
import { DEMO, json, login } from '../helpers/http.js';
import { caller } from '../helpers/field-management.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { parseXml, type XmlElement } from '../helpers/xml.js';

const PUBLIC_URL = 'https://pitchside.example.org';
const LIMIT = 3;
let t: TestApp;
const support = `help-desk-${process.pid}@pitchside.test`;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL, CONTACT_RATE_LIMIT_MAX: String(LIMIT), JOB_RETRY_DELAY_SECONDS: '1' } });
  // The super admin's support address is where the messages go.
  const admin = await login(t.app, DEMO.admin);
  const changed = await caller(t)(admin, 'PUT', '/admin/settings', { supportEmail: support });
  expect(changed.statusCode, changed.body).toBe(200);
});
afterAll(async () => { await t.close(); });

/** Each test writes from its own address, so that the per-IP limit counts only its own messages. */
let ipCounter = 0;
const newIp = () => `198.51.100.${(ipCounter += 1)}`;

const message = (overrides: Partial<ContactMessageInput> = {}): ContactMessageInput => ({
  name: 'Nadia Benali',
  email: 'nadia@example.com',
  subject: `Invoice for my booking ${randomUUID().slice(0, 8)}`,
  message: 'Hello,\nI need an invoice with my company name for last Saturday.\nThank you!',
  ...overrides,
});

const post = (body: unknown, ip: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: body as object, remoteAddress: ip, headers });

const contactMails = () => t.mails.filter((mail) => mail.template === 'contact-message');
const mailAbout = (subject: string) => vi.waitFor(() => {
  const found = contactMails().find((mail) => mail.subject.endsWith(subject));
  if (!found) throw new Error(`no e-mail about "${subject}" yet`);
  return found;
}, { timeout: 10_000, interval: 50 });

describe('POST /contact', () => {
  it('e-mails the message to the support address of the settings, the sender as Reply-To', async () => {
    const body = message();
    const response = await post(body, newIp(), { cookie: 'i18nextLng=fr', 'accept-language': 'en' });
    expect(response.statusCode, response.body).toBe(202);
    expect(json(response)).toEqual({ success: true, data: null, message: CONTACT_MESSAGES.sent });

    const mail = await mailAbout(body.subject);
    expect(mail.to).toBe(support);
    expect(mail.headers).toEqual({ 'Reply-To': 'nadia@example.com' });
    expect(mail.subject).toBe(`Contact form: ${body.subject}`);
    expect(mail.text).toContain('I need an invoice with my company name for last Saturday.');
    expect(mail.text).toContain('E-mail: nadia@example.com');
    // The language the sender read the site in (the page's cookie wins over the browser's).
    expect(mail.text).toContain('Language of the site: French');
    // What the sender typed is text, never markup, in the HTML version.
    const tricky = message({ name: '<b>Eve</b>', message: 'Is <script>alert(1)</script> allowed in a message?' });
    expect((await post(tricky, newIp())).statusCode).toBe(202);
    const escaped = await mailAbout(tricky.subject);
    expect(escaped.html).not.toContain('<script>');
    expect(escaped.html).toContain('&lt;script&gt;');
  });

  it('still delivers the message when the mail relay fails at first', async () => {
    t.failNextMails(1);
    const body = message();
    expect((await post(body, newIp())).statusCode).toBe(202);
    expect((await mailAbout(body.subject)).to).toBe(support);
  });

  it('answers 400 in the product’s words for each field that is wrong, and sends nothing', async () => {
    const before = contactMails().length;
    const response = await post({ name: '  ', email: 'not an address', subject: '', message: 'Too short' }, newIp());
    expect(response.statusCode).toBe(400);
    const errors = json<{ code: string; errors: { field: string; message: string }[] }>(response);
    expect(errors.code).toBe('VALIDATION_ERROR');
    expect(errors.errors).toEqual(expect.arrayContaining([
      { field: 'name', message: CONTACT_MESSAGES.nameRequired },
      { field: 'email', message: CONTACT_MESSAGES.emailInvalid },
      { field: 'subject', message: CONTACT_MESSAGES.subjectRequired },
      { field: 'message', message: CONTACT_MESSAGES.messageLength },
    ]));
    const tooLong = await post(message({ message: 'x'.repeat(5001) }), newIp());
    expect(tooLong.statusCode).toBe(400);
    expect(json<{ errors: { message: string }[] }>(tooLong).errors).toEqual([{ field: 'message', message: CONTACT_MESSAGES.messageLength }]);
    expect((await post({}, newIp())).statusCode).toBe(400);
    expect(contactMails()).toHaveLength(before);
  });

  it('answers a robot that filled the hidden field like anyone, and sends nothing', async () => {
    const robot = message({ website: 'https://spam.example' });
    const robotAnswer = await post(robot, newIp());
    expect(robotAnswer.statusCode).toBe(202);
    expect(json(robotAnswer)).toEqual({ success: true, data: null, message: CONTACT_MESSAGES.sent });
    // A person's message sent after it arrives; the robot's never does.
    const person = message();
    await post(person, newIp());
    await mailAbout(person.subject);
    expect(contactMails().some((mail) => mail.subject.endsWith(robot.subject))).toBe(false);
  });

  it(`accepts ${LIMIT} messages per IP in the window, then answers 429 in the product’s words`, async () => {
    const ip = newIp();
    for (let sent = 0; sent < LIMIT; sent += 1) expect((await post(message(), ip)).statusCode).toBe(202);
    const refused = await post(message(), ip);
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toMatchObject({ success: false, code: 'RATE_LIMITED', message: CONTACT_MESSAGES.tooMany });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await post(message(), newIp())).statusCode).toBe(202);
  });
});

describe('files for search engines', () => {
  const urls = (root: XmlElement) => root.children.filter((child) => child.name === 'url');
  const locOf = (url: XmlElement) => url.children.find((child) => child.name === 'loc')?.text;

  it('/sitemap.xml parses as XML and lists every public page in each language, with its alternates', async () => {
    const response = await t.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const root = parseXml(response.body);
    expect(root.name).toBe('urlset');
    expect(root.attributes).toEqual({ xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9', 'xmlns:xhtml': 'http://www.w3.org/1999/xhtml' });

    const entries = urls(root);
    const locs = entries.map(locOf);
    const expected = PUBLIC_PATHS.flatMap((path) => ['en', 'fr', 'ar'].map((lng) => `${PUBLIC_URL}${path}?lng=${lng}`));
    expect(locs.sort()).toEqual(expected.sort());
    for (const path of ['/help', '/faq', '/contact', '/terms', '/privacy', '/cookies', '/accessibility', '/sitemap', '/', '/login', '/register']) {
      expect(locs).toContain(`${PUBLIC_URL}${path}?lng=fr`);
    }

    const terms = entries.find((entry) => locOf(entry) === `${PUBLIC_URL}/terms?lng=ar`)!;
    const alternates = terms.children.filter((child) => child.name === 'xhtml:link').map((link) => link.attributes);
    expect(alternates).toEqual([
      { rel: 'alternate', hreflang: 'en', href: `${PUBLIC_URL}/terms?lng=en` },
      { rel: 'alternate', hreflang: 'fr', href: `${PUBLIC_URL}/terms?lng=fr` },
      { rel: 'alternate', hreflang: 'ar', href: `${PUBLIC_URL}/terms?lng=ar` },
      { rel: 'alternate', hreflang: 'x-default', href: `${PUBLIC_URL}/terms` },
    ]);
    for (const loc of locs) expect(PRIVATE_PATH_PREFIXES.some((prefix) => new URL(loc!).pathname.startsWith(prefix))).toBe(false);

    // Compressed for a crawler that accepts it.
    const gzipped = await t.app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(response.body);
  });

  it('/robots.txt allows the public pages, keeps crawlers out of the API and the signed-in areas, and names the sitemap', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of ['/api/', '/dashboard', '/bookings', '/settings', '/admin', '/company', '/payments', '/reset-password']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
    for (const path of PUBLIC_PATHS.filter((p) => p !== '/')) {
      expect(disallowed.some((prefix) => path.startsWith(prefix)), `${path} is disallowed`).toBe(false);
    }
  });

  it('the XML reader the sitemap test relies on refuses documents that are not well-formed', () => {
    expect(parseXml('<?xml version="1.0"?><a x="1"><b>t &amp; u</b><c/></a>').children.map((c) => c.name)).toEqual(['b', 'c']);
    for (const broken of ['<a><b></a>', '<a>x & y</a>', '<a x=1></a>', '<a x="1" x="2"></a>', '<a></a><b></b>', '<a>']) {
      expect(() => parseXml(broken), broken).toThrow(/XML/);
    }
  });
});
