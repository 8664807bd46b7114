/** Per docs/product/routes-and-screens.md: the seven content steps of the field create/edit wizard (keys of `editor.steps.*`). */
export const EDITOR_STEPS = ['basics', 'location', 'details', 'schedule', 'pricing', 'amenities', 'images'] as const;
export type EditorStep = (typeof EDITOR_STEPS)[number];

/** The draft's values each step edits: a validation problem at `<name>…` belongs to that step. */
export const STEP_FIELDS = {
  basics: ['name', 'description', 'sportType', 'surfaceType', 'indoor', 'status'],
  location: ['address', 'city', 'state', 'postalCode', 'country', 'latitude', 'longitude'],
  details: ['capacity', 'minPlayers', 'maxPlayers', 'length', 'width', 'lighting', 'roofed', 'equipment'],
  schedule: ['timezone', 'schedules'],
  pricing: ['basePricePerHour', 'currency', 'pricingRules'],
  amenities: ['amenities', 'rules'],
  images: ['images'],
} as const satisfies Record<EditorStep, readonly string[]>;

/** Where the wizard goes when it is left or done. */
export const FIELDS_LIST_PATH = '/company/fields';

/** Choices of the time selects: every quarter hour. */
export const QUARTER_HOURS = Array.from({ length: 96 }, (_, index) => {
  const hours = String(Math.floor(index / 4)).padStart(2, '0');
  return `${hours}:${String((index % 4) * 15).padStart(2, '0')}`;
});
export const CLOSING_TIMES = [...QUARTER_HOURS.slice(1), '24:00'];
