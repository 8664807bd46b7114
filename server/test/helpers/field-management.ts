import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Field, FieldCreate } from '@pitchside/shared-api/contracts/field';
import { EMPLOYEE_ROLE_PERMISSIONS, type EmployeeRole } from '../../src/modules/auth/permissions.js';
import { bearer, DEMO, json, login, register } from './http.js';
import type { TestApp } from './test-app.js';

/** Someone calling the API: a bearer token, or nobody. */
export type Caller = { accessToken: string } | null;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CompanyAccount { accessToken: string; userId: string; companyId: string }

/** A complete, valid POST /fields body; tests override what they look at. */
export function fieldBody(overrides: Partial<FieldCreate> = {}): FieldCreate {
  return {
    name: 'Riverside Pitch',
    sportType: 'football',
    surfaceType: 'artificial_turf',
    indoor: false,
    capacity: 22,
    address: '1 River Road',
    city: 'Springfield',
    country: 'US',
    latitude: 40.7,
    longitude: -74,
    basePricePerHour: 4000,
    currency: 'USD',
    ...overrides,
  };
}

export const weekday = (dayOfWeek: number, openTime = '09:00', closeTime = '17:00') =>
  ({ dayOfWeek, openTime, closeTime, slotDuration: 60, breakDuration: 0, isActive: true });

/** Calls under /api/v1 with an optional session. */
export function caller(t: TestApp) {
  return (who: Caller, method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: who ? bearer(who) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

export const dataOf = <T>(response: LightMyRequestResponse): T => json<{ data: T }>(response).data;

/** The demo owner of "Green Park Sports". */
export async function demoOwner(t: TestApp): Promise<CompanyAccount> {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: DEMO.owner });
  const { accessToken, user } = dataOf<{ accessToken: string; user: { id: string; companyId: string } }>(response);
  return { accessToken, userId: user.id, companyId: user.companyId };
}

/** A new company signed up through the API, with its owner's session. */
export async function newCompany(t: TestApp, name = `Rival ${Date.now()}`): Promise<CompanyAccount> {
  const owner = await register(t.app, { accountType: 'company', companyName: name });
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: owner.email, password: owner.password } });
  const { accessToken, user } = dataOf<{ accessToken: string; user: { id: string; companyId: string } }>(response);
  expect(user.companyId).toBeTruthy();
  return { accessToken, userId: user.id, companyId: user.companyId };
}

/** An employee of the company with a role's default permissions, signed in. */
export async function newEmployee(t: TestApp, companyId: string, role: EmployeeRole) {
  const account = await register(t.app);
  await t.database.pool.query(`UPDATE users SET role = 'EMPLOYEE' WHERE id = $1`, [account.userId]);
  await t.database.pool.query(
    'INSERT INTO employees (company_id, user_id, employee_role, permissions) VALUES ($1, $2, $3, $4)',
    [companyId, account.userId, role, EMPLOYEE_ROLE_PERMISSIONS[role]],
  );
  return login(t.app, { email: account.email, password: account.password });
}

/** Creates a field through the API (201) and answers it. */
export async function createField(t: TestApp, who: Caller, overrides: Partial<FieldCreate> = {}): Promise<Field> {
  const response = await caller(t)(who, 'POST', '/fields', fieldBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return dataOf<Field>(response);
}

/**
 * Puts a test company on a plan directly, for tests about something else than the plan's limits
 * (subscriptions.test.ts covers those through the API).
 */
export async function onPlan(t: TestApp, account: CompanyAccount, plan: 'basic' | 'premium' | 'enterprise'): Promise<void> {
  await t.database.pool.query('UPDATE companies SET subscription_plan = $2 WHERE id = $1', [account.companyId, plan]);
}
