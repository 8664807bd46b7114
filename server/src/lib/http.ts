import type { Readable } from 'node:stream';
import { z } from 'zod';
import { ZErrorEnvelopeSchema, zSuccessEnvelope } from '@pitchside/shared-api/contracts/envelope';

/** Success envelope value. */
export function ok<T>(data: T, message?: string): { success: true; data: T; message?: string } {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}

/** The failure envelope for each status, for a `response` map (the document references it as `ErrorEnvelope`). */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof ZErrorEnvelopeSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ZErrorEnvelopeSchema])) as Record<S, typeof ZErrorEnvelopeSchema>;
}

/** `response` map for a route: the success envelope plus the documented failure envelopes. */
export function responses<T extends z.ZodType, S extends number = never>(
  data: T,
  ...errorStatuses: S[]
): { 200: ReturnType<typeof zSuccessEnvelope<T>> } & Record<S, typeof ZErrorEnvelopeSchema> {
  return { 200: zSuccessEnvelope(data), ...errorResponses(...errorStatuses) };
}

/** A 201 answer with the success envelope of `data`, plus the documented failures. */
export function createdResponses<T extends z.ZodType, S extends number>(data: T, ...errorStatuses: S[]) {
  const { 200: success, ...failures } = responses(data, ...errorStatuses);
  return { 201: success, ...failures };
}

export const ZNoDataSchema = z.null();

/** A file in an answer: a Buffer or a stream here, a binary string in the document (never serialised by zod). */
export const ZBinarySchema = z.custom<Buffer | Readable>(() => true).meta({ type: 'string', format: 'binary' });

/** A named example of a request body, typed by the body's contract. */
export interface BodyExample<T extends z.ZodType> {
  summary: string;
  value: z.input<T>;
}

/**
 * The body contract with named examples for the API document (the `examples` of its media type); validation
 * is the contract's own. Redocly checks each example against the generated schema.
 */
export function withExamples<T extends z.ZodType>(body: T, examples: Record<string, BodyExample<T>>): T {
  return body.meta({ 'x-examples': examples });
}
