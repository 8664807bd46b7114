/** Language constants and helpers (docs/product/constants.md) shared by the i18n modules. */
import type { i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGE_COOKIE, LANGUAGES, type LanguageCode } from '@pitchside/shared-api/contracts/language';

/** Namespace of the design system's own texts. */
export const UI_NAMESPACE = 'ui';
/** localStorage key and cookie name read and written by the detector (`language-detector.ts`). */
export const LANGUAGE_STORAGE_KEY = LANGUAGE_COOKIE.name;
/** Extra localStorage key kept for the user's explicit preference. */
export const PREFERRED_LANGUAGE_KEY = 'preferredLanguage';
/** Cookie lifetime: 10080 minutes (7 days). */
export const LANGUAGE_COOKIE_MINUTES = LANGUAGE_COOKIE.minutes;
/** `window` event fired after a successful change; `detail.language` is the new code. */
export const LANGUAGE_CHANGE_EVENT = 'languagechange:pitchside';
/** Detection order (docs/product/constants.md), followed by `language-detector.ts`. */
export const DETECTION_ORDER = ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'] as const;

export interface LanguageChangeEventDetail {
  language: LanguageCode;
}
declare global {
  interface WindowEventMap {
    'languagechange:pitchside': CustomEvent<LanguageChangeEventDetail>;
  }
}

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The supported language the instance currently resolves to. */
export function currentLanguage(i18n: I18n): LanguageCode {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguageCode(lng) ? lng : DEFAULT_LANGUAGE;
}

/** Sets `<html lang dir>` for a language (Arabic is right-to-left); no-op without a document (server rendering). */
export function applyDocumentLanguage(code: LanguageCode, root: HTMLElement | undefined = globalThis.document?.documentElement): void {
  if (!root) return;
  root.lang = code;
  root.dir = LANGUAGES.find((language) => language.code === code)?.direction ?? 'ltr';
}
