import { FIELD_LIMITS } from '@pitchside/shared-api/contracts/field-constants';

/** Date picker range (docs/product/constants.md). */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2099-12-31';

/** Cards per page: fills rows of 1, 2, 3 or 4 columns. */
export const PAGE_SIZE = 12;

/** Typing pauses this long before the search (or a typed filter) reaches the URL and the API. */
export const INPUT_DEBOUNCE_MS = 300;

/** Decimals kept of the visitor's coordinates in the URL (about 100 m): enough to sort by distance. */
export const COORDINATE_DECIMALS = 3;

export const RADIUS_KM_MAX = FIELD_LIMITS.radiusKmMax;
export const CAPACITY_MAX = FIELD_LIMITS.capacityMax;

/** Minor units per major unit: every currency of docs/product/constants.md has cents. */
export const MINOR_PER_MAJOR = 100;

/** `navigator.geolocation` options: a cached fix up to 5 min old is fine for "near me". */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 };
