import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedRefreshToken } from './refresh-token.service.js';

export const REFRESH_COOKIE = 'pitchside_refresh';
/** Sent only to the auth endpoints that need it (refresh, logout, password change). */
export const REFRESH_COOKIE_PATH = '/api/v1/auth';

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE];
  return value && value.length <= 200 ? value : undefined;
}

export function setRefreshCookie(reply: FastifyReply, issued: IssuedRefreshToken, secure: boolean): void {
  reply.setCookie(REFRESH_COOKIE, issued.token, {
    httpOnly: true, sameSite: 'strict', secure, path: REFRESH_COOKIE_PATH, expires: issued.expiresAt,
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: REFRESH_COOKIE_PATH });
}
