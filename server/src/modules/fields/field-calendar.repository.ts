import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Block, PricingRule, Schedule, ScheduleValues } from '@pitchside/shared-api/contracts/field';
import type { BlockType } from '@pitchside/shared-api/contracts/field-constants';
import type { Db, Executor } from '../../db/client.js';
import { fieldBlocks, fieldPricingRules, fieldSchedules } from '../../db/schema.js';

/** What the pricing-rule queries write: the contract's rule without id and creation time. */
export type PricingRuleValues = Omit<PricingRule, 'id' | 'createdAt'>;
export interface BlockValues { type: BlockType; start: Date; end: Date; note: string }
/** The field a calendar row belongs to; every query is scoped by both ids. */
export interface FieldScope { fieldId: string; companyId: string }

/** Only the two ids of a scope (callers may pass a richer object). */
export const ownerOf = (scope: FieldScope) => ({ fieldId: scope.fieldId, companyId: scope.companyId });

export function toSchedule(row: typeof fieldSchedules.$inferSelect): Schedule {
  return {
    id: row.id,
    dayOfWeek: row.dayOfWeek,
    openTime: row.openTime,
    closeTime: row.closeTime,
    slotDuration: row.slotDuration,
    breakDuration: row.breakDuration,
    isActive: row.isActive,
  };
}

export function toPricingRule(row: typeof fieldPricingRules.$inferSelect): PricingRule {
  return {
    id: row.id,
    name: row.name,
    priceMultiplier: row.priceMultiplier,
    priority: row.priority,
    startTime: row.startTime,
    endTime: row.endTime,
    dayOfWeek: row.dayOfWeek,
    minDuration: row.minDuration,
    startDate: row.startDate,
    endDate: row.endDate,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

function toBlock(row: typeof fieldBlocks.$inferSelect): Block {
  return {
    id: row.id,
    type: row.type,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

const scheduleColumns = (s: ScheduleValues) => ({
  dayOfWeek: s.dayOfWeek, openTime: s.openTime, closeTime: s.closeTime,
  slotDuration: s.slotDuration, breakDuration: s.breakDuration, isActive: s.isActive,
});

const ruleColumns = (r: PricingRuleValues) => ({
  name: r.name, priceMultiplier: r.priceMultiplier, priority: r.priority, startTime: r.startTime, endTime: r.endTime,
  dayOfWeek: r.dayOfWeek, minDuration: r.minDuration, startDate: r.startDate, endDate: r.endDate, isActive: r.isActive,
});

const scheduleOf = (scope: FieldScope) => and(eq(fieldSchedules.fieldId, scope.fieldId), eq(fieldSchedules.companyId, scope.companyId));
const ruleOf = (scope: FieldScope) => and(eq(fieldPricingRules.fieldId, scope.fieldId), eq(fieldPricingRules.companyId, scope.companyId));
const blockOf = (scope: FieldScope) => and(eq(fieldBlocks.fieldId, scope.fieldId), eq(fieldBlocks.companyId, scope.companyId));

/** Weekly schedules, pricing rules and calendar blocks of fields. A row of another field is not found. */
export class FieldCalendarRepository {
  constructor(private readonly db: Db) {}

  // ── Schedules ──────────────────────────────────────────────────────────────────────────────────

  async schedules(fieldId: string, exec: Executor = this.db): Promise<Schedule[]> {
    const rows = await exec.select().from(fieldSchedules).where(eq(fieldSchedules.fieldId, fieldId)).orderBy(asc(fieldSchedules.dayOfWeek));
    return rows.map(toSchedule);
  }

  /** Throws the unique violation of `(field_id, day_of_week)` for a second schedule of a weekday. */
  async insertSchedule(scope: FieldScope, values: ScheduleValues, now: Date, exec: Executor = this.db): Promise<Schedule> {
    const [row] = await exec.insert(fieldSchedules)
      .values({ ...ownerOf(scope), ...scheduleColumns(values), createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('schedule insert returned no row');
    return toSchedule(row);
  }

  async updateSchedule(scope: FieldScope, id: string, values: ScheduleValues, now: Date, exec: Executor = this.db): Promise<Schedule | undefined> {
    const [row] = await exec.update(fieldSchedules)
      .set({ ...scheduleColumns(values), updatedAt: now })
      .where(and(eq(fieldSchedules.id, id), scheduleOf(scope)))
      .returning();
    return row && toSchedule(row);
  }

  async deleteSchedule(scope: FieldScope, id: string, exec: Executor = this.db): Promise<boolean> {
    const rows = await exec.delete(fieldSchedules).where(and(eq(fieldSchedules.id, id), scheduleOf(scope))).returning({ id: fieldSchedules.id });
    return rows.length === 1;
  }

  /** Run inside the caller's transaction: the field never shows half of the old and half of the new week. */
  async replaceSchedules(scope: FieldScope, values: readonly ScheduleValues[], now: Date, exec: Executor): Promise<Schedule[]> {
    await exec.delete(fieldSchedules).where(scheduleOf(scope));
    if (values.length === 0) return [];
    const rows = await exec.insert(fieldSchedules)
      .values(values.map((s) => ({ ...ownerOf(scope), ...scheduleColumns(s), createdAt: now, updatedAt: now })))
      .returning();
    return rows.map(toSchedule).sort((a, b) => a.dayOfWeek - b.dayOfWeek);
  }

  // ── Pricing rules ──────────────────────────────────────────────────────────────────────────────

  /** Highest priority first; on equal priority the older rule first (it wins ties). */
  async pricingRules(fieldId: string, exec: Executor = this.db): Promise<PricingRule[]> {
    const rows = await exec.select().from(fieldPricingRules)
      .where(eq(fieldPricingRules.fieldId, fieldId))
      .orderBy(desc(fieldPricingRules.priority), asc(fieldPricingRules.createdAt), asc(fieldPricingRules.id));
    return rows.map(toPricingRule);
  }

  async insertPricingRule(scope: FieldScope, values: PricingRuleValues, now: Date, exec: Executor = this.db): Promise<PricingRule> {
    const [row] = await exec.insert(fieldPricingRules).values({ ...ownerOf(scope), ...ruleColumns(values), createdAt: now, updatedAt: now }).returning();
    if (!row) throw new Error('pricing rule insert returned no row');
    return toPricingRule(row);
  }

  async updatePricingRule(scope: FieldScope, id: string, values: PricingRuleValues, now: Date, exec: Executor = this.db): Promise<PricingRule | undefined> {
    const [row] = await exec.update(fieldPricingRules)
      .set({ ...ruleColumns(values), updatedAt: now })
      .where(and(eq(fieldPricingRules.id, id), ruleOf(scope)))
      .returning();
    return row && toPricingRule(row);
  }

  async deletePricingRule(scope: FieldScope, id: string, exec: Executor = this.db): Promise<boolean> {
    const rows = await exec.delete(fieldPricingRules).where(and(eq(fieldPricingRules.id, id), ruleOf(scope))).returning({ id: fieldPricingRules.id });
    return rows.length === 1;
  }

  /** Inside the caller's transaction, like replaceSchedules. Rules keep their list order as creation order. */
  async replacePricingRules(scope: FieldScope, values: readonly PricingRuleValues[], now: Date, exec: Executor): Promise<void> {
    await exec.delete(fieldPricingRules).where(ruleOf(scope));
    if (values.length === 0) return;
    await exec.insert(fieldPricingRules).values(values.map((v, i) => {
      const createdAt = new Date(now.getTime() + i);
      return { ...ownerOf(scope), ...ruleColumns(v), createdAt, updatedAt: createdAt };
    }));
  }

  // ── Blocks ─────────────────────────────────────────────────────────────────────────────────────

  /** Blocks not yet over at `now` (current and upcoming), by start. */
  async currentBlocks(fieldId: string, now: Date): Promise<Block[]> {
    const rows = await this.db.select().from(fieldBlocks)
      .where(and(eq(fieldBlocks.fieldId, fieldId), gt(fieldBlocks.endsAt, now)))
      .orderBy(asc(fieldBlocks.startsAt), asc(fieldBlocks.id));
    return rows.map(toBlock);
  }

  async insertBlock(scope: FieldScope, values: BlockValues, createdBy: string, now: Date, exec: Executor = this.db): Promise<Block> {
    const [row] = await exec.insert(fieldBlocks).values({
      ...ownerOf(scope), type: values.type, startsAt: values.start, endsAt: values.end, note: values.note, createdBy, createdAt: now,
    }).returning();
    if (!row) throw new Error('block insert returned no row');
    return toBlock(row);
  }

  async deleteBlock(scope: FieldScope, id: string, exec: Executor = this.db): Promise<boolean> {
    const rows = await exec.delete(fieldBlocks).where(and(eq(fieldBlocks.id, id), blockOf(scope))).returning({ id: fieldBlocks.id });
    return rows.length === 1;
  }
}
