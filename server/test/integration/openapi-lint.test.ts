import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypesOf } from '../client/generate-api-types.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const SERVER = fileURLToPath(new URL('../../', import.meta.url));
const REDOCLY = path.join(SERVER, 'node_modules/.bin/redocly');
const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

type Security = Record<string, string[]>[];
interface Operation { operationId?: string; summary?: string; security?: Security; tags?: string[] }
interface ApiDocument { paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>; tags?: { name: string }[] }
interface LintProblem { ruleId: string; severity: string; message: string; location: { pointer?: string }[] }

let t: TestApp;
let document: ApiDocument;
let tmp: string;

const operations = () => Object.entries(document.paths).flatMap(([url, item]) =>
  METHODS.flatMap((method) => (item[method] ? [{ method, url, operation: item[method] }] : [])));
const operation = (method: (typeof METHODS)[number], url: string): Operation => {
  const found = document.paths[url]?.[method];
  if (!found) throw new Error(`${method.toUpperCase()} ${url} is not documented`);
  return found;
};

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject('/api/v1/docs/json');
  expect(response.statusCode, response.body).toBe(200);
  document = response.json<ApiDocument>();
  tmp = mkdtempSync(path.join(tmpdir(), 'pitchside-openapi-'));
});
afterAll(async () => {
  rmSync(tmp, { recursive: true, force: true });
  await t.close();
});

describe('the OpenAPI document', () => {
  it('passes Redocly’s recommended rules (server/redocly.yaml) without an error or a warning', async () => {
    const file = path.join(tmp, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    // Redocly exits with 1 when it finds errors; its JSON report is on stdout either way.
    const { stdout } = await promisify(execFile)(
      REDOCLY, ['lint', '--config', path.join(SERVER, 'redocly.yaml'), file, '--format=json', '--max-problems=10000'],
      { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }, maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: LintProblem[] };
    const problems = report.problems.map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`);
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('names every operation with a unique camelCase operationId and a summary', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(200);
    const unnamed = all.filter(({ operation: o }) => !/^[a-z][a-zA-Z0-9]*$/.test(o.operationId ?? '') || !o.summary?.trim());
    expect(unnamed.map(({ method, url }) => `${method.toUpperCase()} ${url}`)).toEqual([]);
    const ids = all.map(({ operation: o }) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operation('post', '/api/v1/auth/login').operationId).toBe('login');
    expect(operation('post', '/api/v1/bookings').operationId).toBe('createBooking');
  });

  it('derives each operation’s security from the route config the server enforces', () => {
    expect(operation('get', '/api/v1/fields').security).toEqual([]);
    expect(operation('get', '/api/v1/fields/{id}/availability').security).toEqual([{}, { bearerAuth: [] }]);
    expect(operation('post', '/api/v1/bookings').security).toEqual([{ bearerAuth: [] }]);
    // A company route (config.company) and a role-only route (config.roles) need the token too.
    expect(operation('get', '/api/v1/companies/settings').security).toEqual([{ bearerAuth: [] }]);
    expect(operation('get', '/api/v1/admin/overview').security).toEqual([{ bearerAuth: [] }]);
    expect(operation('post', '/api/v1/auth/refresh').security).toEqual([{ refreshCookie: [] }]);
    expect(operations().filter(({ operation: o }) => !o.security).map(({ method, url }) => `${method} ${url}`)).toEqual([]);
  });

  it('refuses without a token every operation it documents as needing one, and no other', async () => {
    const wrong: string[] = [];
    for (const { method, url, operation: o } of operations()) {
      const needsToken = (o.security ?? []).length > 0 && (o.security ?? []).every((requirement) => 'bearerAuth' in requirement);
      // Any value fits a path parameter here: a refused request stops before the parameters are read.
      const concrete = url.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const response = await t.app.inject({ method: method.toUpperCase() as Uppercase<typeof method>, url: concrete });
      const refused = response.statusCode === 401;
      // The refresh route wants its cookie (its own scheme), whose absence is a 401 as well.
      if (needsToken !== refused && o.operationId !== 'refreshSession') wrong.push(`${method.toUpperCase()} ${url}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('names a prefix’s own route without the trailing slash, and the server answers both spellings', async () => {
    for (const url of ['/api/v1', '/api/v1/fields']) {
      expect(document.paths).toHaveProperty([url]);
      expect(document.paths).not.toHaveProperty([`${url}/`]);
      for (const served of [url, `${url}/`]) expect((await t.app.inject(served)).statusCode, served).toBe(200);
    }
    expect(Object.keys(document.paths).filter((url) => url.endsWith('/') || url.includes('*'))).toEqual([]);
  });

  it('declares every tag at the top level and references one error envelope', () => {
    const declared = new Set(document.tags?.map((tag) => tag.name));
    const used = new Set(operations().flatMap(({ operation: o }) => o.tags ?? []));
    expect([...used].filter((tag) => !declared.has(tag))).toEqual([]);
    const text = JSON.stringify(document.paths);
    expect(text.split('"#/components/schemas/ErrorEnvelope"').length - 1).toBeGreaterThan(500);
    // No failure envelope is inlined: `success: false` is written once, in the component.
    expect(text).not.toContain('"success":{"type":"boolean","const":false}');
    expect(JSON.stringify(document)).toContain('"success":{"type":"boolean","const":false}');
  });

  it('is what the checked-in client types were generated from (pnpm --dir server openapi:types)', async () => {
    const expected = await apiTypesOf(document);
    const stale = expected !== readFileSync(API_TYPES_FILE, 'utf8');
    expect(stale, `${path.relative(SERVER, API_TYPES_FILE)} is stale: run pnpm --dir server openapi:types`).toBe(false);
  });
});
