import {
  CURRENCIES, type Amenity, type Currency, type FieldStatus, type SportType, type SurfaceType,
} from '@pitchside/shared-api/contracts/field-constants';
import type { Field } from '@pitchside/shared-api/contracts/field';
import { NEW_RULE, ruleFormValuesOf, type RuleFormValues } from '../../../lib/pricing-rule-values';

// The wizard's values: what the inputs hold (numbers as typed text), turned into the API's request by
// `field-request.ts` once every step is valid.

export interface ScheduleRow {
  /** 0 = Sunday; the row's index in `FieldDraft.schedules` is its day, so a day cannot appear twice. */
  dayOfWeek: number;
  isActive: boolean;
  openTime: string;
  closeTime: string;
  slotDuration: string;
  breakDuration: string;
}

export interface RuleDraft extends RuleFormValues {
  /** Stable key of the row in the list. */
  key: string;
  /** Of a saved rule: older rules win ties of priority. */
  createdAt?: string;
}

export type ImageItem =
  | { kind: 'existing'; key: string; id: string; url: string; name: string }
  | { kind: 'new'; key: string; file: File; url: string; name: string };

export interface FieldDraft {
  name: string;
  description: string;
  sportType: SportType | '';
  surfaceType: SurfaceType | '';
  indoor: boolean;
  status: FieldStatus;
  /** The company location (site) the field belongs to; `''` = none. */
  locationId: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  latitude: string;
  longitude: string;
  capacity: string;
  minPlayers: string;
  maxPlayers: string;
  length: string;
  width: string;
  lighting: boolean;
  roofed: boolean;
  equipment: string[];
  /** `''` = the company's zone (the API's default). */
  timezone: string;
  /** Always seven rows, Sunday first. */
  schedules: ScheduleRow[];
  /** Major units as typed (e.g. `40.50`). */
  basePricePerHour: string;
  currency: Currency;
  pricingRules: RuleDraft[];
  amenities: Amenity[];
  rules: string[];
  /** The first one is the primary photo. */
  images: ImageItem[];
}

let sequence = 0;
/** A key for a new list row (rules, images), unique for this page's life. */
export const nextKey = (prefix: string) => `${prefix}-${(sequence += 1)}`;

export const closedDay = (dayOfWeek: number): ScheduleRow => ({
  dayOfWeek, isActive: false, openTime: '09:00', closeTime: '17:00', slotDuration: '60', breakDuration: '0',
});

export const emptyRule = (): RuleDraft => ({ key: nextKey('rule'), ...NEW_RULE });

export function emptyDraft(): FieldDraft {
  return {
    name: '', description: '', sportType: '', surfaceType: '', indoor: false, status: 'active',
    locationId: '', address: '', city: '', state: '', postalCode: '', country: '', latitude: '', longitude: '',
    capacity: '', minPlayers: '', maxPlayers: '', length: '', width: '', lighting: false, roofed: false, equipment: [],
    timezone: '', schedules: Array.from({ length: 7 }, (_, day) => closedDay(day)),
    basePricePerHour: '', currency: CURRENCIES[0], pricingRules: [], amenities: [], rules: [], images: [],
  };
}

const text = (value: number | null) => (value === null ? '' : String(value));
const fileName = (url: string) => decodeURIComponent(url.split('/').pop() ?? url);

/** The draft of a saved field, for the edit wizard. */
export function draftFromField(field: Field): FieldDraft {
  const schedules = Array.from({ length: 7 }, (_, day) => {
    const saved = field.schedules.find((schedule) => schedule.dayOfWeek === day);
    if (!saved) return closedDay(day);
    const { openTime, closeTime, isActive } = saved;
    return { dayOfWeek: day, isActive, openTime, closeTime, slotDuration: String(saved.slotDuration), breakDuration: String(saved.breakDuration) };
  });
  return {
    name: field.name, description: field.description, sportType: field.sportType, surfaceType: field.surfaceType,
    indoor: field.indoor, status: field.status, locationId: field.locationId ?? '', address: field.address, city: field.city, state: field.state,
    postalCode: field.postalCode, country: field.country, latitude: String(field.latitude), longitude: String(field.longitude),
    capacity: String(field.capacity), minPlayers: text(field.minPlayers), maxPlayers: text(field.maxPlayers),
    length: text(field.length), width: text(field.width), lighting: field.lighting, roofed: field.roofed,
    equipment: [...field.equipment], timezone: field.timezone, schedules,
    basePricePerHour: String(field.basePricePerHour / 100), currency: field.currency,
    pricingRules: field.pricingRules.map((rule) => ({ key: rule.id, ...ruleFormValuesOf(rule), createdAt: rule.createdAt })),
    amenities: [...field.amenities], rules: [...field.rules],
    images: field.images.map((image) => ({ kind: 'existing', key: image.id, id: image.id, url: image.url, name: fileName(image.url) })),
  };
}

/** What decides whether the wizard holds unsaved changes (images by identity, not by file contents). */
export function draftFingerprint(draft: FieldDraft): string {
  return JSON.stringify({ ...draft, images: draft.images.map((image) => image.key) });
}
