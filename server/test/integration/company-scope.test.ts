// A company route written with nothing but `config.company` (docs/adr/0029): the scope is resolved for it once
// per request — the caller's own company, or the one a super admin names — and it is documented like every
// other company route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { COMPANY_SCOPE_MESSAGES as M } from '@pitchside/shared-api/contracts/company-scope-constants';
import { ok, responses } from '../../src/lib/http.js';
import { companyOf } from '../../src/plugins/company-scope.js';
import { caller, newCompany, newEmployee, type CompanyAccount } from '../helpers/field-management.js';
import { DEMO, json, login, register, type Session } from '../helpers/http.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: CompanyAccount;
let rival: CompanyAccount;
let admin: Session;
let customer: Session;
let manager: Session;
let staff: Session;

const ZEcho = z.object({ companyId: z.string(), userId: z.string(), role: z.string() });

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      app.register(async (scoped) => {
        const echo = (request: Parameters<typeof companyOf>[0]) => {
          const { companyId, actor } = companyOf(request);
          return ok({ companyId, userId: actor.userId, role: actor.role });
        };
        scoped.get('/probe/owner', { config: { company: 'owner' }, schema: { summary: 'Owner probe', response: responses(ZEcho) } }, echo);
        scoped.get('/probe/staff', {
          config: { company: 'staff', permissions: ['VIEW_ANALYTICS'] },
          schema: { summary: 'Staff probe', querystring: z.object({ detail: z.string().optional() }), response: responses(ZEcho) },
        }, echo);
      }, { prefix: '/api/v1/companies' });
    },
  });
  call = caller(t);
  owner = await newCompany(t, `Scope Owner ${process.pid}`);
  rival = await newCompany(t, `Scope Rival ${process.pid}`);
  admin = await login(t.app, DEMO.admin);
  customer = await register(t.app);
  manager = await newEmployee(t, owner.companyId, 'manager');
  staff = await newEmployee(t, owner.companyId, 'staff');
});
afterAll(async () => { await t.close(); });

const echoOf = (response: Awaited<ReturnType<typeof call>>) => json<{ data: z.infer<typeof ZEcho> }>(response).data;

describe('a route declaring config.company', () => {
  it("acts on the owner's own company and refuses them another one", async () => {
    expect(echoOf(await call(owner, 'GET', '/companies/probe/owner'))).toEqual({ companyId: owner.companyId, userId: owner.userId, role: 'COMPANY_OWNER' });
    const other = await call(owner, 'GET', `/companies/probe/owner?companyId=${rival.companyId}`);
    expect(other.statusCode).toBe(403);
    expect(json(other).message).toBe(M.noPermission);
  });

  it("acts on an employee's employer where their permissions allow, and refuses them owner-only routes", async () => {
    expect(echoOf(await call(manager, 'GET', '/companies/probe/staff?detail=x'))).toMatchObject({ companyId: owner.companyId, role: 'EMPLOYEE' });
    expect((await call(staff, 'GET', '/companies/probe/staff')).statusCode).toBe(403);
    const ownerOnly = await call(manager, 'GET', '/companies/probe/owner');
    expect(ownerOnly.statusCode).toBe(403);
    expect(json(ownerOnly).message).toBe(M.noPermission);
  });

  it('makes a super admin name an existing company', async () => {
    const unnamed = await call(admin, 'GET', '/companies/probe/owner');
    expect(unnamed.statusCode).toBe(400);
    expect(json(unnamed)).toMatchObject({ message: M.companyIdRequired, errors: [{ field: 'companyId', message: M.companyIdRequired }] });
    expect((await call(admin, 'GET', '/companies/probe/owner?companyId=00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/companies/probe/staff?companyId=not-a-uuid')).statusCode).toBe(400);
    expect(echoOf(await call(admin, 'GET', `/companies/probe/staff?companyId=${rival.companyId}`))).toMatchObject({ companyId: rival.companyId, role: 'SUPER_ADMIN' });
  });

  it('refuses customers and anonymous callers', async () => {
    expect((await call(customer, 'GET', '/companies/probe/owner')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/companies/probe/owner')).statusCode).toBe(401);
  });

  it('is documented like every company route: tag, bearer security, companyId and the scope failures', async () => {
    const document = json<{ paths: Record<string, { get: {
      tags: string[]; security: unknown[]; description: string; parameters: { name: string; in: string }[]; responses: Record<string, unknown>;
    } }> }>(await t.app.inject({ url: '/api/v1/docs/json' }));
    const staffProbe = document.paths['/api/v1/companies/probe/staff']!.get;
    expect(staffProbe.tags).toEqual(['companies']);
    expect(staffProbe.security).toEqual([{ bearerAuth: [] }]);
    expect(staffProbe.parameters.filter((p) => p.in === 'query').map((p) => p.name).sort()).toEqual(['companyId', 'detail']);
    expect(Object.keys(staffProbe.responses).sort()).toEqual(['200', '400', '401', '403', '404']);
    expect(staffProbe.description).toMatch(/super admin names the company/);
  });
});
