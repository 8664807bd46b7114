import {
  ZBlockInputSchema, ZLocalDateSchema, ZLocalTimeSchema, minutesOf, type BlockInput,
} from '@pitchside/shared-api/contracts/field';
import { FIELD_MESSAGES as M, type BlockType } from '@pitchside/shared-api/contracts/field-constants';
import { firstIssueByInput, type FormErrors } from './form-errors';
import { localInstant } from './local-dates';

/** A block as typed: one local date and a start and end on the field's wall clock. */
export interface BlockFormValues {
  type: BlockType;
  date: string;
  startTime: string;
  endTime: string;
  /** Ends at 24:00, the midnight closing the day. */
  untilMidnight: boolean;
  note: string;
}

export type BlockInputName = 'date' | 'startTime' | 'endTime' | 'note';
export type BlockFormErrors = FormErrors<BlockInputName>;

/**
 * Checks the inputs and turns the field-local date and times into instants (ISO, UTC) with the
 * field's zone rules, daylight-saving changes included.
 */
export function parseBlockForm(form: BlockFormValues, timeZone: string): { block: BlockInput } | { errors: BlockFormErrors } {
  const errors: BlockFormErrors = {};
  const date = ZLocalDateSchema.safeParse(form.date);
  if (!date.success) errors.date = date.error.issues[0]?.message;
  const start = ZLocalTimeSchema.safeParse(form.startTime);
  if (!start.success) errors.startTime = M.time;
  const endTime = form.untilMidnight ? '24:00' : form.endTime;
  if (!form.untilMidnight && !ZLocalTimeSchema.safeParse(endTime).success) errors.endTime = M.time;
  if (Object.keys(errors).length > 0) return { errors };
  if (minutesOf(endTime) <= minutesOf(form.startTime)) return { errors: { endTime: M.timeRange } };

  const result = ZBlockInputSchema.safeParse({
    type: form.type,
    start: localInstant(form.date, form.startTime, timeZone),
    end: localInstant(form.date, endTime, timeZone),
    note: form.note,
  });
  if (result.success) return { block: result.data };
  // The instants are checked together: anything but the note is about the end.
  return { errors: firstIssueByInput<BlockInputName>(result.error.issues, ['note'], 'endTime') };
}
