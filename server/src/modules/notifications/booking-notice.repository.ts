import { sql } from 'drizzle-orm';
import { LANGUAGE_CODES, type LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { Db, Executor } from '../../db/client.js';
import type { StoredNotificationSettings } from '../users/mail-consent.js';

/** Who a booking's notices go to, and in which language. */
export interface NoticeRecipients {
  /** The customer, with their notification settings as they are now (consent is read when the e-mail is sent). */
  customer: { id: string; firstName: string; language: LanguageCode; settings: StoredNotificationSettings };
}

/** Someone of the company who confirms bookings: the owner, or an active employee holding MANAGE_RESERVATIONS. */
export interface Confirmer { id: string; firstName: string; email: string; language: LanguageCode }

export type ReminderKind = 'day_before' | 'soon';

const languageOf = (preferences: { language?: string } | null): LanguageCode =>
  LANGUAGE_CODES.find((code) => code === preferences?.language) ?? 'en';

const DAY_MS = 24 * 60 * 60_000;
const SOON_MS = 30 * 60_000;

export class BookingNoticeRepository {
  constructor(private readonly db: Db) {}

  async recipients(bookingId: string): Promise<NoticeRecipients | undefined> {
    const { rows } = await this.db.execute<{
      customer_id: string; customer_first_name: string; customer_preferences: { language?: string } | null;
      customer_settings: StoredNotificationSettings;
    }>(sql`
      SELECT u.id AS customer_id, u.first_name AS customer_first_name, u.preferences AS customer_preferences,
             u.notification_settings AS customer_settings
        FROM bookings b
        JOIN users u ON u.id = b.customer_id
       WHERE b.id = ${bookingId}`);
    const row = rows[0];
    return row && {
      customer: {
        id: row.customer_id, firstName: row.customer_first_name, language: languageOf(row.customer_preferences), settings: row.customer_settings,
      },
    };
  }

  /**
   * Who confirms the booking's company's bookings, as they are now: its owner and its active employees whose
   * permissions hold MANAGE_RESERVATIONS; locked accounts are left out.
   */
  async confirmers(bookingId: string): Promise<Confirmer[]> {
    const { rows } = await this.db.execute<{ id: string; first_name: string; email: string; preferences: { language?: string } | null }>(sql`
      SELECT u.id, u.first_name, u.email, u.preferences
        FROM bookings b
        JOIN companies c ON c.id = b.company_id
        JOIN users u ON u.id = c.owner_id
       WHERE b.id = ${bookingId} AND u.locked_at IS NULL
      UNION
      SELECT u.id, u.first_name, u.email, u.preferences
        FROM bookings b
        JOIN employees e ON e.company_id = b.company_id
        JOIN users u ON u.id = e.user_id
       WHERE b.id = ${bookingId} AND e.is_active AND 'MANAGE_RESERVATIONS' = ANY (e.permissions) AND u.locked_at IS NULL
       ORDER BY id`);
    return rows.map((r) => ({ id: r.id, firstName: r.first_name, email: r.email, language: languageOf(r.preferences) }));
  }

  /** The booking's settled payment (what its receipt mail says was paid, and how). */
  async payment(bookingId: string): Promise<{ amount: number; currency: string; method: string; cardBrand: string | null; cardLast4: string | null } | undefined> {
    const { rows } = await this.db.execute<{ amount: number; currency: string; method: string; card_brand: string | null; card_last4: string | null }>(sql`
      SELECT amount, currency, method, card_brand, card_last4 FROM payments
       WHERE booking_id = ${bookingId} AND status IN ('completed', 'refunded', 'partial refund')
       ORDER BY created_at DESC LIMIT 1`);
    const row = rows[0];
    return row && { amount: row.amount, currency: row.currency, method: row.method, cardBrand: row.card_brand, cardLast4: row.card_last4 };
  }

  /**
   * Claims the reminders that are due: the day-before one from 24 hours before the start, the other from
   * 30 minutes before, each once per confirmed booking (the claim is the update). A booking made after a
   * reminder's moment never gets that reminder: its confirmation said it all.
   */
  async claimDueReminders(tx: Executor, now: Date): Promise<{ bookingId: string; kind: ReminderKind }[]> {
    const dayBefore = await tx.execute<{ id: string }>(sql`
      UPDATE bookings SET reminded_day_before_at = ${now}
       WHERE status = 'confirmed' AND reminded_day_before_at IS NULL
         AND starts_at > ${new Date(now.getTime() + SOON_MS)} AND starts_at <= ${new Date(now.getTime() + DAY_MS)}
         AND created_at <= starts_at - interval '24 hours'
      RETURNING id`);
    const soon = await tx.execute<{ id: string }>(sql`
      UPDATE bookings SET reminded_soon_at = ${now}
       WHERE status = 'confirmed' AND reminded_soon_at IS NULL
         AND starts_at > ${now} AND starts_at <= ${new Date(now.getTime() + SOON_MS)}
         AND created_at <= starts_at - interval '30 minutes'
      RETURNING id`);
    return [
      ...dayBefore.rows.map((r) => ({ bookingId: r.id, kind: 'day_before' as const })),
      ...soon.rows.map((r) => ({ bookingId: r.id, kind: 'soon' as const })),
    ];
  }
}
