/**
 * The front-end apps of the platform, written once. Everything that lists the remotes reads this file:
 * the builds (deploy/build/webpack.app.cjs), the artefact and registry scripts (deploy/scripts/assemble.mjs, publish-remote.mjs),
 * the workspace scripts (scripts/remote-dirs.mjs), lint (eslint.config.mjs), the vitest preset
 * (deploy/build/vitest-preset.ts), the development servers (scripts/dev.sh) and the shell–remote
 * contract types (remote-contract.ts) the shell's route table and every remote's `src/pages.ts` are
 * checked against. Plain data with erasable types only, so Node runs it as it is, from CommonJS too.
 */

/**
 * Version of the contract between the shell and a remote's `./pages` module. A remote carries the version
 * it was built against; the shell accepts remotes of its own major.
 */
export const REMOTE_CONTRACT_VERSION = '1.0.0';

export interface AppDefinition {
  /** Federation name (an identifier): the key of the registry (`remotes.json`) and of the route table. */
  name: string;
  /** The app's folder at the repository root; its package is `@pitchside/<dir>`. */
  dir: string;
  /** Port of its development server (`pnpm --filter @pitchside/<dir> dev`). */
  devPort: number;
}

export interface RemoteDefinition extends AppDefinition {
  /** Ids of the pages its exposed `./pages` module (`src/pages.ts`) holds, as the shell's route table names them. */
  pages: readonly string[];
}

/** The host. */
export const SHELL = { name: 'shell', dir: 'shell', devPort: 3000 } as const satisfies AppDefinition;

/** The remotes; adding one is one line here and its folder (README.md, "Adding a remote"). */
export const REMOTES = [
  { name: 'mf_auth', dir: 'mf-auth', devPort: 3001, pages: [
    'login', 'register', 'forgot-password', 'reset-password', 'verify-email', 'change-password', 'profile',
    // The information pages (contracts/site-pages.ts INFO_PAGES), each at `/<id>`.
    'help', 'faq', 'contact', 'terms', 'privacy', 'cookies', 'accessibility', 'sitemap',
  ] },
  { name: 'mf_customer', dir: 'mf-customer', devPort: 3002, pages: ['landing', 'dashboard', 'fields', 'field-details', 'bookings', 'booking-details'] },
  { name: 'mf_company', dir: 'mf-company', devPort: 3003, pages: ['company', 'field-editor', 'analytics', 'upgrade'] },
  { name: 'mf_payments', dir: 'mf-payments', devPort: 3004, pages: ['payments'] },
  { name: 'mf_admin', dir: 'mf-admin', devPort: 3005, pages: ['admin'] },
] as const satisfies readonly RemoteDefinition[];
