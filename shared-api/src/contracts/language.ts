// Zod-free: imported by the i18n set-up on the home page's critical path.

export const LANGUAGE_CODES = ['en', 'fr', 'ar'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** Language info (spec §3): code, name, native name, direction, flag. */
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
