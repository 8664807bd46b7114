import { z } from 'zod';
import { ZErrorEnvelopeSchema, zSuccessEnvelope } from '@pitchside/shared-api/contracts/envelope';

/** Success envelope value. */
export function ok<T>(data: T, message?: string): { success: true; data: T; message?: string } {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}

/** `response` map for a route: the success envelope plus the documented failure envelopes. */
export function responses<T extends z.ZodType, S extends number = never>(
  data: T,
  ...errorStatuses: S[]
): { 200: ReturnType<typeof zSuccessEnvelope<T>> } & Record<S, typeof ZErrorEnvelopeSchema> {
  const errors = Object.fromEntries(errorStatuses.map((status) => [status, ZErrorEnvelopeSchema])) as Record<S, typeof ZErrorEnvelopeSchema>;
  return { 200: zSuccessEnvelope(data), ...errors };
}

/** A 201 answer with the success envelope of `data`, plus the documented failures. */
export function createdResponses<T extends z.ZodType, S extends number>(data: T, ...errorStatuses: S[]) {
  const { 200: success, ...failures } = responses(data, ...errorStatuses);
  return { 201: success, ...failures };
}

export const ZNoDataSchema = z.null();
