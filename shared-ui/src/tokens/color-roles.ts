/** The semantic colour roles of the themes (their values per theme: `colors.ts`). */

/** Every semantic colour role; each becomes `--ps-color-<kebab-role>`. */
export const COLOR_ROLES = [
  'bg', 'surface', 'surfaceMuted', 'surfaceHover', 'border', 'borderStrong',
  'text', 'textMuted', 'textInverse',
  'primary', 'primaryHover', 'primaryActive', 'onPrimary', 'primarySubtle', 'primaryText',
  'secondary', 'secondaryHover', 'onSecondary',
  'focusRing', 'overlay',
  'success', 'onSuccess', 'successSubtle', 'successText',
  'warning', 'onWarning', 'warningSubtle', 'warningText',
  'danger', 'dangerHover', 'onDanger', 'dangerSubtle', 'dangerText',
  'info', 'onInfo', 'infoSubtle', 'infoText',
] as const;

export type ColorRole = (typeof COLOR_ROLES)[number];
export type ColorScheme = Readonly<Record<ColorRole, string>>;
