/**
 * Design tokens of Pitchside. Every value is published as a CSS custom property (`--ps-…`) by the
 * global style; the helpers here return `var(--ps-…)` strings, so components never hard-code values
 * and a later styling-engine change touches this package only. The colour values and the declarations
 * that publish the tokens are in `token-css.ts`: only the global style needs them, and the browser
 * loads that only for a page the server did not render (docs/adr/0045).
 */
import type { ThemeMode } from '../theme/theme';
import { COLOR_ROLES, type ColorRole } from './color-roles';

export { COLOR_ROLES } from './color-roles';
export type { ColorRole, ColorScheme } from './color-roles';

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** The custom property of a token: `tokenProperty('color', 'primaryText')` → `--ps-color-primary-text`. */
export const tokenProperty = (group: string, key: string | number): string => `--ps-${group}-${kebab(String(key))}`;
const cssVar = (group: string, key: string | number): string => `var(${tokenProperty(group, key)})`;

/**
 * A token group: read a value as a property (`color.primary`) or by calling it (`color('primary')`);
 * both give the `var(--ps-…)` reference.
 */
export type TokenGroup<K extends string | number> = ((key: K) => string) & Readonly<Record<K, string>>;

function group<K extends string | number>(vars: Record<K, string>): TokenGroup<K> {
  return Object.assign((key: K) => vars[key], vars);
}
function varsOf<T extends Record<string | number, string>>(name: string, values: T): TokenGroup<Extract<keyof T, string | number>> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(values)) out[key] = cssVar(name, key);
  return group(out as Record<Extract<keyof T, string | number>, string>);
}

/** Semantic colours: `color.primary` or `color('primary')` → `var(--ps-color-primary)`. */
export const color: TokenGroup<ColorRole> = group(
  Object.fromEntries(COLOR_ROLES.map((role) => [role, cssVar('color', role)])) as Record<ColorRole, string>,
);

const spaceValues = {
  0: '0', 1: '0.25rem', 2: '0.5rem', 3: '0.75rem', 4: '1rem', 5: '1.25rem', 6: '1.5rem', 8: '2rem', 10: '2.5rem', 12: '3rem', 16: '4rem',
} as const;
/** Spacing scale in 4 px steps: `space[4]` or `space(4)` → `var(--ps-space-4)` (1rem). */
export const space = varsOf('space', spaceValues);
export type SpaceKey = keyof typeof spaceValues;

const radiusValues = { none: '0', sm: '4px', md: '8px', lg: '12px', xl: '16px', full: '9999px' } as const;
/** Corner radii. */
export const radius = varsOf('radius', radiusValues);

const shadowValues: Readonly<Record<ThemeMode, Record<'sm' | 'md' | 'lg', string>>> = {
  light: {
    sm: '0 1px 2px rgba(15, 31, 61, 0.08)',
    md: '0 4px 12px rgba(15, 31, 61, 0.12)',
    lg: '0 12px 32px rgba(15, 31, 61, 0.18)',
  },
  dark: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.5)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
};
/** Elevation shadows (theme-dependent). */
export const shadow = varsOf('shadow', shadowValues.light);

const fontValues = {
  familySans: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', 'Helvetica Neue', Arial, sans-serif",
  familyMono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  sizeXs: '0.75rem', sizeSm: '0.875rem', sizeMd: '1rem', sizeLg: '1.125rem', sizeXl: '1.25rem',
  size2xl: '1.5rem', size3xl: '1.875rem', size4xl: '2.25rem',
  weightRegular: '400', weightMedium: '500', weightSemibold: '600', weightBold: '700',
  lineHeightTight: '1.25', lineHeightNormal: '1.5', lineHeightRelaxed: '1.7',
} as const;
/** Typography: `font.sizeMd`, `font.weightBold`, `font.familySans`, … */
export const font = varsOf('font', fontValues);

const motionValues = { durationFast: '120ms', durationNormal: '200ms', durationSlow: '300ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' } as const;
/** Transition durations and easing (zeroed under `prefers-reduced-motion`). */
export const motion = varsOf('motion', motionValues);

/** Numeric layout constants from docs/product/constants.md (px), for JS logic. */
export const layoutPx = {
  sidebarWidth: 280,
  notificationPanelWidth: 400,
  notificationPanelMaxHeight: 500,
  notificationListHeight: 400,
  topBarHeight: 64,
  contentMaxWidth: 1200,
  controlSm: 32,
  controlMd: 40,
  controlLg: 48,
} as const;
const layoutValues = Object.fromEntries(Object.entries(layoutPx).map(([k, v]) => [k, `${v}px`])) as Record<keyof typeof layoutPx, string>;
/** Layout sizes as CSS variables: `layout.sidebarWidth` → `var(--ps-layout-sidebar-width)`. */
export const layout = varsOf('layout', layoutValues);

/** Stacking order. Plain numbers: z-index cannot be animated and is never themed. */
export const zIndex = {
  base: 0, raised: 1, sticky: 100, header: 200, drawer: 300, overlay: 400, modal: 500, popover: 600, toast: 700, tooltip: 800,
} as const;

/** Breakpoints (px): phone ≤ 600, tablet 601–1023, desktop ≥ 1024. */
export const breakpoints = { phoneMax: 600, desktopMin: 1024 } as const;

/** Media queries for styled-components: `${media.phone} { … }`. */
export const media = {
  phone: `@media (max-width: ${breakpoints.phoneMax}px)`,
  tabletUp: `@media (min-width: ${breakpoints.phoneMax + 1}px)`,
  tablet: `@media (min-width: ${breakpoints.phoneMax + 1}px) and (max-width: ${breakpoints.desktopMin - 1}px)`,
  desktop: `@media (min-width: ${breakpoints.desktopMin}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/** The tokens' values, for the declarations that publish them (token-css.ts). */
export const tokenValues = {
  space: spaceValues, radius: radiusValues, font: fontValues, motion: motionValues, layout: layoutValues, shadow: shadowValues,
} as const;
