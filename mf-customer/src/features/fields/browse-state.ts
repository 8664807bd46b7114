import {
  AMENITIES, FIELD_SORTS_WITH_DISTANCE, SPORT_TYPES, SURFACE_TYPES,
  type Amenity, type FieldSort, type SportType, type SurfaceType,
} from '@pitchside/shared-api/contracts/field-constants';
import type { FieldSearchQuery } from '@pitchside/shared-api/contracts/field';
import { COORDINATE_DECIMALS, MINOR_PER_MAJOR, PAGE_SIZE } from './constants';

// The browse page keeps its whole state in the URL, so a shared link reproduces the same search.
// This module reads that state, turns it into the `GET /fields` query and writes changes back.

/** Single-valued URL keys a control writes as typed. */
export const TEXT_KEYS = ['q', 'setting', 'priceMin', 'priceMax', 'capacityMin', 'capacityMax', 'date', 'timeFrom', 'timeTo', 'radius', 'sort'] as const;
export type TextKey = (typeof TEXT_KEYS)[number];

/** Repeatable URL keys (`?sport=tennis&sport=squash`) and the API values they accept. */
export const LIST_VALUES = { sport: SPORT_TYPES, surface: SURFACE_TYPES, amenity: AMENITIES } as const;
export type ListKey = keyof typeof LIST_VALUES;

/** Keys cleared by "Reset filters" (search text, sort, view and location stay). */
const FILTER_KEYS = ['sport', 'surface', 'amenity', 'setting', 'priceMin', 'priceMax', 'capacityMin', 'capacityMax', 'date', 'timeFrom', 'timeTo', 'radius'] as const;

export type BrowseView = 'list' | 'map';
export interface GeoPoint { lat: number; lng: number }

export interface BrowseState {
  text: Record<TextKey, string>;
  sport: SportType[];
  surface: SurfaceType[];
  amenity: Amenity[];
  page: number;
  view: BrowseView;
  /** The visitor's position when "near me" is on. */
  location: GeoPoint | null;
}

const oneOf = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

function listOf<K extends ListKey>(params: URLSearchParams, key: K): (typeof LIST_VALUES)[K][number][] {
  const allowed: readonly string[] = LIST_VALUES[key];
  return [...new Set(params.getAll(key))].filter((value) => allowed.includes(value)) as (typeof LIST_VALUES)[K][number][];
}

function coordinate(value: string | null, limit: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : undefined;
}

export function readBrowseState(params: URLSearchParams): BrowseState {
  const text = Object.fromEntries(TEXT_KEYS.map((key) => [key, params.get(key) ?? ''])) as Record<TextKey, string>;
  const lat = coordinate(params.get('lat'), 90);
  const lng = coordinate(params.get('lng'), 180);
  const page = Number(params.get('page'));
  return {
    text,
    sport: listOf(params, 'sport'),
    surface: listOf(params, 'surface'),
    amenity: listOf(params, 'amenity'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    view: params.get('view') === 'map' ? 'map' : 'list',
    location: lat !== undefined && lng !== undefined ? { lat, lng } : null,
  };
}

/** The sort in force: the URL's if valid, else distance near me and newest otherwise. */
export function effectiveSort(state: BrowseState): FieldSort {
  const chosen = state.text.sort;
  if (oneOf(FIELD_SORTS_WITH_DISTANCE, chosen) && (chosen !== 'distance' || state.location)) return chosen;
  return state.location ? 'distance' : 'newest';
}

/** A typed non-negative number, or undefined when empty or not a number. */
function amount(value: string, scale = 1): number | undefined {
  if (value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? Math.round(number * scale) : undefined;
}

/** The `GET /fields` query of a state. Prices are typed in major units and sent in minor units. */
export function toSearchQuery(state: BrowseState): FieldSearchQuery {
  const { text, location } = state;
  const search = text.q.trim();
  const withDate = text.date !== '';
  return {
    search: search || undefined,
    sportType: state.sport.length ? state.sport : undefined,
    surfaceType: state.surface.length ? state.surface : undefined,
    amenities: state.amenity.length ? state.amenity : undefined,
    indoor: text.setting === 'indoor' ? 'true' : text.setting === 'outdoor' ? 'false' : undefined,
    minPrice: amount(text.priceMin, MINOR_PER_MAJOR),
    maxPrice: amount(text.priceMax, MINOR_PER_MAJOR),
    minCapacity: amount(text.capacityMin),
    maxCapacity: amount(text.capacityMax),
    date: text.date || undefined,
    // A time window only means something on a date.
    startTime: withDate && text.timeFrom ? text.timeFrom : undefined,
    endTime: withDate && text.timeTo ? text.timeTo : undefined,
    lat: location?.lat,
    lng: location?.lng,
    radiusKm: location && Number(text.radius) > 0 ? Number(text.radius) : undefined,
    sort: effectiveSort(state),
    page: state.page,
    limit: PAGE_SIZE,
  };
}

/** How many filters are set; a range or a time window counts once. */
export function activeFilterCount(state: BrowseState): number {
  const { text } = state;
  return [
    state.sport.length > 0,
    state.surface.length > 0,
    state.amenity.length > 0,
    text.setting !== '',
    text.priceMin !== '' || text.priceMax !== '',
    text.capacityMin !== '' || text.capacityMax !== '',
    text.date !== '',
    text.timeFrom !== '' || text.timeTo !== '',
    state.location !== null && text.radius !== '',
  ].filter(Boolean).length;
}

// ── Writers: each takes the current params and returns the next ones ──────────────────────────────

type Change = (params: URLSearchParams) => void;

/** Applies a change; any change but paging and switching views starts again at page 1. */
export function applyChange(previous: URLSearchParams, change: Change, { keepPage = false } = {}): URLSearchParams {
  const next = new URLSearchParams(previous);
  change(next);
  if (!keepPage) next.delete('page');
  return next;
}

export const setText = (key: TextKey, value: string): Change => (params) => {
  if (value === '') params.delete(key);
  else params.set(key, value);
  // Times without a date are meaningless: clearing the date clears them too.
  if (key === 'date' && value === '') ['timeFrom', 'timeTo'].forEach((k) => params.delete(k));
};

export const toggleListValue = (key: ListKey, value: string): Change => (params) => {
  const values = params.getAll(key);
  params.delete(key);
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  next.forEach((v) => params.append(key, v));
};

/** Clears the filters; with `withSearch`, the search text too. */
export const resetFilters = ({ withSearch = false } = {}): Change => (params) => {
  FILTER_KEYS.forEach((key) => params.delete(key));
  if (withSearch) params.delete('q');
};

export const setPage = (page: number): Change => (params) => {
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
};

export const setView = (view: BrowseView): Change => (params) => {
  if (view === 'map') params.set('view', 'map');
  else params.delete('view');
};

const rounded = (value: number) => String(Number(value.toFixed(COORDINATE_DECIMALS)));

/** Turns "near me" on (rounded coordinates) or off (then a radius or a distance sort make no sense). */
export const setLocation = (point: GeoPoint | null): Change => (params) => {
  if (point) {
    params.set('lat', rounded(point.lat));
    params.set('lng', rounded(point.lng));
    return;
  }
  ['lat', 'lng', 'radius'].forEach((key) => params.delete(key));
  if (params.get('sort') === 'distance') params.delete('sort');
};
