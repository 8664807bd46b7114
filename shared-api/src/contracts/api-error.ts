import { z } from 'zod';
import { ZValidationIssueSchema } from './envelope.js';

export { API_ERROR_CODES } from './error-codes.js';

/** The normalised error every failed call is turned into: message, status, code, details, errors. */
export const ZApiErrorSchema = z.object({
  message: z.string(),
  status: z.number().int(),
  code: z.string(),
  details: z.unknown().optional(),
  errors: z.array(ZValidationIssueSchema).optional(),
});
export type ApiError = z.infer<typeof ZApiErrorSchema>;
