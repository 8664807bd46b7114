/** The Idempotency-Key header of the routes that create or move a booking or money (docs/adr/0019). */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BOOKING_ERROR_CODES as CODES, BOOKING_MESSAGES as M } from '@pitchside/shared-api/contracts/booking';
import { badRequest } from '../../lib/errors.js';

export const ZIdempotencyHeaders = z.object({ 'idempotency-key': z.string().min(1).max(255).optional() });

/** The request's key: required (400 IDEMPOTENCY_KEY_REQUIRED without it). */
export function idempotencyKey(request: FastifyRequest<{ Headers: z.infer<typeof ZIdempotencyHeaders> }>): string {
  const key = request.headers['idempotency-key'];
  if (!key) throw badRequest(M.idempotencyKeyRequired, CODES.idempotencyKeyRequired);
  return key;
}
