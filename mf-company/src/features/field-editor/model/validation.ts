import { isTimeZone } from '@pitchside/shared-ui/format';
import { FIELD_LIMITS as L } from '@pitchside/shared-api/contracts/field-constants';
import type { MessageRef } from '../../../lib/field-messages';
import { EDITOR_STEPS, STEP_FIELDS, type EditorStep } from '../constants';
import type { FieldDraft, RuleDraft, ScheduleRow } from './field-draft';
import { parseNumber } from './field-request';

// Field form rules (docs/product/validation.md), step by step, with the contract's limits and texts (`fields.messages.*`
// are FIELD_MESSAGES translated). Keys of the result are the draft's paths: `latitude`,
// `schedules.1.closeTime`, `pricingRules.0.priority`.

export type FormErrors = Record<string, MessageRef>;

const message = (key: string): MessageRef => ({ key: `fields.messages.${key}` });
const own = (key: string, values?: Record<string, string | number>): MessageRef =>
  values ? { key: `editor.errors.${key}`, values } : { key: `editor.errors.${key}` };

const LOCAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const CLOSING_TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const DATE = /^(19|20)\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const isInteger = (value: number | null): value is number => value !== null && Number.isInteger(value);
const within = (value: number | null, min: number, max: number): value is number =>
  value !== null && !Number.isNaN(value) && value >= min && value <= max;

function basics(draft: FieldDraft, errors: FormErrors): void {
  if (!draft.name.trim()) errors.name = message('nameRequired');
  else if (draft.name.trim().length > L.nameMax) errors.name = own('tooLong', { max: L.nameMax });
  if (draft.description.trim().length > L.descriptionMax) errors.description = own('tooLong', { max: L.descriptionMax });
  if (!draft.sportType) errors.sportType = own('sportRequired');
  if (!draft.surfaceType) errors.surfaceType = own('surfaceRequired');
}

function location(draft: FieldDraft, errors: FormErrors): void {
  if (!draft.address.trim()) errors.address = message('addressRequired');
  if (!draft.city.trim()) errors.city = message('cityRequired');
  if (!draft.country.trim()) errors.country = message('countryRequired');
  if (draft.postalCode.trim().length > 20) errors.postalCode = own('tooLong', { max: 20 });
  const coordinates = [['latitude', 90], ['longitude', 180]] as const;
  for (const [name, limit] of coordinates) {
    const value = parseNumber(draft[name]);
    if (value === null) errors[name] = own('coordinatesRequired');
    else if (!within(value, -limit, limit)) errors[name] = message(name);
  }
}

function details(draft: FieldDraft, errors: FormErrors): void {
  const capacity = parseNumber(draft.capacity);
  if (!isInteger(capacity) || capacity < 1) errors.capacity = message('capacity');
  else if (capacity > L.capacityMax) errors.capacity = own('atMost', { max: L.capacityMax });
  const players = { minPlayers: parseNumber(draft.minPlayers), maxPlayers: parseNumber(draft.maxPlayers) };
  for (const [name, value] of Object.entries(players)) {
    if (value !== null && (!isInteger(value) || !within(value, 1, L.capacityMax))) errors[name] = own('wholeNumber', { min: 1, max: L.capacityMax });
  }
  if (!errors.minPlayers && !errors.maxPlayers && players.minPlayers !== null && players.maxPlayers !== null && players.minPlayers > players.maxPlayers) {
    errors.minPlayers = message('players');
  }
  for (const name of ['length', 'width'] as const) {
    const value = parseNumber(draft[name]);
    if (value !== null && (!within(value, 0, L.dimensionMax) || value === 0)) errors[name] = own('dimension', { max: L.dimensionMax });
  }
}

function scheduleRow(row: ScheduleRow, errors: FormErrors): void {
  const path = `schedules.${row.dayOfWeek}`;
  const slot = parseNumber(row.slotDuration);
  const pause = parseNumber(row.breakDuration) ?? 0;
  if (!isInteger(slot) || !within(slot, L.slotMinutesMin, L.slotMinutesMax)) {
    errors[`${path}.slotDuration`] = own('slotDuration', { min: L.slotMinutesMin, max: L.slotMinutesMax });
  }
  if (!Number.isInteger(pause) || !within(pause, 0, L.breakMinutesMax)) errors[`${path}.breakDuration`] = own('breakDuration', { max: L.breakMinutesMax });
  if (!LOCAL_TIME.test(row.openTime)) errors[`${path}.openTime`] = message('time');
  else if (!CLOSING_TIME.test(row.closeTime)) errors[`${path}.closeTime`] = message('time');
  else if (minutes(row.openTime) + (isInteger(slot) ? slot : 0) > minutes(row.closeTime) || minutes(row.openTime) >= minutes(row.closeTime)) {
    errors[`${path}.closeTime`] = message('timeRange');
  }
}

function schedule(draft: FieldDraft, errors: FormErrors): void {
  const open = draft.schedules.filter((row) => row.isActive);
  if (open.length === 0) errors.schedules = message('operatingDay');
  for (const row of open) scheduleRow(row, errors);
  if (draft.timezone && !isTimeZone(draft.timezone)) errors.timezone = message('timezone');
}

/** One pricing rule's problems, keyed by its own field names. */
export function validateRule(rule: RuleDraft): FormErrors {
  const errors: FormErrors = {};
  if (!rule.name.trim()) errors.name = message('nameRequired');
  else if (rule.name.trim().length > 100) errors.name = own('tooLong', { max: 100 });
  const multiplier = parseNumber(rule.priceMultiplier);
  if (!within(multiplier, L.multiplierMin, L.multiplierMax)) errors.priceMultiplier = message('multiplier');
  const priority = parseNumber(rule.priority);
  if (!isInteger(priority) || !within(priority, L.priorityMin, L.priorityMax)) errors.priority = message('priority');
  const hasStart = rule.startTime !== '';
  if (hasStart !== (rule.endTime !== '')) errors[hasStart ? 'endTime' : 'startTime'] = message('timeRange');
  else if (hasStart && (!LOCAL_TIME.test(rule.startTime) || !CLOSING_TIME.test(rule.endTime) || minutes(rule.startTime) >= minutes(rule.endTime))) {
    errors.endTime = message('timeRange');
  }
  const minDuration = parseNumber(rule.minDuration);
  if (minDuration !== null && (!isInteger(minDuration) || !within(minDuration, 1, 24 * 60))) errors.minDuration = own('wholeNumber', { min: 1, max: 24 * 60 });
  for (const name of ['startDate', 'endDate'] as const) {
    if (rule[name] && !DATE.test(rule[name])) errors[name] = own('date');
  }
  if (!errors.startDate && !errors.endDate && rule.startDate && rule.endDate && rule.startDate > rule.endDate) errors.endDate = message('dateRange');
  return errors;
}

function pricing(draft: FieldDraft, errors: FormErrors): void {
  const price = parseNumber(draft.basePricePerHour);
  if (price === null || Number.isNaN(price) || price < 0 || !/^\d+([.,]\d{1,2})?$/.test(draft.basePricePerHour.trim())) {
    errors.basePricePerHour = message('price');
  } else if (Math.round(price * 100) > L.priceMax) errors.basePricePerHour = own('atMost', { max: L.priceMax / 100 });
  draft.pricingRules.forEach((rule, index) => {
    for (const [name, problem] of Object.entries(validateRule(rule))) errors[`pricingRules.${index}.${name}`] = problem;
  });
}

function images(draft: FieldDraft, errors: FormErrors): void {
  if (draft.images.length === 0) errors.images = message('imageRequired');
}

const CHECKS: Record<EditorStep, (draft: FieldDraft, errors: FormErrors) => void> = {
  basics, location, details, schedule, pricing, amenities: () => undefined, images,
};

export function validateStep(step: EditorStep, draft: FieldDraft): FormErrors {
  const errors: FormErrors = {};
  CHECKS[step](draft, errors);
  return errors;
}

export function validateAll(draft: FieldDraft): FormErrors {
  return Object.assign({}, ...EDITOR_STEPS.map((step) => validateStep(step, draft))) as FormErrors;
}

/** The step that holds the value at `path` (`schedules.1.closeTime` → schedule). */
export function stepOfPath(path: string): EditorStep | undefined {
  const root = path.split('.')[0] ?? '';
  return EDITOR_STEPS.find((step) => (STEP_FIELDS[step] as readonly string[]).includes(root));
}
