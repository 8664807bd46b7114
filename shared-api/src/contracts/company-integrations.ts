import { z } from 'zod';

// A company's integrations (company settings, docs/product/routes-and-screens.md): one outgoing webhook that
// receives booking events, signed and retried, and a private calendar feed (iCalendar) of its bookings.

/** The events a webhook can receive; `ping` is sent by the test button only. */
export const WEBHOOK_EVENTS = ['booking.awaiting_confirmation', 'booking.confirmed', 'booking.paid', 'booking.cancelled'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** How many times a delivery is tried before it is marked failed (the first try included). */
export const WEBHOOK_ATTEMPTS = 6;
/** The receiver has this long to answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Headers of every delivery. The signature is `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_HEADERS = {
  event: 'x-pitchside-event',
  delivery: 'x-pitchside-delivery',
  signature: 'x-pitchside-signature',
} as const;

export const INTEGRATION_MESSAGES = {
  url: 'Enter a valid https:// address (http:// is accepted only for local testing)',
  events: 'Choose at least one event',
  privateAddress: 'This address points to a private network and cannot receive webhooks',
  noWebhook: 'No webhook is set up yet',
  saved: 'Webhook saved',
  deleted: 'Webhook removed',
  rotated: 'A new signing secret was created: copy it now, it is shown only once',
  feedRotated: 'A new calendar feed address was created; the old one no longer works',
  testSent: 'Test event sent',
} as const;

const ZWebhookUrlSchema = z
  .string({ error: INTEGRATION_MESSAGES.url })
  .trim()
  .max(2000, INTEGRATION_MESSAGES.url)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '';
    } catch {
      return false;
    }
  }, INTEGRATION_MESSAGES.url);

/** PUT /companies/integrations/webhook (the integration whose id is `webhook`): creates the webhook (with a new secret) or changes it. */
export const ZWebhookInputSchema = z.strictObject({
  url: ZWebhookUrlSchema,
  events: z.array(z.enum(WEBHOOK_EVENTS), { error: INTEGRATION_MESSAGES.events })
    .min(1, INTEGRATION_MESSAGES.events)
    .transform((events) => [...new Set(events)]),
  isActive: z.boolean().default(true),
});
export type WebhookInput = z.input<typeof ZWebhookInputSchema>;

export const ZWebhookDeliverySchema = z.object({
  id: z.uuid(),
  event: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  /** The receiver's last HTTP status; null when it could not be reached. */
  responseStatus: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  deliveredAt: z.iso.datetime().nullable(),
});
export type WebhookDelivery = z.infer<typeof ZWebhookDeliverySchema>;

export const ZWebhookSchema = z.object({
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  isActive: z.boolean(),
  /** The last four characters of the signing secret, to recognise it. */
  secretHint: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Webhook = z.infer<typeof ZWebhookSchema>;

/** GET /companies/integrations. */
export const ZIntegrationsSchema = z.object({
  webhook: ZWebhookSchema.nullable(),
  /** The latest deliveries, newest first (at most 20). */
  deliveries: z.array(ZWebhookDeliverySchema),
  /** The private address of the company's booking calendar (iCalendar), to subscribe to from a calendar app. */
  calendarFeedUrl: z.string(),
});
export type Integrations = z.infer<typeof ZIntegrationsSchema>;

/** Answer of a webhook save or secret rotation: the secret in full appears only here. */
export const ZWebhookSecretSchema = z.object({ webhook: ZWebhookSchema, secret: z.string().nullable() });
export type WebhookSecret = z.infer<typeof ZWebhookSecretSchema>;

/** POST /companies/integrations/webhook/test: what the receiver answered. */
export const ZWebhookTestResultSchema = z.object({
  delivered: z.boolean(),
  responseStatus: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
});
export type WebhookTestResult = z.infer<typeof ZWebhookTestResultSchema>;

export const ZCalendarFeedParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/) });
