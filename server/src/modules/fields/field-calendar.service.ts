import type {
  Block, BulkScheduleResult, PricingRule, Schedule, ScheduleTemplate, ScheduleValues,
} from '@pitchside/shared-api/contracts/field';
import {
  FIELD_MESSAGES as M, SCHEDULE_TEMPLATES, WEEKDAY_NAMES, type ScheduleTemplateId,
} from '@pitchside/shared-api/contracts/field-constants';
import type { Db, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors.js';
import type { Actor } from '../../lib/actor.js';
import { managesCompany } from './field-access.js';
import { recordFieldActivity } from './field-activity.js';
import type { BlockValues, FieldCalendarRepository, FieldScope, PricingRuleValues } from './field-calendar.repository.js';
import type { FieldRepository } from './field.repository.js';
import { managedField } from './field.service.js';

const TEMPLATE_NAMES: Record<ScheduleTemplateId, string> = {
  business_hours: 'Business hours',
  sports_center: 'Sports center',
  weekend_only: 'Weekend only',
};

/** Templates (docs/product/constants.md), one schedule per day they cover (hourly slots, no breaks). */
export function scheduleTemplates(): ScheduleTemplate[] {
  return SCHEDULE_TEMPLATES.map((template) => ({
    id: template.id,
    name: TEMPLATE_NAMES[template.id],
    schedules: template.days.map((dayOfWeek) => ({
      dayOfWeek, openTime: template.openTime, closeTime: template.closeTime, slotDuration: 60, breakDuration: 0, isActive: true,
    })),
  }));
}

/** Per docs/product/validation.md: one schedule per weekday; a second one names the day. */
const duplicateDay = (dayOfWeek: number) => conflict(M.duplicateSchedule(WEEKDAY_NAMES[dayOfWeek] ?? String(dayOfWeek)), 'SCHEDULE_CONFLICT');

async function uniqueDay<T>(dayOfWeek: number, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateDay(dayOfWeek);
    throw error;
  }
}

/** Tells the customers whose bookings a new block falls on: a notice job written in the block's transaction (wired in services.ts). */
export type BlockNoticeSink = (tx: Executor, notice: { kind: 'field_blocked'; blockId: string }) => Promise<void>;

/** A field's week (schedules), its pricing rules and the blocks on its calendar. */
export class FieldCalendarService {
  constructor(
    private readonly db: Db,
    private readonly fields: FieldRepository,
    private readonly calendar: FieldCalendarRepository,
    private readonly clock: Clock,
    private readonly notify: BlockNoticeSink = async () => undefined,
  ) {}

  /** A write and, when it changed something, its entry in the activity log, in one transaction. */
  private audited<T>(actor: Actor, field: FieldScope, action: string, details: Record<string, unknown>,
    write: (tx: Executor, now: Date) => Promise<T>): Promise<T> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const result = await write(tx, now);
      if (result) await recordFieldActivity(tx, actor, field, action, now, details);
      return result;
    });
  }

  async schedules(actor: Actor, fieldId: string): Promise<Schedule[]> {
    await managedField(this.fields, actor, fieldId);
    return this.calendar.schedules(fieldId);
  }

  async addSchedule(actor: Actor, fieldId: string, values: ScheduleValues): Promise<Schedule> {
    const field = await managedField(this.fields, actor, fieldId);
    return uniqueDay(values.dayOfWeek, () => this.audited(actor, field, 'field.schedule_added', { dayOfWeek: values.dayOfWeek },
      (tx, now) => this.calendar.insertSchedule(field, values, now, tx)));
  }

  async updateSchedule(actor: Actor, fieldId: string, scheduleId: string, values: ScheduleValues): Promise<Schedule> {
    const field = await managedField(this.fields, actor, fieldId);
    const updated = await uniqueDay(values.dayOfWeek, () => this.audited(actor, field, 'field.schedule_updated', { dayOfWeek: values.dayOfWeek },
      (tx, now) => this.calendar.updateSchedule(field, scheduleId, values, now, tx)));
    if (!updated) throw notFound(M.scheduleNotFound);
    return updated;
  }

  async deleteSchedule(actor: Actor, fieldId: string, scheduleId: string): Promise<void> {
    const field = await managedField(this.fields, actor, fieldId);
    if (!(await this.audited(actor, field, 'field.schedule_deleted', {}, (tx) => this.calendar.deleteSchedule(field, scheduleId, tx)))) {
      throw notFound(M.scheduleNotFound);
    }
  }

  async pricingRules(actor: Actor, fieldId: string): Promise<PricingRule[]> {
    await managedField(this.fields, actor, fieldId);
    return this.calendar.pricingRules(fieldId);
  }

  async addPricingRule(actor: Actor, fieldId: string, values: PricingRuleValues): Promise<PricingRule> {
    const field = await managedField(this.fields, actor, fieldId);
    return this.audited(actor, field, 'field.pricing_rule_added', { name: values.name }, (tx, now) => this.calendar.insertPricingRule(field, values, now, tx));
  }

  async updatePricingRule(actor: Actor, fieldId: string, ruleId: string, values: PricingRuleValues): Promise<PricingRule> {
    const field = await managedField(this.fields, actor, fieldId);
    const updated = await this.audited(actor, field, 'field.pricing_rule_updated', { name: values.name },
      (tx, now) => this.calendar.updatePricingRule(field, ruleId, values, now, tx));
    if (!updated) throw notFound(M.ruleNotFound);
    return updated;
  }

  async deletePricingRule(actor: Actor, fieldId: string, ruleId: string): Promise<void> {
    const field = await managedField(this.fields, actor, fieldId);
    if (!(await this.audited(actor, field, 'field.pricing_rule_deleted', {}, (tx) => this.calendar.deletePricingRule(field, ruleId, tx)))) {
      throw notFound(M.ruleNotFound);
    }
  }

  /** Current and upcoming blocks; finished ones no longer matter to the calendar. */
  async blocks(actor: Actor, fieldId: string): Promise<Block[]> {
    await managedField(this.fields, actor, fieldId);
    return this.calendar.currentBlocks(fieldId, this.clock.now());
  }

  async addBlock(actor: Actor, fieldId: string, values: BlockValues): Promise<Block> {
    const field = await managedField(this.fields, actor, fieldId);
    return this.audited(actor, field, 'field.block_added', { type: values.type, start: values.start, end: values.end }, async (tx, now) => {
      const block = await this.calendar.insertBlock(field, values, actor.userId, now, tx);
      await this.notify(tx, { kind: 'field_blocked', blockId: block.id });
      return block;
    });
  }

  async deleteBlock(actor: Actor, fieldId: string, blockId: string): Promise<void> {
    const field = await managedField(this.fields, actor, fieldId);
    if (!(await this.audited(actor, field, 'field.block_deleted', {}, (tx) => this.calendar.deleteBlock(field, blockId, tx)))) {
      throw notFound(M.blockNotFound);
    }
  }

  /**
   * Gives every listed field the same week, each in its own transaction: one field failing does not
   * undo the others. A field the actor may not manage is reported as not found, like everywhere else.
   */
  async bulkSchedule(actor: Actor, fieldIds: readonly string[], week: readonly ScheduleValues[]): Promise<BulkScheduleResult> {
    const results: BulkScheduleResult['results'] = [];
    for (const fieldId of new Set(fieldIds)) {
      const ref = await this.fields.findRef(fieldId);
      if (!ref || !managesCompany(actor, ref.companyId)) {
        results.push({ fieldId, ok: false, message: M.notFound });
        continue;
      }
      const scope = { fieldId, companyId: ref.companyId };
      const schedules = await this.audited(actor, scope, 'field.schedules_replaced', { days: week.map((day) => day.dayOfWeek) },
        (tx, now) => this.calendar.replaceSchedules(scope, week, now, tx));
      results.push({ fieldId, ok: true, schedules });
    }
    return { results };
  }

  /** The week of a template, as stored schedules would hold it. */
  templateWeek(id: ScheduleTemplateId): ScheduleValues[] {
    return scheduleTemplates().find((t) => t.id === id)?.schedules ?? [];
  }
}
