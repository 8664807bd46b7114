import type { FieldCreate, PricingRuleInput, ScheduleInput } from '@pitchside/shared-api/contracts/field';
import type { PricingRuleTerms } from '@pitchside/shared-api/contracts/field-pricing';
import type { FieldDraft, RuleDraft, ScheduleRow } from './field-draft';

/** A typed number: `null` when left empty, `NaN` when it is not a number. */
export function parseNumber(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed.replace(',', '.'));
  return Number.isFinite(number) ? number : Number.NaN;
}

/** Major units as typed (`40.5`) → integer minor units (`4050`). */
export const toMinorUnits = (value: string): number => Math.round((parseNumber(value) ?? 0) * 100);

const orNull = (value: string) => (value.trim() === '' ? null : value);
const numberOrNull = (value: string) => parseNumber(value);

export function toScheduleInput(row: ScheduleRow): ScheduleInput {
  return {
    dayOfWeek: row.dayOfWeek, openTime: row.openTime, closeTime: row.closeTime, isActive: row.isActive,
    slotDuration: Number(row.slotDuration), breakDuration: Number(row.breakDuration || 0),
  };
}

export function toRuleInput(rule: RuleDraft) {
  return {
    name: rule.name.trim(), priceMultiplier: Number(rule.priceMultiplier.replace(',', '.')), priority: Number(rule.priority),
    startTime: orNull(rule.startTime), endTime: orNull(rule.endTime),
    dayOfWeek: rule.dayOfWeek === '' ? null : Number(rule.dayOfWeek), minDuration: numberOrNull(rule.minDuration),
    startDate: orNull(rule.startDate), endDate: orNull(rule.endDate), isActive: rule.isActive,
  } satisfies PricingRuleInput;
}

/** A rule as the pricing functions see it (for the live preview). */
export const toRuleTerms = (rule: RuleDraft): PricingRuleTerms => ({ ...toRuleInput(rule), createdAt: rule.createdAt });

export interface FieldRequest {
  body: Omit<FieldCreate, 'publish'> & { schedules: ScheduleInput[]; pricingRules: PricingRuleInput[] };
  /** Weekday of each sent schedule, to put the API's `schedules.<i>` errors back on their row. */
  scheduleDays: number[];
}

/** The body of POST /fields or PUT /fields/:id for a valid draft. Closed days are not sent. */
export function toFieldRequest(draft: FieldDraft): FieldRequest {
  const open = draft.schedules.filter((row) => row.isActive);
  const body: FieldRequest['body'] = {
    name: draft.name.trim(), description: draft.description.trim(),
    sportType: draft.sportType as FieldCreate['sportType'], surfaceType: draft.surfaceType as FieldCreate['surfaceType'],
    indoor: draft.indoor, status: draft.status, locationId: draft.locationId || null,
    address: draft.address.trim(), city: draft.city.trim(), state: draft.state.trim(), postalCode: draft.postalCode.trim(),
    country: draft.country.trim(), latitude: Number(draft.latitude), longitude: Number(draft.longitude),
    capacity: Number(draft.capacity), minPlayers: numberOrNull(draft.minPlayers), maxPlayers: numberOrNull(draft.maxPlayers),
    length: numberOrNull(draft.length), width: numberOrNull(draft.width), lighting: draft.lighting, roofed: draft.roofed,
    equipment: draft.equipment, rules: draft.rules, amenities: draft.amenities,
    basePricePerHour: toMinorUnits(draft.basePricePerHour), currency: draft.currency,
    schedules: open.map(toScheduleInput), pricingRules: draft.pricingRules.map(toRuleInput),
  };
  if (draft.timezone) body.timezone = draft.timezone;
  return { body, scheduleDays: open.map((row) => row.dayOfWeek) };
}
