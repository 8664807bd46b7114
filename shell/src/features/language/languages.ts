import type { LanguageCode } from '@pitchside/shared-api/contracts/language';

/**
 * The interface languages by native name, each tagged with its own `lang` so screen readers pronounce it.
 * Kept here rather than read from the contracts' `LANGUAGES` at run time: the selector sits on the
 * signed-out critical path and contract modules carry zod (a test keeps both lists equal).
 */
export const LANGUAGE_OPTIONS: readonly { code: LanguageCode; nativeName: string }[] = [
  { code: 'en', nativeName: 'English' },
  { code: 'fr', nativeName: 'Français' },
  { code: 'ar', nativeName: 'العربية' },
];
