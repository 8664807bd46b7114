import { sql, type SQL } from 'drizzle-orm';
import type { BookingRules, CompanySettings } from '@pitchside/shared-api/contracts/company-settings';
import type { Currency } from '@pitchside/shared-api/contracts/field-constants';
import type { Db, Executor } from '../../db/client.js';

/** The booking rules as columns of `companies` (migrations 0005–0007); money and tax in integers. */
export type BookingRuleColumns = {
  booking_hold_minutes: number;
  free_cancellation_hours: number;
  late_refund_percent: number;
  max_booking_minutes: number;
  requires_confirmation: boolean;
  check_in_opens_minutes: number;
  tax_rate_bp: number;
  processing_fee: number;
  pay_on_site: boolean;
};

type SettingsRow = BookingRuleColumns & { currency: Currency | null };

/** Contract name → column. The only column names written here (never from the request). */
const COLUMN_OF: Record<keyof BookingRules, keyof BookingRuleColumns> = {
  holdMinutes: 'booking_hold_minutes',
  freeCancellationHours: 'free_cancellation_hours',
  lateRefundPercent: 'late_refund_percent',
  maxDurationMinutes: 'max_booking_minutes',
  requiresConfirmation: 'requires_confirmation',
  checkInOpensMinutes: 'check_in_opens_minutes',
  taxRatePercent: 'tax_rate_bp',
  processingFee: 'processing_fee',
  payOnSite: 'pay_on_site',
};

/** Companies have no currency of their own: the one most of their fields use, else US dollars. */
const FALLBACK_CURRENCY: Currency = 'USD';
const SETTINGS_COLUMNS = sql.raw(`booking_hold_minutes, free_cancellation_hours, late_refund_percent, max_booking_minutes,
  requires_confirmation, check_in_opens_minutes, tax_rate_bp, processing_fee, pay_on_site,
  (SELECT f.currency FROM fields f WHERE f.company_id = companies.id
    GROUP BY f.currency ORDER BY count(*) DESC, f.currency LIMIT 1) AS currency`);

/** Percent with two decimals ↔ basis points. */
const toBasisPoints = (percent: number) => Math.round(percent * 100);
const toPercent = (basisPoints: number) => basisPoints / 100;

function columnValue(name: keyof BookingRules, value: number | boolean): number | boolean {
  return name === 'taxRatePercent' ? toBasisPoints(value as number) : value;
}

function toSettings(row: SettingsRow): CompanySettings {
  return {
    booking: {
      holdMinutes: row.booking_hold_minutes,
      freeCancellationHours: row.free_cancellation_hours,
      lateRefundPercent: row.late_refund_percent,
      maxDurationMinutes: row.max_booking_minutes,
      requiresConfirmation: row.requires_confirmation,
      checkInOpensMinutes: row.check_in_opens_minutes,
      taxRatePercent: toPercent(row.tax_rate_bp),
      processingFee: row.processing_fee,
      payOnSite: row.pay_on_site,
    },
    currency: row.currency ?? FALLBACK_CURRENCY,
  };
}

/** The company settings' SQL: reads and partial writes of the rule columns of one company. */
export class CompanySettingsRepository {
  constructor(private readonly db: Db) {}

  async read(companyId: string): Promise<CompanySettings | undefined> {
    const { rows } = await this.db.execute<SettingsRow>(sql`SELECT ${SETTINGS_COLUMNS} FROM companies WHERE id = ${companyId}`);
    return rows[0] && toSettings(rows[0]);
  }

  /** Writes the given rules in one statement (others keep their values) and answers the settings after it. */
  async update(companyId: string, rules: Partial<BookingRules>, now: Date, executor: Executor = this.db): Promise<CompanySettings | undefined> {
    const assignments: SQL[] = [];
    for (const [name, value] of Object.entries(rules) as [keyof BookingRules, number | boolean | undefined][]) {
      if (value !== undefined) assignments.push(sql`${sql.identifier(COLUMN_OF[name])} = ${columnValue(name, value)}`);
    }
    if (assignments.length === 0) return this.read(companyId);
    const { rows } = await executor.execute<SettingsRow>(sql`
      UPDATE companies SET ${sql.join(assignments, sql`, `)}, updated_at = ${now}
       WHERE id = ${companyId}
      RETURNING ${SETTINGS_COLUMNS}`);
    return rows[0] && toSettings(rows[0]);
  }
}
