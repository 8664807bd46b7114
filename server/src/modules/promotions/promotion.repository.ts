import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Promotion, PromotionDraft, PromotionStatus, PromotionUpdate } from '@pitchside/shared-api/contracts/promotion';
import type { Db, Executor } from '../../db/client.js';
import { iso } from '../../db/iso.js';
import { promotions } from '../../db/schema.js';
import { isUniqueViolation } from '../../lib/errors.js';
import type { BookingPromotion, BookingPromotions, PromotionUses } from '../bookings/booking-promotions.js';

type PromotionRow = {
  id: string; company_id: string; code: string; discount_percent: number; min_hours: number;
  valid_from: Date | string; valid_to: Date | string; max_uses: number | null; max_uses_per_customer: number | null;
  field_ids: string[]; active: boolean; created_at: Date | string; updated_at: Date | string;
};
type ListedRow = PromotionRow & { uses: number; fields: { id: string; name: string }[] };

/**
 * A booking of promotion `pr` that counts as one of its uses at `now` (alias `b`): confirmed, or pending and
 * either paid (awaiting the company's confirmation), with a live hold, or being charged. Cancelled bookings
 * and lapsed holds do not count, so they give their use back the moment they stop counting.
 */
const countsAsUse = (now: Date) => sql`(b.status = 'confirmed' OR (b.status = 'pending' AND (
  b.hold_expires_at IS NULL OR b.hold_expires_at > ${now.toISOString()}::timestamptz
  OR EXISTS (SELECT 1 FROM payments p WHERE p.booking_id = b.id AND p.status = 'processing'))))`;

const COLUMNS = sql`pr.id, pr.company_id, pr.code, pr.discount_percent, pr.min_hours, pr.valid_from, pr.valid_to, pr.max_uses,
  pr.max_uses_per_customer, pr.field_ids::text[] AS field_ids, pr.active, pr.created_at, pr.updated_at`;

const listed = (now: Date) => sql`
  SELECT ${COLUMNS},
         (SELECT count(*)::int FROM bookings b WHERE b.promotion_id = pr.id AND ${countsAsUse(now)}) AS uses,
         COALESCE((SELECT json_agg(json_build_object('id', f.id, 'name', f.name) ORDER BY f.name)
                     FROM fields f WHERE f.id = ANY (pr.field_ids) AND f.company_id = pr.company_id), '[]'::json) AS fields
    FROM promotions pr`;

function toBookingPromotion(row: PromotionRow): BookingPromotion {
  return {
    id: row.id, companyId: row.company_id, code: row.code, discountPercent: row.discount_percent, minHours: row.min_hours,
    validFrom: new Date(iso(row.valid_from)), validTo: new Date(iso(row.valid_to)), active: row.active, fieldIds: row.field_ids,
    maxUses: row.max_uses, maxUsesPerCustomer: row.max_uses_per_customer,
  };
}

/** Where the promotion stands at `now` (docs/product/entities.md#promotion). */
export function statusOf(p: Pick<Promotion, 'active' | 'validFrom' | 'validTo' | 'maxUses' | 'uses'>, now: Date): PromotionStatus {
  if (!p.active) return 'inactive';
  if (now.getTime() < Date.parse(p.validFrom)) return 'scheduled';
  if (now.getTime() >= Date.parse(p.validTo)) return 'expired';
  if (p.maxUses !== null && p.uses >= p.maxUses) return 'used_up';
  return 'active';
}

function toPromotion(row: ListedRow, now: Date): Promotion {
  const promotion = {
    id: row.id, code: row.code, discountPercent: row.discount_percent, minHours: row.min_hours,
    validFrom: iso(row.valid_from), validTo: iso(row.valid_to), maxUses: row.max_uses, maxUsesPerCustomer: row.max_uses_per_customer,
    fieldIds: row.field_ids, fields: row.fields, active: row.active, uses: row.uses,
    createdAt: iso(row.created_at), updatedAt: iso(row.updated_at),
  };
  return { ...promotion, status: statusOf(promotion, now) };
}

const uuidArray = (ids: readonly string[]): SQL =>
  (ids.length ? sql`ARRAY[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::uuid[]` : sql`'{}'::uuid[]`);

/** A row another table still needs (PostgreSQL foreign key violation), as pg or Drizzle raise it. */
function isStillReferenced(error: unknown): boolean {
  const code = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined);
  const cause = typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined;
  return code(error) === '23503' || code(cause) === '23503';
}

/** The only SQL of promotions: the company's codes, and their lock and uses for pricing bookings. */
export class PromotionRepository implements BookingPromotions {
  constructor(private readonly db: Db) {}

  /** The company's promotions, newest first, with their uses at `now`. */
  async list(companyId: string, now: Date): Promise<Promotion[]> {
    const { rows } = await this.db.execute<ListedRow>(sql`${listed(now)} WHERE pr.company_id = ${companyId} ORDER BY pr.created_at DESC, pr.id`);
    return rows.map((row) => toPromotion(row, now));
  }

  async get(companyId: string, id: string, now: Date): Promise<Promotion | undefined> {
    const { rows } = await this.db.execute<ListedRow>(sql`${listed(now)} WHERE pr.company_id = ${companyId} AND pr.id = ${id}`);
    return rows[0] && toPromotion(rows[0], now);
  }

  /** Of `fieldIds`, those that are not fields of the company. */
  async foreignFields(companyId: string, fieldIds: readonly string[]): Promise<string[]> {
    if (fieldIds.length === 0) return [];
    const { rows } = await this.db.execute<{ id: string }>(sql`
      SELECT given.id::text AS id FROM unnest(${uuidArray(fieldIds)}) AS given (id)
       WHERE NOT EXISTS (SELECT 1 FROM fields f WHERE f.id = given.id AND f.company_id = ${companyId})`);
    return rows.map((row) => row.id);
  }

  /** The new promotion's id, or 'taken' when the company has a promotion with that code (any letter case). */
  async insert(companyId: string, draft: PromotionDraft, now: Date): Promise<string | 'taken'> {
    try {
      const [row] = await this.db.insert(promotions).values({
        companyId, code: draft.code, discountPercent: draft.discountPercent, minHours: draft.minHours,
        validFrom: new Date(draft.validFrom), validTo: new Date(draft.validTo), maxUses: draft.maxUses,
        maxUsesPerCustomer: draft.maxUsesPerCustomer, fieldIds: [...new Set(draft.fieldIds)], active: draft.active,
        createdAt: now, updatedAt: now,
      }).returning({ id: promotions.id });
      return row!.id;
    } catch (error) {
      if (isUniqueViolation(error, 'promotions_company_code_key')) return 'taken';
      throw error;
    }
  }

  /** True when changed, false without such a promotion, 'taken' when the new code is another promotion's. */
  async update(companyId: string, id: string, changes: PromotionUpdate, now: Date): Promise<boolean | 'taken'> {
    const { validFrom, validTo, fieldIds, ...rest } = changes;
    try {
      const rows = await this.db.update(promotions).set({
        ...rest,
        ...(validFrom !== undefined ? { validFrom: new Date(validFrom) } : {}),
        ...(validTo !== undefined ? { validTo: new Date(validTo) } : {}),
        ...(fieldIds !== undefined ? { fieldIds: [...new Set(fieldIds)] } : {}),
        updatedAt: now,
      }).where(and(eq(promotions.id, id), eq(promotions.companyId, companyId))).returning({ id: promotions.id });
      return rows.length > 0;
    } catch (error) {
      if (isUniqueViolation(error, 'promotions_company_code_key')) return 'taken';
      throw error;
    }
  }

  /**
   * Deletes it: true when deleted, false without such a promotion, 'in_use' when another record still needs
   * it. Bookings keep their price and code (their link is set to null by the foreign key).
   */
  async delete(companyId: string, id: string): Promise<boolean | 'in_use'> {
    try {
      const rows = await this.db.delete(promotions)
        .where(and(eq(promotions.id, id), eq(promotions.companyId, companyId))).returning({ id: promotions.id });
      return rows.length > 0;
    } catch (error) {
      if (isStillReferenced(error)) return 'in_use';
      throw error;
    }
  }

  async find(companyId: string, code: string, executor: Executor = this.db): Promise<BookingPromotion | undefined> {
    const { rows } = await executor.execute<PromotionRow>(sql`
      SELECT ${COLUMNS} FROM promotions pr WHERE pr.company_id = ${companyId} AND lower(pr.code) = lower(${code.trim()})`);
    return rows[0] && toBookingPromotion(rows[0]);
  }

  async lock(tx: Executor, promotionId: string): Promise<BookingPromotion | undefined> {
    const { rows } = await tx.execute<PromotionRow>(sql`SELECT ${COLUMNS} FROM promotions pr WHERE pr.id = ${promotionId} FOR UPDATE`);
    return rows[0] && toBookingPromotion(rows[0]);
  }

  async uses(executor: Executor, promotionId: string, customerId: string, now: Date, except?: string): Promise<PromotionUses> {
    const { rows } = await executor.execute<{ total: number; customer: number }>(sql`
      SELECT count(*)::int AS total, (count(*) FILTER (WHERE b.customer_id = ${customerId}))::int AS customer
        FROM bookings b
       WHERE b.promotion_id = ${promotionId} AND ${countsAsUse(now)} ${except ? sql`AND b.id <> ${except}` : sql``}`);
    return rows[0] ?? { total: 0, customer: 0 };
  }
}
