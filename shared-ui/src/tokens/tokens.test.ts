import { THEME_MODES } from '../theme/theme';
import { color, COLOR_ROLES, font, layout, layoutPx, media, radius, shadow, space, type ColorRole } from './tokens';
import { colorSchemes, rootCssVariables, themeCssVariables } from './token-css';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** [foreground, background, minimum ratio] — text 4.5:1, UI boundaries 3:1 (WCAG AA). */
const PAIRS: ReadonlyArray<[ColorRole, ColorRole, number]> = [
  ['text', 'bg', 4.5], ['text', 'surface', 4.5], ['text', 'surfaceMuted', 4.5], ['text', 'surfaceHover', 4.5],
  ['textMuted', 'bg', 4.5], ['textMuted', 'surface', 4.5], ['textMuted', 'surfaceMuted', 4.5],
  ['onPrimary', 'primary', 4.5], ['onPrimary', 'primaryHover', 4.5], ['onPrimary', 'primaryActive', 4.5],
  ['primaryText', 'bg', 4.5], ['primaryText', 'surface', 4.5], ['primaryText', 'primarySubtle', 4.5],
  ['onSecondary', 'secondary', 4.5], ['onSecondary', 'secondaryHover', 4.5],
  ['onSuccess', 'success', 4.5], ['successText', 'successSubtle', 4.5],
  ['onWarning', 'warning', 4.5], ['warningText', 'warningSubtle', 4.5],
  ['onDanger', 'danger', 4.5], ['onDanger', 'dangerHover', 4.5], ['dangerText', 'dangerSubtle', 4.5], ['dangerText', 'surface', 4.5],
  ['onInfo', 'info', 4.5], ['infoText', 'infoSubtle', 4.5],
  ['borderStrong', 'surface', 3], ['borderStrong', 'bg', 3], ['focusRing', 'bg', 3], ['focusRing', 'surface', 3],
];

describe('tokens', () => {
  describe.each(THEME_MODES)('%s theme contrast (WCAG AA)', (mode) => {
    it.each(PAIRS)('%s on %s', (fg, bg, min) => {
      const scheme = colorSchemes[mode];
      expect(contrast(scheme[fg], scheme[bg])).toBeGreaterThanOrEqual(min);
    });
  });

  it('defines every colour role in both themes', () => {
    for (const mode of THEME_MODES) {
      const css = themeCssVariables(mode);
      for (const role of COLOR_ROLES) expect(css).toContain(color[role].slice(4, -1) + ':');
    }
  });

  it('helpers return var() references that the root declarations define', () => {
    expect(color.primary).toBe('var(--ps-color-primary)');
    expect(color.textMuted).toBe('var(--ps-color-text-muted)');
    expect(color('textMuted')).toBe(color.textMuted);
    expect(space(3)).toBe('var(--ps-space-3)');
    expect(radius('full')).toBe(radius.full);
    const root = rootCssVariables();
    for (const ref of [space[4], radius.md, font.sizeMd, layout.sidebarWidth]) {
      expect(root).toContain(`${ref.slice(4, -1)}:`);
    }
    expect(themeCssVariables('dark')).toContain(`${shadow.md.slice(4, -1)}:`);
  });

  it('carries the documented layout sizes and breakpoints', () => {
    expect(layoutPx).toMatchObject({ sidebarWidth: 280, notificationPanelWidth: 400, notificationPanelMaxHeight: 500, notificationListHeight: 400 });
    expect(rootCssVariables()).toContain('--ps-layout-sidebar-width: 280px;');
    expect(media.phone).toBe('@media (max-width: 600px)');
    expect(media.desktop).toBe('@media (min-width: 1024px)');
  });
});
