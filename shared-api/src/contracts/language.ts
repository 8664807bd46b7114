// Zod-free: imported by the i18n set-up on the home page's critical path.

export const LANGUAGE_CODES = ['en', 'fr', 'ar'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** Language info (docs/product/entities.md): code, name, native name, direction, flag. */
export interface LanguageInfo {
  code: LanguageCode;
  name: string;
  nativeName: string;
  direction: 'ltr' | 'rtl';
  flag: string;
}

export const LANGUAGES: readonly LanguageInfo[] = [
  { code: 'en', name: 'English', nativeName: 'English', direction: 'ltr', flag: '🇬🇧' },
  { code: 'fr', name: 'French', nativeName: 'Français', direction: 'ltr', flag: '🇫🇷' },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية', direction: 'rtl', flag: '🇸🇦' },
];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** A supported language for a code such as `fr-CA`, `AR` or `en_GB`, or undefined. */
export function supportedLanguage(code: string | null | undefined): LanguageCode | undefined {
  const base = code?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGE_CODES.find((candidate) => candidate === base);
}

/** The cookie that remembers the language: read by the server, written by the browser and the server. */
export const LANGUAGE_COOKIE = {
  name: 'i18nextLng',
  /** 10080 minutes (7 days). */
  minutes: 10080,
} as const;

/**
 * The language cookie for `code` — name, value and attributes — as the browser writes it to
 * `document.cookie` and the server sends it in `Set-Cookie`: one definition, so neither outlives or
 * shadows the other.
 */
export function languageCookie(code: string, now: number): string {
  const expires = new Date(now + LANGUAGE_COOKIE.minutes * 60_000).toUTCString();
  return `${LANGUAGE_COOKIE.name}=${encodeURIComponent(code)}; Expires=${expires}; Path=/; SameSite=Strict`;
}
