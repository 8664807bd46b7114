import type { BulkScheduleRequest, ScheduleValues } from '@pitchside/shared-api/contracts/field';
import type { ScheduleTemplateId } from '@pitchside/shared-api/contracts/field-constants';
import { parseScheduleForm, type ScheduleFormErrors, type ScheduleFormValues } from './schedule-form';
import { DAYS_OF_WEEK } from './weekdays';

export type BulkMode = 'template' | 'days';

/** The custom week of the bulk manager: every weekday's inputs; `isActive` means "open that day". */
export type BulkDays = Record<number, ScheduleFormValues>;

export interface BulkChoice {
  fieldIds: readonly string[];
  mode: BulkMode;
  template: ScheduleTemplateId | '';
  days: BulkDays;
}

export type BulkCheck =
  | { ok: true; request: BulkScheduleRequest; schedules: ScheduleValues[] | null }
  /** `nothing`: docs/product/validation.md — fields and a template, or fields and days, are needed. */
  | { ok: false; nothing: boolean; dayErrors: Record<number, ScheduleFormErrors> };

/** The open days that pass the schedule contract, and the inputs' messages of those that do not. */
export function parseBulkDays(days: BulkDays): { schedules: ScheduleValues[]; errors: Record<number, ScheduleFormErrors> } {
  const schedules: ScheduleValues[] = [];
  const errors: Record<number, ScheduleFormErrors> = {};
  for (const day of DAYS_OF_WEEK) {
    const form = days[day];
    if (!form?.isActive) continue;
    const parsed = parseScheduleForm(day, form);
    if ('values' in parsed) schedules.push(parsed.values);
    else errors[day] = parsed.errors;
  }
  return { schedules, errors };
}

/** Checks the choice and builds the request of POST /fields/bulk-schedule. */
export function checkBulkChoice(choice: BulkChoice): BulkCheck {
  const fieldIds = [...choice.fieldIds];
  if (choice.mode === 'template') {
    if (fieldIds.length === 0 || !choice.template) return { ok: false, nothing: true, dayErrors: {} };
    return { ok: true, request: { fieldIds, template: choice.template }, schedules: null };
  }
  const { schedules, errors } = parseBulkDays(choice.days);
  const openDays = Object.values(choice.days).filter((day) => day.isActive).length;
  if (fieldIds.length === 0 || openDays === 0) return { ok: false, nothing: true, dayErrors: errors };
  if (Object.keys(errors).length > 0) return { ok: false, nothing: false, dayErrors: errors };
  return { ok: true, request: { fieldIds, days: schedules }, schedules };
}
