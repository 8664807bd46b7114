import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export const DEMO = {
  admin: { email: 'admin@pitchside.test', password: 'Admin123!' },
  owner: { email: 'owner@pitchside.test', password: 'Owner123!' },
  employee: { email: 'employee@pitchside.test', password: 'Employee123!' },
  customer: { email: 'customer@pitchside.test', password: 'Customer123!' },
} as const;

export interface Session {
  accessToken: string;
  refreshCookie: string;
  userId: string;
}

/** The refresh token value set by a response, if any. */
export function refreshCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === 'pitchside_refresh');
  return cookie && cookie.value !== '' ? cookie.value : undefined;
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

export async function login(app: FastifyInstance, who: { email: string; password: string }): Promise<Session> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: who });
  expect(response.statusCode, response.body).toBe(200);
  const body = json<{ data: { accessToken: string; user: { id: string } } }>(response);
  return { accessToken: body.data.accessToken, refreshCookie: refreshCookieOf(response) ?? '', userId: body.data.user.id };
}

export function bearer(session: { accessToken: string }): Record<string, string> {
  return { authorization: `Bearer ${session.accessToken}` };
}

let counter = 0;
/** A valid sign-up body with a unique address. */
export function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    firstName: 'Test',
    lastName: 'User',
    email: `user${Date.now()}${counter}@example.com`,
    phone: '+44 20 7946 0958',
    password: 'Str0ngPass',
    confirmPassword: 'Str0ngPass',
    acceptTerms: true,
    ...overrides,
  };
}

export async function register(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body });
  expect(response.statusCode, response.body).toBe(201);
  const data = json<{ data: { accessToken: string; user: { id: string; email: string } } }>(response).data;
  return { ...data, refreshCookie: refreshCookieOf(response) ?? '', userId: data.user.id, email: data.user.email, password: String(body.password) };
}
