/**
 * The OpenAPI 3.1 document, generated from the routes' zod contracts: UI at /api/v1/docs, JSON at
 * /api/v1/docs/json. Other programs generate clients from it, so it stays valid under Redocly's
 * `recommended` rules (server/redocly.yaml, test/integration/openapi-lint.test.ts). Each route names itself
 * where it is declared (`schema.operationId`, `schema.summary`); what every route shares is added here:
 * - its security, read from the same route config that authentication.ts, authorisation.ts and
 *   company-scope.ts enforce, so the document cannot claim another access rule than the server applies;
 * - the failure any route can answer (400 for a request the server cannot read), and every failure
 *   pointing at one `ErrorEnvelope` component;
 * - paths as clients call them: `/api/v1/fields` rather than the `/api/v1/fields/` Fastify also serves,
 *   and a wildcard (`/files/serve/*`) as a `{path}` parameter.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyContextConfig, FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';
import { jsonSchemaTransform as zodTransform, jsonSchemaTransformObject as zodTransformObject } from 'fastify-type-provider-zod';
import { ZErrorEnvelopeSchema, ZValidationIssueSchema } from '@pitchside/shared-api/contracts/envelope';

export const DOCS_PREFIX = '/api/v1/docs';

/** Tags of the operations; every tag a route uses is declared here (redocly.yaml: operation-tag-defined). */
const TAGS = [
  { name: 'health', description: 'Liveness, readiness and the identity of the API.' },
  { name: 'auth', description: 'Sign-in, registration, session refresh, password reset, e-mail verification and two-factor authentication.' },
  { name: 'profile', description: "The signed-in user's own profile, picture and password." },
  { name: 'notifications', description: 'The notification bell, its live stream and preferences, and the unsubscribe links of e-mails.' },
  { name: 'companies', description: 'A company\'s settings, profile, locations, integrations, e-mail templates, activity, figures and data: its owner, its staff with the permission, or a super admin naming it with `companyId`.' },
  { name: 'employees', description: "A company's employees, roles, schedules, shifts and availability." },
  { name: 'subscription', description: "The plans offered, and a company's plan, cards and invoices." },
  { name: 'fields', description: 'Field search and availability (public), and the management of fields, images, schedules, pricing rules and blocks.' },
  { name: 'bookings', description: "The customer's holds, bookings, payments, receipts and calendar." },
  { name: 'promotions', description: "A company's promotion codes and their announcement, and the price of a booking with a code." },
  { name: 'home', description: "The signed-in player's home page: figures, goals and the weather of the next game." },
  { name: 'company bookings', description: "A company's bookings (confirm, decline, cancel) and the check-in at the field." },
  { name: 'payments', description: 'Payments, refunds, receipts and saved cards.' },
  { name: 'files', description: 'Uploaded files, served publicly.' },
  { name: 'platform', description: "The platform's public figures, map and settings, and the contact form." },
  { name: 'admin', description: "The super admin's area: companies, accounts, figures, settings, releases and announcements." },
  { name: 'geocoding', description: 'Places by name, for the address fields.' },
  { name: 'dev', description: 'Development helpers (not registered in production).' },
];

/**
 * Schemas published once under `components/schemas` and referenced by `$ref` wherever a route uses them.
 * The zod transform reads ids from zod's global registry, where the contracts' other metadata (descriptions,
 * formats, examples) lives too.
 */
z.globalRegistry.add(ZErrorEnvelopeSchema, { id: 'ErrorEnvelope' });
z.globalRegistry.add(ZValidationIssueSchema, { id: 'ValidationIssue' });

type SecurityRequirement = Record<string, readonly string[]>;
type BearerUse = 'required' | 'optional' | 'none';

/**
 * Whether a route wants the bearer token, from its config: `auth: 'required'`, or any rule that needs the
 * caller (roles, permissions, a verified e-mail, a company scope) makes it required; `auth: 'optional'`
 * reads a token when one is sent.
 */
function bearerUse(config: FastifyContextConfig | undefined): BearerUse {
  const { auth, roles, permissions, anyPermission, requireVerifiedEmail, company } = config ?? {};
  if (auth === 'required' || roles || permissions || anyPermission || requireVerifiedEmail || company) return 'required';
  return auth === 'optional' ? 'optional' : 'none';
}

const SECURITY: Record<BearerUse, SecurityRequirement[]> = {
  required: [{ bearerAuth: [] }],
  // The empty requirement is OpenAPI's "or no credentials at all".
  optional: [{}, { bearerAuth: [] }],
  none: [],
};

/**
 * The route's security: derived from its config, or the one it declares to name another scheme (the
 * refresh cookie). A declared one that disagrees with the config about the bearer token is a mistake.
 */
function securityOf(route: RouteOptions, declared: readonly SecurityRequirement[] | undefined): readonly SecurityRequirement[] {
  const derived = bearerUse(route.config);
  if (!declared) return SECURITY[derived];
  const bearer = declared.map((requirement) => 'bearerAuth' in requirement);
  const stated: BearerUse = bearer.length > 0 && bearer.every(Boolean) ? 'required' : bearer.some(Boolean) ? 'optional' : 'none';
  if (stated !== derived) {
    throw new Error(`${String(route.method)} ${route.url}: schema.security makes the bearer token ${stated}, the route's config ${derived}`);
  }
  return declared;
}

const FAILURES: Record<number, string> = {
  400: 'The request is invalid (`VALIDATION_ERROR` lists the fields), or the server cannot read it',
  401: 'No valid access token',
  402: 'The payment was refused',
  403: 'The caller may not do this',
  404: 'Not found, or not visible to the caller',
  409: 'The request conflicts with the current state',
  413: 'The upload is too large',
  415: 'The upload is of a type the route does not take',
  422: 'The request is understood but breaks a rule',
  423: 'The account is locked',
  429: 'Too many requests: wait for `Retry-After` seconds',
  500: 'An unexpected failure (logged; no detail is given)',
  502: 'A service the route depends on failed',
  503: 'The service is unavailable',
};

/**
 * The route's answers with the failure every route can give: 400 for a request the server cannot read (an
 * unparsable URL, a NUL character in the query: plugins/input-hygiene.ts). The route's own map is not changed.
 */
function withSharedFailures(response: unknown): unknown {
  if (!response || typeof response !== 'object') return response;
  return { 400: ZErrorEnvelopeSchema, ...response };
}

const WILDCARD_PARAMS = {
  type: 'object',
  properties: { path: { type: 'string', description: 'The path below this one; it may contain `/`.' } },
  required: ['path'],
};

const transform: SwaggerTransform = (input) => {
  const { schema, route } = input;
  if (!schema || schema.hide) return zodTransform(input);
  const documented = { ...schema, security: securityOf(route, schema.security), response: withSharedFailures(schema.response) };
  const { schema: transformed } = zodTransform({ ...input, schema: documented });
  let url = input.url;
  if (url.length > 1 && url.endsWith('/')) url = url.slice(0, -1);
  if (url.endsWith('/*')) {
    url = `${url.slice(0, -1)}{path}`;
    transformed.params = WILDCARD_PARAMS;
  }
  return { schema: transformed, url };
};

/** @fastify/swagger's description of an answer whose schema gives none. */
const PLACEHOLDER_DESCRIPTION = 'Default Response';

type Responses = Record<string, { description?: string }>;

/** Each answer without a description of its own gets its status's. */
function describeAnswers(paths: Record<string, Record<string, { responses?: Responses } | undefined>>): void {
  for (const operation of Object.values(paths).flatMap((item) => Object.values(item))) {
    for (const [status, answer] of Object.entries(operation?.responses ?? {})) {
      if (answer.description === PLACEHOLDER_DESCRIPTION) answer.description = FAILURES[Number(status)] ?? STATUS_CODES[Number(status)] ?? status;
    }
  }
}

/**
 * Component schemas no operation uses are left out: each registered schema is generated for input and for
 * output (`ErrorEnvelopeInput`), and only answers use the error envelope.
 */
function dropUnused(document: object, schemas: Record<string, unknown>): void {
  for (let removed = true; removed;) {
    removed = false;
    for (const name of Object.keys(schemas)) {
      const own = schemas[name];
      const elsewhere = JSON.stringify(document, (key, value: unknown) => (key === name && value === own ? undefined : value));
      if (!elsewhere.includes(`"#/components/schemas/${name}"`)) {
        delete schemas[name];
        removed = true;
      }
    }
  }
}

/** The library adds the registered schemas; the document and its `schemas` are new objects, changed in place. */
const transformObject: SwaggerTransformObject = (input) => {
  const document = zodTransformObject(input);
  if (!('components' in document)) return document;
  if (document.paths) describeAnswers(document.paths as Parameters<typeof describeAnswers>[0]);
  if (document.components?.schemas) dropUnused(document, document.components.schemas);
  return document;
};

export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Pitchside API',
          version: '1.0.0',
          description: 'Sports-field reservation platform API. Answers use one envelope: `{ success: true, data, message? }` '
            + 'or `{ success: false, message, code, details?, errors? }` (`ErrorEnvelope`).',
        },
        // Relative: the document describes whichever host serves it.
        servers: [{ url: '/', description: 'The server that serves this document' }],
        tags: TAGS,
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token answered by sign-in, registration and refresh (15 minutes by default)' },
            refreshCookie: { type: 'apiKey', in: 'cookie', name: 'pitchside_refresh', description: 'The refresh token, set by sign-in and rotated by each refresh' },
          },
        },
      },
      transform,
      transformObject,
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: false });
  },
  { name: 'openapi' },
);
