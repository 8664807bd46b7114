import { z } from 'zod';

// The company's activity log: every write in the company area, with who did it, what, to what and when,
// written in the transaction of the change. Read by the owner (or a super admin naming the company).

/** What an entry is about. */
export const ACTIVITY_TARGETS = ['field', 'booking', 'payment', 'employee', 'location', 'settings', 'integration', 'email_template', 'company'] as const;
export type ActivityTarget = (typeof ACTIVITY_TARGETS)[number];

/** Actions are `<target>.<verb>`, e.g. `booking.confirmed`, `field.published`, `payment.refunded`. */
export const ACTIVITY_ACTION_PATTERN = /^[a-z_]+\.[a-z_]+$/;

export const ACTIVITY_LOG_LIMITS = { pageSize: 10, maxPageSize: 100, exportRows: 10_000 } as const;

export const ACTIVITY_LOG_MESSAGES = {
  range: 'The start date must be on or before the end date',
} as const;

const isoDate = z.iso.date();

/** GET /companies/activity-logs: filters (all optional) and the page. */
export const ZActivityLogQuerySchema = z.object({
  companyId: z.uuid().optional(),
  actorId: z.uuid().optional(),
  action: z.string().regex(ACTIVITY_ACTION_PATTERN).optional(),
  targetType: z.enum(ACTIVITY_TARGETS).optional(),
  targetId: z.string().max(100).optional(),
  /** Days (UTC) from and to, inclusive. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** Part of the actor's name or of the target's label. */
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(ACTIVITY_LOG_LIMITS.maxPageSize).default(ACTIVITY_LOG_LIMITS.pageSize),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { message: ACTIVITY_LOG_MESSAGES.range, path: ['to'] });
export type ActivityLogQuery = Omit<z.input<typeof ZActivityLogQuerySchema>, 'page' | 'limit'> & { page?: number; limit?: number };
export type ActivityLogFilters = Omit<z.infer<typeof ZActivityLogQuerySchema>, 'page' | 'limit' | 'companyId'>;

export const ZActivityLogEntrySchema = z.object({
  id: z.uuid(),
  action: z.string(),
  targetType: z.enum(ACTIVITY_TARGETS),
  targetId: z.string().nullable(),
  /** The target's name as it was (a field's name, a booking's number…). */
  targetLabel: z.string().nullable(),
  actor: z.object({ id: z.uuid().nullable(), name: z.string() }),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime(),
});
export type ActivityLogEntry = z.infer<typeof ZActivityLogEntrySchema>;

export const ZActivityLogListSchema = z.object({
  logs: z.array(ZActivityLogEntrySchema),
  pagination: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int(), totalPages: z.number().int() }),
});
export type ActivityLogList = z.infer<typeof ZActivityLogListSchema>;

/** POST /companies/activity-logs/export: the same filters, as CSV. */
export const ZActivityLogExportSchema = z.object({
  format: z.literal('csv').default('csv'),
  filters: z.object({
    actorId: z.uuid().optional(),
    action: z.string().regex(ACTIVITY_ACTION_PATTERN).optional(),
    targetType: z.enum(ACTIVITY_TARGETS).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    search: z.string().trim().max(100).optional(),
  }).default({}),
});
export type ActivityLogExport = z.input<typeof ZActivityLogExportSchema>;
