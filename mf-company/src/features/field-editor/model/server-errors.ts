import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { fieldMessage, type MessageRef } from '../../../lib/field-messages';
import { stepOfPath, type FormErrors } from './validation';

export type SaveStage = 'create' | 'update' | 'images' | 'publish';

export interface SaveFailure {
  /** Which call failed: decides the text of docs/product/messages.md (failed to create / update / upload / change status). */
  kind: SaveStage;
  /** The API's own message when it says more than the generic text. */
  detail?: MessageRef;
  /** Problems put back on the wizard's inputs. */
  errors: FormErrors;
  /** Problems that belong to no input. */
  other?: MessageRef[];
}

/** `schedules.<i>` of the request → `schedules.<weekday>` of the wizard (closed days are not sent). */
function draftPath(field: string, scheduleDays: readonly number[]): string {
  const [root, index, ...rest] = field.split('.');
  if (root === 'schedules' && index !== undefined && /^\d+$/.test(index)) {
    const day = scheduleDays[Number(index)];
    return ['schedules', day ?? index, ...rest].join('.');
  }
  return field;
}

/** Turns a failed call into what the wizard shows: input errors from the `errors` array, the rest apart. */
export function serverProblems(error: unknown, kind: SaveStage, scheduleDays: readonly number[]): SaveFailure {
  if (!isApiError(error)) return { kind, errors: {} };
  const errors: FormErrors = {};
  const other: MessageRef[] = [];
  for (const issue of error.errors ?? []) {
    const path = issue.field ? draftPath(issue.field, scheduleDays) : undefined;
    if (path && stepOfPath(path)) errors[path] ??= fieldMessage(issue.message);
    else other.push(fieldMessage(issue.message));
  }
  const detail = fieldMessage(error.message);
  return { kind, errors, other, detail: 'key' in detail || error.status === 409 ? detail : undefined };
}
