import { sql } from 'drizzle-orm';
import type { BlockType } from '@pitchside/shared-api/contracts/field-constants';
import { LANGUAGE_CODES, type LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { Db } from '../../db/client.js';
import { iso } from '../../db/iso.js';
import type { StoredNotificationSettings } from '../users/mail-consent.js';

/** Someone a notice is for, in their language, with their notification settings as they are now. */
export interface NoticeReader { userId: string; firstName: string; email: string; language: LanguageCode; settings: StoredNotificationSettings }

/** A booking as a notice about it says it (local date and times in the field's zone). */
export interface NoticeBooking {
  id: string; number: string; date: string; start: string; end: string; field: string; city: string; timezone: string;
}

export interface RefundToTell {
  status: 'processing' | 'completed' | 'failed';
  amount: number;
  currency: string;
  reason: string | null;
  booking: NoticeBooking;
  /** The customer; the e-mail goes to the address typed in the booking form, as the booking's own e-mails do. */
  customer: NoticeReader;
}

export interface BlockToTell {
  type: BlockType;
  start: string;
  end: string;
  company: string;
  /** The bookings under the block that still stand and are not over, with their customers. */
  bookings: { booking: NoticeBooking; customer: NoticeReader }[];
}

const languageOf = (preferences: { language?: string } | null): LanguageCode =>
  LANGUAGE_CODES.find((code) => code === preferences?.language) ?? 'en';

type ReaderRow = {
  user_id: string; first_name: string; email: string; preferences: { language?: string } | null; notification_settings: StoredNotificationSettings;
};
const READER_COLUMNS = sql`u.id AS user_id, u.first_name, u.email, u.preferences, u.notification_settings`;
const readerOf = (row: ReaderRow): NoticeReader => ({
  userId: row.user_id, firstName: row.first_name, email: row.email, language: languageOf(row.preferences), settings: row.notification_settings,
});

type BookingRow = {
  booking_id: string; booking_number: string; local_date: string | Date; start_time: string; end_time: string;
  field_name: string; city: string; timezone: string; booking_email: string;
};
const BOOKING_COLUMNS = sql`b.id AS booking_id, b.booking_number, to_char(b.local_date, 'YYYY-MM-DD') AS local_date, b.start_time, b.end_time,
  f.name AS field_name, f.city, f.timezone, b.email AS booking_email`;
const bookingOf = (row: BookingRow): NoticeBooking => ({
  id: row.booking_id, number: row.booking_number, date: String(row.local_date), start: row.start_time, end: row.end_time,
  field: row.field_name, city: row.city, timezone: row.timezone,
});

/** What the account notices read when their job runs: the refund, the block's bookings, the owner, the employee. */
export class AccountNoticeRepository {
  constructor(private readonly db: Db) {}

  async refund(refundId: string): Promise<RefundToTell | undefined> {
    const { rows } = await this.db.execute<BookingRow & ReaderRow & {
      status: RefundToTell['status']; amount: number; currency: string; reason: string | null;
    }>(sql`
      SELECT r.status, r.amount, r.reason, p.currency, ${BOOKING_COLUMNS},
             ${READER_COLUMNS}
        FROM refunds r
        JOIN payments p ON p.id = r.payment_id
        JOIN bookings b ON b.id = p.booking_id
        JOIN fields f ON f.id = b.field_id
        JOIN users u ON u.id = b.customer_id
       WHERE r.id = ${refundId}`);
    const row = rows[0];
    return row && {
      status: row.status, amount: row.amount, currency: row.currency, reason: row.reason, booking: bookingOf(row),
      customer: { ...readerOf(row), email: row.booking_email },
    };
  }

  /**
   * The block and the bookings it falls on: confirmed, or paid and awaiting the company's confirmation (a hold
   * still in checkout is left out), not over at `now`.
   */
  async block(blockId: string, now: Date): Promise<BlockToTell | undefined> {
    const { rows: blocks } = await this.db.execute<{ type: BlockType; starts_at: Date | string; ends_at: Date | string; company: string }>(sql`
      SELECT fb.type, fb.starts_at, fb.ends_at, c.name AS company
        FROM field_blocks fb JOIN companies c ON c.id = fb.company_id
       WHERE fb.id = ${blockId}`);
    const block = blocks[0];
    if (!block) return undefined;
    const { rows } = await this.db.execute<BookingRow & ReaderRow>(sql`
      SELECT ${BOOKING_COLUMNS}, ${READER_COLUMNS}
        FROM field_blocks fb
        JOIN bookings b ON b.field_id = fb.field_id
                       AND tstzrange(b.starts_at, b.ends_at, '[)') && tstzrange(fb.starts_at, fb.ends_at, '[)')
        JOIN fields f ON f.id = b.field_id
        JOIN users u ON u.id = b.customer_id
       WHERE fb.id = ${blockId} AND b.ends_at > ${now}
         AND (b.status = 'confirmed' OR (b.status = 'pending' AND b.hold_expires_at IS NULL))
       ORDER BY b.starts_at, b.id`);
    return {
      type: block.type, start: iso(block.starts_at), end: iso(block.ends_at), company: block.company,
      bookings: rows.map((row) => ({ booking: bookingOf(row), customer: { ...readerOf(row), email: row.booking_email } })),
    };
  }

  /** The company's name and its owner. */
  async owner(companyId: string): Promise<{ company: string; reader: NoticeReader } | undefined> {
    const { rows } = await this.db.execute<ReaderRow & { company: string }>(sql`
      SELECT c.name AS company, ${READER_COLUMNS}
        FROM companies c JOIN users u ON u.id = c.owner_id
       WHERE c.id = ${companyId}`);
    const row = rows[0];
    return row && { company: row.company, reader: readerOf(row) };
  }

  /** The employee's account and company, and whether they are active now. */
  async employee(employeeId: string): Promise<{ company: string; active: boolean; reader: NoticeReader } | undefined> {
    const { rows } = await this.db.execute<ReaderRow & { company: string; is_active: boolean }>(sql`
      SELECT c.name AS company, e.is_active, ${READER_COLUMNS}
        FROM employees e
        JOIN companies c ON c.id = e.company_id
        JOIN users u ON u.id = e.user_id
       WHERE e.id = ${employeeId}`);
    const row = rows[0];
    return row && { company: row.company, active: row.is_active, reader: readerOf(row) };
  }
}
