/**
 * The declarations that publish the tokens as CSS custom properties (`--ps-…`), with the colour values of
 * both themes: what the global style (`../global-style`) writes. Apart from `tokens.ts` because only that
 * style needs the values, and the browser loads it only for a document the server did not render
 * (docs/adr/0045).
 */
import type { ThemeMode } from '../theme/theme';
import type { ColorScheme } from './color-roles';
import { darkColors, lightColors } from './colors';
import { tokenProperty, tokenValues } from './tokens';

/** Colour schemes by theme mode. */
export const colorSchemes: Readonly<Record<ThemeMode, ColorScheme>> = { light: lightColors, dark: darkColors };

function declarations(group: string, values: Readonly<Record<string | number, string>>): string {
  return Object.entries(values)
    .map(([key, value]) => `${tokenProperty(group, key)}: ${value};`)
    .join('\n');
}

/** Declarations shared by both themes (space, radius, font, motion, layout). */
export function rootCssVariables(): string {
  const { space, radius, font, motion, layout } = tokenValues;
  return [
    declarations('space', space),
    declarations('radius', radius),
    declarations('font', font),
    declarations('motion', motion),
    declarations('layout', layout),
  ].join('\n');
}

/** Declarations of one theme (colours and shadows). */
export function themeCssVariables(mode: ThemeMode): string {
  return [declarations('color', colorSchemes[mode]), declarations('shadow', tokenValues.shadow[mode])].join('\n');
}
