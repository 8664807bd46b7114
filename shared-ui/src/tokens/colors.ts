/**
 * Colour values of the two themes. Components never read these hex values: they use the
 * `color` helpers of `tokens.ts`, which point at the CSS custom properties the global style sets
 * (`token-css.ts`): only that style needs them, so they load with it, not with the tokens.
 */
import type { ColorScheme } from './color-roles';

/** Brand and neutral ramps the roles are picked from (hex, for documentation and contrast tests). */
export const palette = {
  green: { 50: '#f0fdf4', 100: '#dcfce7', 300: '#86efac', 400: '#4ade80', 500: '#22c55e', 600: '#16a34a', 700: '#15803d', 800: '#166534', 900: '#14532d', 950: '#052e16' },
  navy: { 300: '#6b7d99', 400: '#4a5872', 600: '#274b8a', 700: '#1e3a6e', 800: '#1b2f57', 900: '#0f1f3d', 950: '#0b1322' },
  neutral: { 0: '#ffffff', 50: '#f5f7fa', 100: '#eef2f6', 150: '#e6ebf1', 200: '#d6dde6', 500: '#7b8797', 700: '#a3b1c4', 800: '#e8edf5' },
} as const;

const { green, navy, neutral } = palette;

/** Light theme: navy text on near-white, green-700 primary (white text ≥ 4.5:1). */
export const lightColors: ColorScheme = {
  bg: neutral[50],
  surface: neutral[0],
  surfaceMuted: neutral[100],
  surfaceHover: neutral[150],
  border: neutral[200],
  borderStrong: neutral[500],
  text: navy[900],
  textMuted: navy[400],
  textInverse: neutral[0],
  primary: green[700],
  primaryHover: green[800],
  primaryActive: green[900],
  onPrimary: neutral[0],
  primarySubtle: green[100],
  primaryText: green[800],
  secondary: navy[900],
  secondaryHover: navy[800],
  onSecondary: neutral[0],
  focusRing: '#1d4ed8',
  overlay: 'rgba(11, 19, 34, 0.55)',
  success: green[700],
  onSuccess: neutral[0],
  successSubtle: green[100],
  successText: green[800],
  warning: '#b45309',
  onWarning: neutral[0],
  warningSubtle: '#fef3c7',
  warningText: '#92400e',
  danger: '#b91c1c',
  dangerHover: '#991b1b',
  onDanger: neutral[0],
  dangerSubtle: '#fee2e2',
  dangerText: '#991b1b',
  info: '#1d4ed8',
  onInfo: neutral[0],
  infoSubtle: '#dbeafe',
  infoText: '#1e40af',
};

/** Dark theme: light text on deep navy, green-500 primary with dark text. */
export const darkColors: ColorScheme = {
  bg: navy[950],
  surface: '#111b2e',
  surfaceMuted: '#1a2740',
  surfaceHover: '#22314d',
  border: '#2a3a57',
  borderStrong: navy[300],
  text: neutral[800],
  textMuted: neutral[700],
  textInverse: navy[950],
  primary: green[500],
  primaryHover: green[400],
  primaryActive: green[600],
  onPrimary: green[950],
  primarySubtle: '#123524',
  primaryText: green[400],
  secondary: navy[700],
  secondaryHover: navy[600],
  onSecondary: neutral[0],
  focusRing: '#93c5fd',
  overlay: 'rgba(0, 0, 0, 0.65)',
  success: green[500],
  onSuccess: green[950],
  successSubtle: '#0f2e1c',
  successText: green[300],
  warning: '#f59e0b',
  onWarning: '#1f1300',
  warningSubtle: '#3a2a08',
  warningText: '#fcd34d',
  danger: '#dc2626',
  dangerHover: '#b91c1c',
  onDanger: neutral[0],
  dangerSubtle: '#3b1212',
  dangerText: '#fca5a5',
  info: '#60a5fa',
  onInfo: navy[950],
  infoSubtle: '#10243f',
  infoText: '#93c5fd',
};
