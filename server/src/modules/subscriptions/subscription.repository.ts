import { sql } from 'drizzle-orm';
import type { CardBrand } from '@pitchside/shared-api/contracts/payment';
import type { Currency } from '@pitchside/shared-api/contracts/field-constants';
import type {
  Invoice, InvoiceLine, SubscriptionPlan, SubscriptionStatus,
} from '@pitchside/shared-api/contracts/subscription';
import type { Db, Executor } from '../../db/client.js';
import { iso } from '../../db/iso.js';

/** A company's subscription as stored on its row. */
export interface SubscriptionState {
  companyId: string;
  name: string;
  timezone: string;
  plan: SubscriptionPlan;
  status: SubscriptionStatus;
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  credit: number;
  version: number;
}

type StateRow = {
  id: string; name: string; timezone: string; subscription_plan: SubscriptionPlan; subscription_status: SubscriptionStatus;
  subscription_period_start: Date | string; subscription_period_end: Date | string; subscription_cancel_at_period_end: boolean;
  subscription_credit: number; subscription_version: number;
};

const toState = (row: StateRow): SubscriptionState => ({
  companyId: row.id, name: row.name, timezone: row.timezone, plan: row.subscription_plan, status: row.subscription_status,
  periodStart: new Date(row.subscription_period_start), periodEnd: new Date(row.subscription_period_end),
  cancelAtPeriodEnd: row.subscription_cancel_at_period_end, credit: row.subscription_credit, version: row.subscription_version,
});

type InvoiceRow = {
  id: string; number: string; kind: Invoice['kind']; plan: SubscriptionPlan; previous_plan: SubscriptionPlan | null; status: Invoice['status'];
  lines: InvoiceLine[]; amount: number; currency: Currency; period_start: Date | string; period_end: Date | string;
  card_brand: CardBrand | null; card_last4: string | null; failure_code: string | null; created_at: Date | string;
};

const toInvoice = (row: InvoiceRow): Invoice => ({
  id: row.id, number: row.number, kind: row.kind, plan: row.plan, previousPlan: row.previous_plan, status: row.status, lines: row.lines,
  amount: row.amount, currency: row.currency, periodStart: iso(row.period_start), periodEnd: iso(row.period_end),
  cardBrand: row.card_brand, cardLast4: row.card_last4, failureCode: row.failure_code, createdAt: iso(row.created_at),
});

export interface NewInvoice {
  companyId: string;
  kind: Invoice['kind'];
  plan: SubscriptionPlan;
  previousPlan: SubscriptionPlan | null;
  status: Invoice['status'];
  lines: InvoiceLine[];
  amount: number;
  currency: Currency;
  periodStart: Date;
  periodEnd: Date;
  card: { brand: CardBrand; last4: string } | null;
  chargeId: string | null;
  failureCode: string | null;
  idempotencyKey: string;
  at: Date;
}

/** What a plan change or renewal writes on the company's row. */
export interface SubscriptionUpdate {
  plan: SubscriptionPlan;
  status: SubscriptionStatus;
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  credit: number;
}

/** The SQL of subscriptions: the company's row and its invoices. */
export class SubscriptionRepository {
  constructor(private readonly db: Db) {}

  /** The subscription; `lock` holds the company's row to the end of the transaction (one change at a time). */
  async state(companyId: string, executor: Executor = this.db, lock = false): Promise<SubscriptionState | undefined> {
    const { rows } = await executor.execute<StateRow>(sql`
      SELECT id, name, timezone, subscription_plan, subscription_status, subscription_period_start, subscription_period_end,
             subscription_cancel_at_period_end, subscription_credit, subscription_version
        FROM companies WHERE id = ${companyId} ${lock ? sql`FOR UPDATE` : sql``}`);
    return rows[0] && toState(rows[0]);
  }

  /** Writes the subscription and moves its version on (the next charge gets a new idempotency key). */
  async update(companyId: string, next: SubscriptionUpdate, now: Date, executor: Executor): Promise<void> {
    await executor.execute(sql`
      UPDATE companies SET subscription_plan = ${next.plan}, subscription_status = ${next.status},
             subscription_period_start = ${next.periodStart}, subscription_period_end = ${next.periodEnd},
             subscription_cancel_at_period_end = ${next.cancelAtPeriodEnd}, subscription_credit = ${next.credit},
             subscription_version = subscription_version + 1, updated_at = ${now}
       WHERE id = ${companyId}`);
  }

  async setCancelAtPeriodEnd(companyId: string, cancel: boolean, now: Date, executor: Executor): Promise<void> {
    await executor.execute(sql`UPDATE companies SET subscription_cancel_at_period_end = ${cancel}, updated_at = ${now} WHERE id = ${companyId}`);
  }

  /** Companies whose period has ended and whose renewal has not been tried yet. */
  async due(now: Date, limit: number): Promise<string[]> {
    const { rows } = await this.db.execute<{ id: string }>(sql`
      SELECT id FROM companies WHERE subscription_period_end <= ${now} AND subscription_status = 'active'
       ORDER BY subscription_period_end LIMIT ${limit}`);
    return rows.map((row) => row.id);
  }

  async insertInvoice(invoice: NewInvoice, executor: Executor): Promise<Invoice> {
    const { rows } = await executor.execute<InvoiceRow>(sql`
      INSERT INTO subscription_invoices (company_id, number, kind, plan, previous_plan, status, lines, amount, currency, period_start,
                                         period_end, card_brand, card_last4, processor_charge_id, failure_code, idempotency_key, created_at)
      VALUES (${invoice.companyId},
              'INV-' || to_char(${invoice.at}::timestamptz AT TIME ZONE 'UTC', 'YYYY') || '-' || lpad(nextval('subscription_invoice_number_seq')::text, 6, '0'),
              ${invoice.kind}, ${invoice.plan}, ${invoice.previousPlan}, ${invoice.status}, ${JSON.stringify(invoice.lines)}::jsonb,
              ${invoice.amount}, ${invoice.currency}, ${invoice.periodStart}, ${invoice.periodEnd}, ${invoice.card?.brand ?? null},
              ${invoice.card?.last4 ?? null}, ${invoice.chargeId}, ${invoice.failureCode}, ${invoice.idempotencyKey}, ${invoice.at})
      RETURNING *`);
    return toInvoice(rows[0]!);
  }

  async invoices(companyId: string, page: number, limit: number): Promise<{ invoices: Invoice[]; total: number }> {
    const [list, count] = await Promise.all([
      this.db.execute<InvoiceRow>(sql`
        SELECT * FROM subscription_invoices WHERE company_id = ${companyId}
         ORDER BY created_at DESC, number DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`),
      this.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM subscription_invoices WHERE company_id = ${companyId}`),
    ]);
    return { invoices: list.rows.map(toInvoice), total: count.rows[0]?.n ?? 0 };
  }

  async invoice(companyId: string, id: string): Promise<Invoice | undefined> {
    const { rows } = await this.db.execute<InvoiceRow>(sql`SELECT * FROM subscription_invoices WHERE id = ${id} AND company_id = ${companyId}`);
    return rows[0] && toInvoice(rows[0]);
  }
}
