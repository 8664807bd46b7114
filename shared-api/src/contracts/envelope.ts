import { z } from 'zod';

/** Success envelope of every API answer: `{ success: true, data, message? }`. */
export const zSuccessEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

/** One field-level validation problem, as listed in a 400 answer's `errors` array. */
export const ZValidationIssueSchema = z.object({
  field: z.string().optional(),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof ZValidationIssueSchema>;

/** Failure envelope: `{ success: false, message, code, details?, errors? }`. */
export const ZErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
  errors: z.array(ZValidationIssueSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof ZErrorEnvelopeSchema>;
