import { z } from 'zod';

// GET /companies/health: is the company set up to take bookings, and does anything need a look? Each check
// has a stable id (the client words it) and, where it counts things, how many.

export const HEALTH_CHECKS = [
  /** At least one published, active field customers can book. */
  'bookable_fields',
  /** Published fields without an active opening schedule (nothing to book on them). */
  'fields_without_schedule',
  /** Paid bookings waiting more than a day for a manager's confirmation. */
  'stale_confirmations',
  /** Webhook deliveries that failed for good in the last 7 days. */
  'failed_webhooks',
] as const;
export type HealthCheckId = (typeof HEALTH_CHECKS)[number];

export const ZHealthCheckSchema = z.object({
  id: z.enum(HEALTH_CHECKS),
  status: z.enum(['ok', 'warning']),
  count: z.number().int(),
  /** Where to fix it. */
  actionUrl: z.string().nullable(),
});
export type HealthCheck = z.infer<typeof ZHealthCheckSchema>;

export const ZCompanyHealthSchema = z.object({
  status: z.enum(['healthy', 'attention']),
  checkedAt: z.iso.datetime(),
  checks: z.array(ZHealthCheckSchema),
});
export type CompanyHealth = z.infer<typeof ZCompanyHealthSchema>;
