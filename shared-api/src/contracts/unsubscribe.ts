import { z } from 'zod';

// The one-click unsubscribe of optional e-mails (public, signed link; RFC 2369 and RFC 8058): newsletters,
// promotions and booking reminders. Each link turns off exactly the notification setting it was made for.
// docs/product/emails.md#preferences-and-unsubscribe.

/** What an unsubscribe link may turn off; a link made before purposes existed is a newsletter link. */
export const UNSUBSCRIBE_PURPOSES = ['newsletter', 'promotions', 'reminders'] as const;
export type UnsubscribePurpose = (typeof UNSUBSCRIBE_PURPOSES)[number];

/** The notification setting (profile `notificationSettings`) each purpose turns off. */
export const UNSUBSCRIBE_SETTING = {
  newsletter: 'newsletter',
  promotions: 'promotions',
  reminders: 'bookingReminders',
} as const satisfies Record<UnsubscribePurpose, string>;

export const UNSUBSCRIBE_MESSAGES = {
  invalidLink: 'This unsubscribe link is not valid. You can turn these e-mails off in your notification settings.',
  unsubscribed: {
    newsletter: 'You will no longer receive the Pitchside newsletter',
    promotions: 'You will no longer receive promotions by e-mail',
    reminders: 'You will no longer receive booking reminders by e-mail',
  },
} as const satisfies { invalidLink: string; unsubscribed: Record<UnsubscribePurpose, string> };

export const UNSUBSCRIBE_ERROR_CODES = {
  invalidLink: 'INVALID_UNSUBSCRIBE_LINK',
} as const;

/** GET and POST /unsubscribe?token=… (public): the signed link of an optional e-mail. */
export const ZUnsubscribeQuerySchema = z.object({ token: z.string().max(500) });

/** What POST /unsubscribe turned off: the one setting the link names, now false. */
export const ZUnsubscribeResultSchema = z.union([
  z.object({ newsletter: z.literal(false) }).strict(),
  z.object({ promotions: z.literal(false) }).strict(),
  z.object({ bookingReminders: z.literal(false) }).strict(),
]);
export type UnsubscribeResult = z.infer<typeof ZUnsubscribeResultSchema>;
