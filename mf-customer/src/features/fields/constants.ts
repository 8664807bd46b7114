/** Spec §9 sports (keys of `fields.sports.*`). */
export const SPORTS = ['football', 'basketball', 'tennis', 'volleyball', 'hockey', 'badminton', 'squash', 'multiPurpose'] as const;

/** Spec §9 sort options, in the spec's order (keys of `fields.sort.*`). */
export const SORT_OPTIONS = ['newest', 'nameAsc', 'nameDesc', 'priceAsc', 'priceDesc', 'capacityDesc', 'capacityAsc'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = 'newest';

/** Spec §9 date picker range. */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2099-12-31';
