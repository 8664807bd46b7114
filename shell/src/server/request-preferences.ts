import { DEFAULT_LANGUAGE, LANGUAGES, supportedLanguage, type LanguageCode } from '@pitchside/shared-api/contracts/language';
import { LANGUAGE_STORAGE_KEY } from '@pitchside/shared-ui/i18n';
import { DEFAULT_THEME, THEME_STORAGE_KEY, isThemeMode, type ThemeMode } from '@pitchside/shared-ui/theme';
import { SESSION_HINT_COOKIE } from '@pitchside/shared-api/client/session-hint';

/** What the server knows of a visitor before any script runs. */
export interface RequestPreferences {
  language: LanguageCode;
  direction: 'ltr' | 'rtl';
  theme: ThemeMode;
  /** The browser holds a session: its first render is the signed-in one, which the server cannot make. */
  signedIn: boolean;
}

/** `Accept-Language` candidates ordered by their quality value (docs/product/constants.md, detection: the browser's languages). */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.split(';').map((part) => part.trim());
      const q = params.find((p) => p.startsWith('q='));
      return { tag, quality: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The detection of docs/product/constants.md, as far as a server sees it: `?lng=`, then the language cookie the browser's
 * detector writes, then `Accept-Language`. Theme from its cookie (the browser writes it beside storage).
 */
export function requestPreferences(input: { url: URL; cookies: Record<string, string | undefined>; acceptLanguage?: string }): RequestPreferences {
  const { cookies } = input;
  const language =
    supportedLanguage(input.url.searchParams.get('lng')) ??
    supportedLanguage(cookies[LANGUAGE_STORAGE_KEY]) ??
    acceptedLanguages(input.acceptLanguage).map(supportedLanguage).find(Boolean) ??
    DEFAULT_LANGUAGE;
  const theme = cookies[THEME_STORAGE_KEY];
  return {
    language,
    direction: LANGUAGES.find((l) => l.code === language)?.direction ?? 'ltr',
    theme: isThemeMode(theme) ? theme : DEFAULT_THEME,
    signedIn: cookies[SESSION_HINT_COOKIE] === '1',
  };
}
