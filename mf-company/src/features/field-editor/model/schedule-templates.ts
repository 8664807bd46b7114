import { SCHEDULE_TEMPLATES, type ScheduleTemplateId } from '@pitchside/shared-api/contracts/field-constants';
import type { ScheduleRow } from './field-draft';

/**
 * Templates (docs/product/constants.md): the template's days open at its hours, every other day closed. Slot length and
 * breaks the owner already chose are kept.
 */
export function applyTemplate(rows: readonly ScheduleRow[], id: ScheduleTemplateId): ScheduleRow[] {
  const template = SCHEDULE_TEMPLATES.find((candidate) => candidate.id === id);
  if (!template) return [...rows];
  const days: readonly number[] = template.days;
  return rows.map((row) =>
    days.includes(row.dayOfWeek)
      ? { ...row, isActive: true, openTime: template.openTime, closeTime: template.closeTime }
      : { ...row, isActive: false },
  );
}
