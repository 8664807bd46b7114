import { FIELD_MESSAGES, WEEKDAY_NAMES } from '@pitchside/shared-api/contracts/field-constants';

export type FieldMessageKey = keyof typeof FIELD_MESSAGES;

/** A text to show: an i18n key with its values, or a server text we have no translation for. */
export type MessageRef = { key: string; values?: Record<string, string | number> } | { text: string };

const duplicateSchedule = /^A schedule already exists for (\w+), edit the existing one$/;

/**
 * The API answers in English with the contract's texts (FIELD_MESSAGES); this finds the text's key so
 * the screens show it in the reader's language (`fields.messages.<key>`). Unknown texts stay as they are.
 */
export function fieldMessage(text: string): MessageRef {
  const day = duplicateSchedule.exec(text)?.[1];
  const dayIndex = day ? WEEKDAY_NAMES.indexOf(day as (typeof WEEKDAY_NAMES)[number]) : -1;
  if (dayIndex >= 0) return { key: 'fields.messages.duplicateSchedule', values: { dayIndex } };
  for (const [key, value] of Object.entries(FIELD_MESSAGES)) {
    if (value === text) return { key: `fields.messages.${key}` };
  }
  return { text };
}

/** True when the text is one of the contract's field messages. */
export const isKnownFieldMessage = (text: string): boolean => 'key' in fieldMessage(text);
