/**
 * The company scope of company routes, resolved once per request. A route declares `config.company`:
 * - `'owner'`: the company's owner (owner-only pages: settings, employees, plan…);
 * - `'staff'`: its owner or an active employee (the route's `permissions` say which ones);
 * and a super admin always names the company with `?companyId=` (docs/product/roles-and-permissions.md).
 * Before the handler runs, `request.company` holds the company and the actor; services receive that scope and
 * never look the company up again. The same routes share one documentation block, added here: tag, bearer
 * security, the `companyId` query parameter and the failures every company route can answer.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { ADMIN_ERROR_CODES, ADMIN_MESSAGES } from '@pitchside/shared-api/contracts/admin';
import { COMPANY_SCOPE_MESSAGES as M, ZCompanyScopeQuerySchema } from '@pitchside/shared-api/contracts/company-scope';
import { ZErrorEnvelopeSchema } from '@pitchside/shared-api/contracts/envelope';
import type { CompanyScope } from '../lib/actor.js';
import { forbidden, invalidField, notFound } from '../lib/errors.js';
import { actorOf } from './authentication.js';

export type CompanyAccess = 'owner' | 'staff';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A company route: who of the company may call it (a super admin names the company with `?companyId=`). */
    company?: CompanyAccess;
  }
  interface FastifyRequest {
    /** Set before the handler of a route declaring `config.company`. */
    company: CompanyScope | null;
  }
}

export interface CompanyLookups {
  /** True when the company exists in the tenant (a super admin naming one). */
  existsInTenant(companyId: string, tenantId: string): Promise<boolean>;
  /** Why a super admin suspended the company; null while it is active. */
  suspensionReason(companyId: string): Promise<string | null>;
}

/** The company scope of a route declaring `config.company` (resolved by the plugin below). */
export function companyOf(request: FastifyRequest): CompanyScope {
  if (!request.company) throw new Error(`${request.routeOptions.url} does not declare config.company`);
  return request.company;
}

const DESCRIPTION = {
  owner: "The company owner's own company; a super admin names the company with `companyId`. Employees and customers: 403.",
  staff: "The caller's own company (its owner, or an employee with the permission); a super admin names the company with `companyId`. Customers: 403.",
} as const;

/** The doc block shared by every company route, filled in where the route left it out. */
function documentCompanyRoute(route: RouteOptions, access: CompanyAccess): void {
  route.config = { ...route.config, auth: 'required' };
  const schema = (route.schema ??= {}) as Record<string, unknown>;
  schema.tags ??= ['companies'];
  schema.security ??= [{ bearerAuth: [] }];
  // Once: a GET route's HEAD twin is registered with the same schema object.
  const own = schema.description === undefined ? '' : String(schema.description);
  if (!own.startsWith(DESCRIPTION[access])) schema.description = own ? `${DESCRIPTION[access]} ${own}` : DESCRIPTION[access];
  const query = schema.querystring;
  if (!query) schema.querystring = ZCompanyScopeQuerySchema;
  else if (query instanceof z.ZodObject && !('companyId' in query.shape)) schema.querystring = query.extend(ZCompanyScopeQuerySchema.shape);
  const responses = schema.response as Record<number, unknown> | undefined;
  if (responses) for (const status of [400, 401, 403, 404]) responses[status] ??= ZErrorEnvelopeSchema;
}

async function resolve(request: FastifyRequest, access: CompanyAccess, lookups: CompanyLookups): Promise<CompanyScope> {
  const actor = actorOf(request);
  const requested = (request.query as { companyId?: string } | undefined)?.companyId;
  if (actor.role === 'SUPER_ADMIN') {
    if (!requested) throw invalidField('companyId', M.companyIdRequired);
    if (!(await lookups.existsInTenant(requested, actor.tenantId))) throw notFound(M.companyNotFound);
    return { companyId: requested, actor };
  }
  const allowed = actor.role === 'COMPANY_OWNER' || (access === 'staff' && actor.role === 'EMPLOYEE');
  if (!allowed || !actor.companyId || (requested !== undefined && requested !== actor.companyId)) throw forbidden(M.noPermission);
  await refuseSuspended(actor.companyId, lookups);
  return { companyId: actor.companyId, actor };
}

/** A suspension applies from the next request: the company's own staff are stopped, the super admin is not. */
async function refuseSuspended(companyId: string, lookups: CompanyLookups): Promise<void> {
  const suspended = await lookups.suspensionReason(companyId);
  if (suspended !== null) throw forbidden(ADMIN_MESSAGES.companySuspended(suspended), ADMIN_ERROR_CODES.companySuspended);
}

export const companyScopePlugin = fp<{ lookups: CompanyLookups }>(
  async (app: FastifyInstance, { lookups }) => {
    app.decorateRequest('company', null);
    app.addHook('onRoute', (route) => {
      const access = route.config?.company;
      if (access) documentCompanyRoute(route, access);
    });
    app.addHook('preHandler', async (request) => {
      const { company: access, permissions, anyPermission } = request.routeOptions.config;
      if (access) request.company = await resolve(request, access, lookups);
      // The company's other staff routes (a field's management, its schedules and photos) stop with it too.
      else if ((permissions || anyPermission) && request.auth?.companyId && request.auth.user.role !== 'SUPER_ADMIN') {
        await refuseSuspended(request.auth.companyId, lookups);
      }
    });
  },
  { name: 'company-scope', dependencies: ['authentication', 'authorisation'] },
);
