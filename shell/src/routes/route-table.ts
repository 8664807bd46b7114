import type { Role } from '@pitchside/shared-api/contracts/session-user';
import type { PageId, RemoteName } from '@pitchside/shared-api/remote-contract';

/** Who may open a route (docs/product/routes-and-screens.md). */
export type Access =
  | { kind: 'open' }
  | { kind: 'public-only' }
  | { kind: 'signed-in' }
  /** Signed in, and reachable while a temporary password waits to be replaced (every other route sends here). */
  | { kind: 'password-change' }
  | { kind: 'roles'; roles: readonly Role[] };

/** A page of a remote, by the ids of shared-api/src/remotes.ts: `page` is one of `remote`'s page ids. */
export type RemoteTarget = { [R in RemoteName]: { remote: R; page: PageId<R> } }[RemoteName];

/** What renders a route: a page of a remote, or one of the shell's own pages. */
export type RouteTarget = RemoteTarget | { shell: 'notifications' | 'not-found' };

export interface RouteDefinition {
  /** React Router path; `/*` lets the remote own nested routes below its mount. */
  path: string;
  access: Access;
  target: RouteTarget;
  /** `bare` renders without the layout shell (sign in, sign up). */
  layout: 'shell' | 'bare';
  /** Public page the server sends already rendered to signed-out visitors (its markup does not depend on who asks). */
  serverRendered?: true;
}

const OPEN: Access = { kind: 'open' };
const PUBLIC_ONLY: Access = { kind: 'public-only' };
const SIGNED_IN: Access = { kind: 'signed-in' };
const STAFF: Access = { kind: 'roles', roles: ['COMPANY_OWNER', 'EMPLOYEE'] };
const MANAGEMENT: Access = { kind: 'roles', roles: ['COMPANY_OWNER', 'EMPLOYEE', 'SUPER_ADMIN'] };
const SUPER_ADMIN: Access = { kind: 'roles', roles: ['SUPER_ADMIN'] };

/** Where a user signed in with a temporary password is sent until they choose their own. */
export const CHANGE_PASSWORD_PATH = '/change-password';

/** `page('mf_auth', 'login')`; a page id its remote does not have is a type error. */
const page = <R extends RemoteName>(remote: R, id: PageId<R>): RouteTarget => ({ remote, page: id }) as RemoteTarget;

/**
 * The information pages of the footer, each at `/<id>`: the ids of contracts/site-pages.ts `INFO_PAGES`
 * (routes/public-pages.test.ts holds them to it). Written here rather than imported: that module would be a
 * module of its own in the first load of every page, for eight words.
 */
const INFO_PAGES = ['help', 'faq', 'contact', 'terms', 'privacy', 'cookies', 'accessibility', 'sitemap'] as const satisfies readonly PageId<'mf_auth'>[];

/** The platform's route table: every path of docs/product/routes-and-screens.md, its access rule and the page that renders it. */
export const ROUTES: readonly RouteDefinition[] = [
  { path: '/login', access: PUBLIC_ONLY, target: page('mf_auth', 'login'), layout: 'bare', serverRendered: true },
  { path: '/register', access: PUBLIC_ONLY, target: page('mf_auth', 'register'), layout: 'bare', serverRendered: true },
  { path: '/forgot-password', access: PUBLIC_ONLY, target: page('mf_auth', 'forgot-password'), layout: 'shell', serverRendered: true },
  { path: '/reset-password', access: PUBLIC_ONLY, target: page('mf_auth', 'reset-password'), layout: 'shell' },
  { path: '/verify-email', access: OPEN, target: page('mf_auth', 'verify-email'), layout: 'shell' },
  { path: CHANGE_PASSWORD_PATH, access: { kind: 'password-change' }, target: page('mf_auth', 'change-password'), layout: 'bare' },
  { path: '/', access: OPEN, target: page('mf_customer', 'landing'), layout: 'shell', serverRendered: true },
  { path: '/dashboard', access: SIGNED_IN, target: page('mf_customer', 'dashboard'), layout: 'shell' },
  { path: '/fields', access: SIGNED_IN, target: page('mf_customer', 'fields'), layout: 'shell' },
  { path: '/fields/new', access: STAFF, target: page('mf_company', 'field-editor'), layout: 'shell' },
  { path: '/fields/:fieldId/edit', access: STAFF, target: page('mf_company', 'field-editor'), layout: 'shell' },
  { path: '/fields/:id', access: SIGNED_IN, target: page('mf_customer', 'field-details'), layout: 'shell' },
  { path: '/fields/:id/book', access: SIGNED_IN, target: page('mf_customer', 'field-details'), layout: 'shell' },
  { path: '/bookings', access: SIGNED_IN, target: page('mf_customer', 'bookings'), layout: 'shell' },
  { path: '/bookings/:id', access: SIGNED_IN, target: page('mf_customer', 'booking-details'), layout: 'shell' },
  { path: '/profile', access: SIGNED_IN, target: page('mf_auth', 'profile'), layout: 'shell' },
  { path: '/settings', access: SIGNED_IN, target: page('mf_auth', 'profile'), layout: 'shell' },
  { path: '/analytics', access: MANAGEMENT, target: page('mf_company', 'analytics'), layout: 'shell' },
  { path: '/notifications', access: SIGNED_IN, target: { shell: 'notifications' }, layout: 'shell' },
  { path: '/payments', access: MANAGEMENT, target: page('mf_payments', 'payments'), layout: 'shell' },
  { path: '/admin/*', access: SUPER_ADMIN, target: page('mf_admin', 'admin'), layout: 'shell' },
  // Before `/company/*`: a customer opens it to create a company; owners and admins see the plan and billing there.
  { path: '/company/upgrade', access: SIGNED_IN, target: page('mf_company', 'upgrade'), layout: 'shell' },
  { path: '/company/*', access: MANAGEMENT, target: page('mf_company', 'company'), layout: 'shell' },
  ...INFO_PAGES.map((id): RouteDefinition => ({ path: `/${id}`, access: OPEN, target: page('mf_auth', id), layout: 'shell', serverRendered: true })),
  { path: '*', access: OPEN, target: { shell: 'not-found' }, layout: 'shell' },
];
