// Zod-free constants of fields, schedules and pricing (docs/product/entities.md, docs/product/validation.md, docs/product/messages.md, docs/product/constants.md), shared by the server, the
// contracts and the screens (which import them without pulling zod onto their critical path).

/** Sports (docs/product/constants.md). */
export const SPORT_TYPES = [
  'football', 'basketball', 'tennis', 'volleyball', 'hockey', 'badminton', 'squash', 'multi_purpose',
] as const;
export type SportType = (typeof SPORT_TYPES)[number];

/** Surfaces (docs/product/constants.md). */
export const SURFACE_TYPES = ['grass', 'artificial_turf', 'concrete', 'wood', 'clay', 'rubber'] as const;
export type SurfaceType = (typeof SURFACE_TYPES)[number];

/** Amenities (docs/product/constants.md). */
export const AMENITIES = [
  'parking', 'lighting', 'changing_rooms', 'toilets', 'refreshments', 'first_aid', 'equipment_hire',
  'spectator_seating', 'air_conditioning', 'heating', 'wifi', 'security', 'wheelchair_accessible',
  'sound_system', 'scoreboard',
] as const;
export type Amenity = (typeof AMENITIES)[number];

/** Currencies (docs/product/constants.md); amounts are integer minor units (4000 = 40.00). */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Active or inactive (docs/product/states.md), independent of the publication state. */
export const FIELD_STATUSES = ['active', 'inactive'] as const;
export type FieldStatus = (typeof FIELD_STATUSES)[number];

/** Publication state: the company lists are tabs of these (docs/product/states.md). */
export const FIELD_STATES = ['published', 'draft', 'archived'] as const;
export type FieldState = (typeof FIELD_STATES)[number];

/** Availability labels (docs/product/states.md). */
export const SLOT_STATUSES = ['available', 'booked', 'maintenance', 'closed', 'private_event'] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];

/** Blocks an owner puts on a field's calendar; the slots they cover carry the same status. */
export const BLOCK_TYPES = ['maintenance', 'closed', 'private_event'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** The sort options of docs/product/constants.md, in that order, then `distance` (only with a location). */
export const FIELD_SORTS = [
  'newest', 'name_asc', 'name_desc', 'price_asc', 'price_desc', 'capacity_desc', 'capacity_asc',
] as const;
export const FIELD_SORTS_WITH_DISTANCE = [...FIELD_SORTS, 'distance'] as const;
export type FieldSort = (typeof FIELD_SORTS_WITH_DISTANCE)[number];

/** Schedule templates (docs/product/constants.md). Days of week: 0 = Sunday … 6 = Saturday. */
export const SCHEDULE_TEMPLATES = [
  { id: 'business_hours', days: [1, 2, 3, 4, 5], openTime: '09:00', closeTime: '17:00' },
  { id: 'sports_center', days: [0, 1, 2, 3, 4, 5, 6], openTime: '06:00', closeTime: '22:00' },
  { id: 'weekend_only', days: [0, 6], openTime: '08:00', closeTime: '20:00' },
] as const;
export type ScheduleTemplateId = (typeof SCHEDULE_TEMPLATES)[number]['id'];
export const SCHEDULE_TEMPLATE_IDS = SCHEDULE_TEMPLATES.map((t) => t.id) as [ScheduleTemplateId, ...ScheduleTemplateId[]];

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const FIELD_LIMITS = {
  nameMax: 120,
  descriptionMax: 4000,
  capacityMax: 1000,
  dimensionMax: 1000,
  /** Base price per hour, minor units (100,000.00 at most). */
  priceMax: 10_000_000,
  equipmentMax: 30,
  rulesMax: 30,
  itemMax: 200,
  /** Per docs/product/constants.md: 5 MB and 10 images. */
  imageMaxBytes: 5 * 1024 * 1024,
  imagesMax: 10,
  imageTypes: ['image/jpeg', 'image/png', 'image/webp'],
  slotMinutesMin: 15,
  slotMinutesMax: 480,
  breakMinutesMax: 240,
  priorityMin: 1,
  priorityMax: 100,
  multiplierMin: 0.1,
  multiplierMax: 10,
  pageSizeDefault: 10,
  pageSizeMax: 50,
  radiusKmMax: 500,
  availabilityDaysMax: 31,
  blockNoteMax: 500,
} as const;

/** The field defaults to its company's zone; the demo company plays in New York. */
export const DEFAULT_FIELD_TIMEZONE = 'America/New_York';

/**
 * The field texts the API answers with: in a module of their own (re-exported here), so that a screen
 * using the constants above does not carry them (a bundler follows the re-export to that module).
 */
export { FIELD_MESSAGES } from './field-messages.js';
