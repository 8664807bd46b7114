import { z } from 'zod';
import type { EmployeeShift, EmployeeShiftInput } from '@pitchside/shared-api/contracts/employees';
import { localDateOf, localInstant, localTimeOf } from './local-time';

/** A dated shift as typed: a local date, a start and end on the local wall clock, a field, notes. */
export interface ShiftFormValues {
  date: string;
  startTime: string;
  /** At or before the start: the next day. */
  endTime: string;
  /** '' for none. */
  fieldId: string;
  notes: string;
}

export const SHIFT_NOTES_MAX = 500;
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'employees.shifts.errors.time');

/** The form's rules; messages are keys of the company namespace. */
export const ZShiftFormSchema = z.object({
  date: z.string().regex(/^(19|20)\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'employees.shifts.errors.date'),
  startTime: time,
  endTime: time,
  fieldId: z.string(),
  notes: z.string().trim().max(SHIFT_NOTES_MAX, 'employees.shifts.errors.notes'),
});

/** The end is at or before the start: the shift runs past midnight. */
export const endsNextDay = ({ startTime, endTime }: Pick<ShiftFormValues, 'startTime' | 'endTime'>) =>
  startTime !== '' && endTime !== '' && endTime <= startTime;

export function emptyShiftForm(): ShiftFormValues {
  return { date: localDateOf(new Date()), startTime: '09:00', endTime: '17:00', fieldId: '', notes: '' };
}

export function shiftFormOf(shift: EmployeeShift): ShiftFormValues {
  return {
    date: localDateOf(shift.start), startTime: localTimeOf(shift.start), endTime: localTimeOf(shift.end),
    fieldId: shift.fieldId ?? '', notes: shift.notes ?? '',
  };
}

/** What the API is sent: instants with the local offset; an end at or before the start is the next day's. */
export function toShiftInput(values: ShiftFormValues): EmployeeShiftInput {
  return {
    start: localInstant(values.date, values.startTime),
    end: localInstant(values.date, values.endTime, endsNextDay(values) ? 1 : 0),
    fieldId: values.fieldId || null,
    notes: values.notes.trim() || null,
  };
}
