// The interface texts the journeys look for, read from the apps' own translation files, so one test
// finds the same control in English and in Arabic by its accessible name.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './platform';

export const LANGUAGES = ['en', 'ar'] as const;
export type Lng = (typeof LANGUAGES)[number] | 'fr';

type Tree = { [key: string]: string | Tree };

/** mf-auth's information pages (/help, /faq, …) have a namespace each. */
const infoPage = (page: string) => (lng: Lng) => join(REPO_ROOT, 'mf-auth/src/features/public-pages/texts', page, `${lng}.json`);

/** Where each namespace's texts live. */
const NAMESPACE_FILES = {
  /** The shell's texts, with its e-mail verification and notification texts (namespaces of their own, read as one here). */
  shell: (lng: Lng) => ['', 'verification', 'notifications'].map((part) => join(REPO_ROOT, 'shell/src/locales', part, `${lng}.json`)),
  /** The installable app's texts (install and update offers), loaded after the page is interactive. */
  shellApp: (lng: Lng) => join(REPO_ROOT, 'shell/src/locales/app', `${lng}.json`),
  ui: (lng: Lng) => join(REPO_ROOT, 'shared-ui/src/locales', `${lng}.json`),
  auth: (lng: Lng) => join(REPO_ROOT, 'mf-auth/src/locales', `${lng}.json`),
  customer: (lng: Lng) => join(REPO_ROOT, 'mf-customer/src/locales', `${lng}.json`),
  /** mf-customer's field list, and a field's page with its booking wizard, have a namespace each (read as one here). */
  customerFields: (lng: Lng) => ['fields', 'field-details'].map((part) => join(REPO_ROOT, 'mf-customer/src/locales', part, `${lng}.json`)),
  /** … and so have its booking pages (my bookings, a booking's pass). */
  customerBookings: (lng: Lng) => join(REPO_ROOT, 'mf-customer/src/locales/bookings', `${lng}.json`),
  /** mf-customer's home page (`/dashboard`) has a namespace of its own. */
  customerDashboard: (lng: Lng) => join(REPO_ROOT, 'mf-customer/src/locales/dashboard', `${lng}.json`),
  /** mf-company's texts: a common part and a section per page (mf-company/src/locales/sections.ts), all one namespace. */
  company: (lng: Lng) => [
    join(REPO_ROOT, 'mf-company/src/locales', `${lng}.json`),
    ...readdirSync(join(REPO_ROOT, 'mf-company/src/locales/sections')).map((section) => join(REPO_ROOT, 'mf-company/src/locales/sections', section, `${lng}.json`)),
  ],
  payments: (lng: Lng) => join(REPO_ROOT, 'mf-payments/src/locales', `${lng}.json`),
  admin: (lng: Lng) => join(REPO_ROOT, 'mf-admin/src/locales', `${lng}.json`),
  infoHelp: infoPage('help'),
  infoFaq: infoPage('faq'),
  infoContact: infoPage('contact'),
  infoTerms: infoPage('terms'),
  infoPrivacy: infoPage('privacy'),
  infoCookies: infoPage('cookies'),
  infoAccessibility: infoPage('accessibility'),
  infoSitemap: infoPage('sitemap'),
} as const;
export type Namespace = keyof typeof NAMESPACE_FILES;

const cache = new Map<string, Tree>();

/** `into` with `from`'s keys added, nested objects merged. */
function merge(into: Tree, from: Tree): Tree {
  const out: Tree = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const existing = out[key];
    out[key] = typeof value === 'object' && typeof existing === 'object' ? merge(existing, value) : value;
  }
  return out;
}

function load(ns: Namespace, lng: Lng): Tree {
  const files = [NAMESPACE_FILES[ns](lng)].flat();
  const key = `${ns}/${lng}`;
  let tree = cache.get(key);
  if (!tree) {
    const missing = files.find((file) => !existsSync(file));
    if (missing) throw new Error(`No ${ns} texts for ${lng} (${missing})`);
    // Parts of one namespace hold different keys (the shell's bell and its panel's texts share `notifications`).
    tree = files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as Tree).reduce(merge, {});
    cache.set(key, tree);
  }
  return tree;
}

/** A text by dotted key, with `{{name}}` placeholders filled; throws when the key is missing. */
export function text(ns: Namespace, lng: Lng, key: string, vars: Record<string, string> = {}): string {
  let node: string | Tree | undefined = load(ns, lng);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`Missing text ${ns}:${key} in ${lng}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => vars[name] ?? `{{${name}}}`);
}

/** Shell text (the namespace of the top bar, sidebar, guards, not-found page, remote fallback). */
export const shellText = (lng: Lng, key: string, vars?: Record<string, string>) => text('shell', lng, key, vars);

/** The installable app's texts (`shell-app` namespace: install and update offers). */
export const appText = (lng: Lng, key: string, vars?: Record<string, string>) => text('shellApp', lng, key, vars);

/** mf-auth text (sign-in, sign-up, password reset, verification, profile). */
export const authText = (lng: Lng, key: string, vars?: Record<string, string>) => text('auth', lng, key, vars);

/** mf-customer text (landing). */
export const customerText = (lng: Lng, key: string, vars?: Record<string, string>) => text('customer', lng, key, vars);

/** mf-customer text of the field pages (`fields.*` browse, `fieldDetails.*` details). */
export const customerFieldsText = (lng: Lng, key: string, vars?: Record<string, string>) => text('customerFields', lng, key, vars);

/** mf-customer text of the home page (`customer-dashboard` namespace: `dashboard.*`). */
export const customerDashboardText = (lng: Lng, key: string, vars?: Record<string, string>) => text('customerDashboard', lng, key, vars);

/** mf-customer text of the booking pages (`customer-bookings` namespace). */
export const customerBookingsText = (lng: Lng, key: string, vars?: Record<string, string>) => text('customerBookings', lng, key, vars);

/** mf-company text (company fields, field editor, scheduling, employees). */
export const companyText = (lng: Lng, key: string, vars?: Record<string, string>) => text('company', lng, key, vars);

/** A text of the payments remote (`payments` namespace). */
export const paymentsText = (lng: Lng, key: string, vars?: Record<string, string>) => text('payments', lng, key, vars);

/** A text of the admin remote (`admin` namespace). */
export const adminText = (lng: Lng, key: string, vars?: Record<string, string>) => text('admin', lng, key, vars);

/** A RegExp for a text whose `{{placeholders}}` may be anything (e.g. "Account menu for {{name}}"). */
export function textPattern(ns: Namespace, lng: Lng, key: string): RegExp {
  const raw = text(ns, lng, key);
  const parts = raw.split(/\{\{\s*\w+\s*\}\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`);
}
