import { z } from 'zod';
import { ZPaginationSchema } from './field.js';
import { UNSUBSCRIBE_ERROR_CODES, UNSUBSCRIBE_MESSAGES } from './unsubscribe.js';

// Announcements and newsletters a super admin sends (POST /api/v1/admin/announcements, SUPER_ADMIN only),
// their history with delivery counts. The newsletter's one-click unsubscribe is in ./unsubscribe.ts.
// Delivery: docs/product/emails.md#announcements-and-newsletters.

/** `system`: a notice about the service, to everyone in the audience. `newsletter`: by e-mail only with consent. */
export const ANNOUNCEMENT_KINDS = ['system', 'newsletter'] as const;
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];

/** Who receives it: every account, customers, the staff (owners and employees) of every company, or one company's. */
export const ANNOUNCEMENT_AUDIENCES = ['all', 'customers', 'company_staff', 'company'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

export const ANNOUNCEMENT_CHANNELS = ['in_app', 'email'] as const;
export type AnnouncementChannel = (typeof ANNOUNCEMENT_CHANNELS)[number];

export const ANNOUNCEMENT_LIMITS = { title: 150, message: 5000 } as const;

export const ANNOUNCEMENT_MESSAGES = {
  titleRequired: `Enter a title (1 to ${ANNOUNCEMENT_LIMITS.title} characters)`,
  messageRequired: `Enter a message (1 to ${ANNOUNCEMENT_LIMITS.message} characters)`,
  companyRequired: 'Choose the company whose staff receive it',
  companyNotAllowed: 'A company is named only when the audience is one company',
  channelRequired: 'Choose at least one channel',
  channelTwice: 'Each channel may be chosen once',
  companyNotFound: 'Company not found',
  sent: 'The announcement is on its way',
  invalidUnsubscribeLink: UNSUBSCRIBE_MESSAGES.invalidLink,
  unsubscribed: UNSUBSCRIBE_MESSAGES.unsubscribed.newsletter,
} as const;

export const ANNOUNCEMENT_ERROR_CODES = {
  invalidUnsubscribeLink: UNSUBSCRIBE_ERROR_CODES.invalidLink,
} as const;

const count = z.number().int().min(0);

/** POST /admin/announcements (with an Idempotency-Key header). */
export const ZAnnouncementCreateSchema = z.object({
  kind: z.enum(ANNOUNCEMENT_KINDS),
  title: z.string({ error: ANNOUNCEMENT_MESSAGES.titleRequired }).trim()
    .min(1, ANNOUNCEMENT_MESSAGES.titleRequired).max(ANNOUNCEMENT_LIMITS.title, ANNOUNCEMENT_MESSAGES.titleRequired),
  message: z.string({ error: ANNOUNCEMENT_MESSAGES.messageRequired }).trim()
    .min(1, ANNOUNCEMENT_MESSAGES.messageRequired).max(ANNOUNCEMENT_LIMITS.message, ANNOUNCEMENT_MESSAGES.messageRequired),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  /** Required when the audience is `company`, refused otherwise. */
  companyId: z.uuid().optional(),
  channels: z.array(z.enum(ANNOUNCEMENT_CHANNELS), { error: ANNOUNCEMENT_MESSAGES.channelRequired })
    .min(1, ANNOUNCEMENT_MESSAGES.channelRequired).max(ANNOUNCEMENT_CHANNELS.length, ANNOUNCEMENT_MESSAGES.channelTwice),
}).superRefine((value, context) => {
  if (value.audience === 'company' && !value.companyId) {
    context.addIssue({ code: 'custom', message: ANNOUNCEMENT_MESSAGES.companyRequired, path: ['companyId'] });
  }
  if (value.audience !== 'company' && value.companyId !== undefined) {
    context.addIssue({ code: 'custom', message: ANNOUNCEMENT_MESSAGES.companyNotAllowed, path: ['companyId'] });
  }
  if (new Set(value.channels).size !== value.channels.length) {
    context.addIssue({ code: 'custom', message: ANNOUNCEMENT_MESSAGES.channelTwice, path: ['channels'] });
  }
});
export type AnnouncementCreate = z.input<typeof ZAnnouncementCreateSchema>;
/** The request as the server reads it (texts trimmed). */
export type AnnouncementDraft = z.infer<typeof ZAnnouncementCreateSchema>;

/** The 202 answer: the announcement's id and the number of accounts in its audience. */
export const ZAnnouncementCreatedSchema = z.object({ id: z.uuid(), recipients: count });
export type AnnouncementCreated = z.infer<typeof ZAnnouncementCreatedSchema>;

export const ZAnnouncementListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AnnouncementListQuery = { page?: number; limit?: number };

export const ZAnnouncementSchema = z.object({
  id: z.uuid(),
  kind: z.enum(ANNOUNCEMENT_KINDS),
  title: z.string(),
  message: z.string(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  companyId: z.uuid().nullable(),
  /** The company's name when it was sent (audience `company`). */
  companyName: z.string().nullable(),
  channels: z.array(z.enum(ANNOUNCEMENT_CHANNELS)),
  /** Accounts in the audience when it was sent. */
  recipients: count,
  /** Notifications written and e-mails handed to the mail relay so far. */
  delivered: z.object({ inApp: count, email: count }),
  /** Newsletter e-mails not sent for lack of consent. */
  skipped: count,
  /** E-mails the relay refused on every try. */
  failed: count,
  /** Deliveries (in-app and e-mail) still to be made: 0 once the job has gone through every recipient. */
  pending: count,
  createdAt: z.iso.datetime(),
  createdBy: z.object({ id: z.uuid().nullable(), name: z.string() }),
});
export type Announcement = z.infer<typeof ZAnnouncementSchema>;

export const ZAnnouncementListSchema = z.object({ data: z.array(ZAnnouncementSchema), pagination: ZPaginationSchema });
export type AnnouncementList = z.infer<typeof ZAnnouncementListSchema>;
