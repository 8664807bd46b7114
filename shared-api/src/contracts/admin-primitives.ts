import { z } from 'zod';
import { ADMIN_MESSAGES } from './admin-constants.js';

// The building blocks of the admin contracts (admin.ts and its parts): counts, list pages and searches, reasons.

export const count = z.number().int().min(0);
export const page = z.coerce.number().int().min(1).default(1);
export const limit = z.coerce.number().int().min(1).max(100).default(20);
export const search = z.string().trim().max(100).optional();

/** A reason an admin gives for a suspension or a lock (kept in the audit trail and told to the person). */
export const ZAdminReasonSchema = z.string({ error: ADMIN_MESSAGES.reasonRequired }).trim()
  .min(3, ADMIN_MESSAGES.reasonRequired).max(500, ADMIN_MESSAGES.reasonRequired);
