import { ZScheduleInputSchema, type Schedule, type ScheduleValues } from '@pitchside/shared-api/contracts/field';
import { firstIssueByInput, type FormErrors } from './form-errors';

/** The inputs of one weekday's hours, as typed. */
export interface ScheduleFormValues {
  openTime: string;
  closeTime: string;
  /** Closes at 24:00 (a time input cannot show it). */
  untilMidnight: boolean;
  slotDuration: string;
  breakDuration: string;
  isActive: boolean;
}

export type ScheduleInputName = 'openTime' | 'closeTime' | 'slotDuration' | 'breakDuration';
export type ScheduleFormErrors = FormErrors<ScheduleInputName>;

export const NEW_DAY: ScheduleFormValues = {
  openTime: '09:00', closeTime: '17:00', untilMidnight: false, slotDuration: '60', breakDuration: '0', isActive: true,
};

export function formValuesOf(schedule: Omit<ScheduleValues, 'dayOfWeek'>): ScheduleFormValues {
  const untilMidnight = schedule.closeTime === '24:00';
  return {
    openTime: schedule.openTime,
    closeTime: untilMidnight ? '' : schedule.closeTime,
    untilMidnight,
    slotDuration: String(schedule.slotDuration),
    breakDuration: String(schedule.breakDuration),
    isActive: schedule.isActive,
  };
}

export const SCHEDULE_INPUTS: readonly ScheduleInputName[] = ['openTime', 'closeTime', 'slotDuration', 'breakDuration'];

/** Checks the inputs against the schedule contract: the values to send, or a message per input. */
export function parseScheduleForm(dayOfWeek: number, form: ScheduleFormValues): { values: ScheduleValues } | { errors: ScheduleFormErrors } {
  const result = ZScheduleInputSchema.safeParse({
    dayOfWeek,
    openTime: form.openTime,
    closeTime: form.untilMidnight ? '24:00' : form.closeTime,
    slotDuration: Number(form.slotDuration),
    breakDuration: form.breakDuration.trim() === '' ? 0 : Number(form.breakDuration),
    isActive: form.isActive,
  });
  if (result.success) return { values: result.data };
  return { errors: firstIssueByInput(result.error.issues, SCHEDULE_INPUTS, 'closeTime') };
}

/** The schedule of each weekday, if any. */
export function schedulesByDay(schedules: readonly Schedule[]): Map<number, Schedule> {
  return new Map(schedules.map((schedule) => [schedule.dayOfWeek, schedule]));
}
