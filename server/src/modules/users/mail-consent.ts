import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@pitchside/shared-api/contracts/profile';

/**
 * What an e-mail is, as far as the recipient's consent goes (docs/product/emails.md#preferences-and-unsubscribe):
 * - `security`: verification, password reset, an employee's welcome with a temporary password;
 * - `receipt`: money taken or given back (payment receipt, refund, a plan's charge);
 * - `transactional`: what happened to something of theirs (a booking confirmed or cancelled, a request to confirm,
 *   a field closed over a booking, an account deactivated, an export asked for);
 * - `reminder`: the day before and 30 minutes before a booking;
 * - `promotion`: a company's promotion;
 * - `newsletter`: the platform's newsletter.
 */
export type MailConsentKind = 'security' | 'receipt' | 'transactional' | 'reminder' | 'promotion' | 'newsletter';

/** The optional kinds, each stopped by `email: false` and by its own setting. */
const OWN_SETTING = {
  reminder: 'bookingReminders',
  promotion: 'promotions',
  newsletter: 'newsletter',
} as const satisfies Partial<Record<MailConsentKind, keyof NotificationSettings>>;

/** Stored settings as read from an account: keys may be missing (then their default applies) or not booleans. */
export type StoredNotificationSettings = Partial<Record<keyof NotificationSettings, unknown>> | null | undefined;

const setting = (settings: StoredNotificationSettings, key: keyof NotificationSettings): boolean => {
  const value = settings?.[key];
  return typeof value === 'boolean' ? value : DEFAULT_NOTIFICATION_SETTINGS[key];
};

/**
 * Whether an e-mail of this kind may go to the account with these settings, read when the e-mail is sent (not
 * when it is queued). Security e-mails, receipts and transactional e-mails always go; the optional ones need
 * `email` on and their own setting on. In-app notifications never ask.
 */
export function mayEmail(settings: StoredNotificationSettings, kind: MailConsentKind): boolean {
  if (kind === 'security' || kind === 'receipt' || kind === 'transactional') return true;
  return setting(settings, 'email') && setting(settings, OWN_SETTING[kind]);
}
