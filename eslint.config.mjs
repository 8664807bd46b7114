// Lint for the whole workspace. Besides code rules, it enforces the dependency direction of the
// architecture (docs/architecture.md): contracts ← shared-ui, shared-api/client ← remotes ← shell; server →
// contracts only. No remote imports another remote or the shell; contracts import no React, Redux or Node.
// Inside an app, features never import each other; inside the server, modules import only earlier rows
// (eslint-rules/boundaries.mjs). Hooks follow their rules, and promises are awaited or explicitly let go.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from './eslint-rules/boundaries.mjs';
import { REMOTES as REMOTE_APPS } from './shared-api/src/remotes.ts';

const REMOTES = REMOTE_APPS.map((remote) => remote.dir);
const pkg = (name) => [`@pitchside/${name}`, `@pitchside/${name}/*`];
const relativeInto = (dir) => [`../${dir}/*`, `../../${dir}/*`, `../../../${dir}/*`, `../../../../${dir}/*`];

/**
 * Reached only through shared facades (@pitchside/shared-ui/router, /styled, /translation, /trans,
 * @pitchside/shared-api/client/*): they are bundled once, in the shell; importing one directly from an
 * app would load a second copy (docs/adr/0010).
 */
const LIBRARIES_BEHIND_FACADES = [
  'react-router', 'react-router/*', '@reduxjs/toolkit', '@reduxjs/toolkit/*', 'redux', 'react-redux', 'styled-components',
  'react-i18next', 'react-i18next/*',
];

const FACADE_MESSAGE =
  'Use the shared facade (@pitchside/shared-ui/router, /styled, /translation, /trans, @pitchside/shared-api/client/*): a direct import loads a second copy.';

/**
 * The server's modules by row: a module imports only modules of earlier rows (docs/adr/0029). A new module
 * goes in the row after the last one it needs.
 */
const SERVER_MODULE_LAYERS = [
  ['users', 'mail', 'files', 'jobs', 'activity', 'plans', 'idempotency', 'health', 'crawlers'],
  ['companies', 'fields', 'geocoding', 'dev', 'contact'],
  ['auth', 'bookings'],
  ['account', 'employees', 'notifications', 'integrations', 'payments', 'customer-home'],
  ['subscriptions', 'analytics', 'company-data'],
  ['platform', 'admin'],
  ['announcements'],
  ['promotions'],
];

const SERVER_RULE = {
  group: [...REMOTES.flatMap((r) => pkg(r)), ...pkg('shell'), ...pkg('shared-ui'), '@pitchside/shared-api/client/*', 'react', 'react-dom', '@reduxjs/*'],
  message: 'The server depends only on shared-api contracts.',
};

/** Apps whose `src/features/<name>/` folders may not import each other. */
const FEATURE_ROOTS = ['shell', ...REMOTES].map((app) => `${app}/src/features`);

/** no-restricted-imports for `files`, forbidding the given packages/folders; apps also get the facade rule. */
function forbid(files, patterns, message, { app = false } = {}) {
  const groups = [{ group: patterns, message }];
  if (app) groups.push({ group: LIBRARIES_BEHIND_FACADES, message: FACADE_MESSAGE });
  return { files, rules: { 'no-restricted-imports': ['error', { patterns: groups }] } };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**', '**/dist/**', 'deploy/out/**', '.toolchain/**', '.data/**', '.results/**',
      '**/test-results/**', '**/playwright-report/**', 'coverage/**',
      // Generated from the OpenAPI document (pnpm --dir server openapi:types); a test keeps it current.
      'server/test/client/api-types.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': true, 'ts-nocheck': true, 'ts-expect-error': 'allow-with-description' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    // Hooks called by the rules of hooks, with every dependency named.
    files: ['**/*.tsx', '**/use-*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // A promise is awaited, returned or explicitly let go; none is handed where a void callback is expected.
    // These rules read types: each package's tsconfig.json is found by the project service.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.d.ts', '*.ts', 'deploy/build/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  { files: ['**/*.mjs', 'scripts/**', 'deploy/scripts/**', 'e2e/scripts/**', '**/bench/**'], rules: { 'no-console': 'off' } },
  ...REMOTES.map((remote) =>
    forbid(
      [`${remote}/**/*.{ts,tsx}`],
      [
        ...REMOTES.filter((r) => r !== remote).flatMap((r) => [...pkg(r), ...relativeInto(r)]),
        ...pkg('shell'), ...relativeInto('shell'), ...pkg('server'), ...relativeInto('server'),
      ],
      'A remote may import only shared-ui and shared-api; other remotes and the shell are reached through the route table and the URL.',
      { app: true },
    ),
  ),
  forbid(
    ['shell/**/*.{ts,tsx}'],
    [
...REMOTES.flatMap((r) => [...pkg(r), ...relativeInto(r)]), ...pkg('server'), ...relativeInto('server')],
    'The shell loads remotes at runtime through the registry; it never imports their code.',
    { app: true },
  ),
  forbid(
    ['shared-ui/**/*.{ts,tsx}', 'shared-api/**/*.{ts,tsx}'],
    [...REMOTES.flatMap((r) => [...pkg(r), ...relativeInto(r)]), ...pkg('shell'), ...relativeInto('shell'), ...pkg('server'), ...relativeInto('server')],
    'Shared packages never depend on apps.',
  ),
  forbid(
    ['shared-api/src/contracts/**/*.ts'],
    ['react', 'react/*', 'react-dom', 'react-dom/*', 'redux', '@reduxjs/*', 'react-redux', 'node:*', 'fs', 'path', 'crypto', '../client/*', '@pitchside/*'],
    'Contracts are pure TypeScript + zod: no React, Redux or Node.',
  ),
  forbid(['server/**/*.ts'], SERVER_RULE.group, SERVER_RULE.message),
  {
    // Inner boundaries, checked by resolved path: features of an app, rows of the server's modules.
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: {
      'boundaries/feature-boundaries': ['error', { roots: FEATURE_ROOTS }],
      'boundaries/module-layers': ['error', { root: 'server/src/modules', layers: SERVER_MODULE_LAYERS }],
    },
  },
);
