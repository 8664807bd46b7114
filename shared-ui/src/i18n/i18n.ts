/**
 * The platform's i18next setup (spec §4 language change, §9 language constants). The shell creates the
 * one instance with `createI18n`; remotes add their namespace with `addNamespace` when they load.
 */
import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES, type LanguageCode,
} from '@pitchside/shared-api/contracts/language';
import uiEn from '../locales/en.json';
import uiFr from '../locales/fr.json';
import uiAr from '../locales/ar.json';

export type { I18n };

/** Namespace of the design system's own texts. */
export const UI_NAMESPACE = 'ui';
/** localStorage key and cookie name written by the detector. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
/** Extra localStorage key kept for the user's explicit preference. */
export const PREFERRED_LANGUAGE_KEY = 'preferredLanguage';
/** Cookie lifetime: 10080 minutes (7 days). */
export const LANGUAGE_COOKIE_MINUTES = 10080;
/** `window` event fired after a successful change; `detail.language` is the new code. */
export const LANGUAGE_CHANGE_EVENT = 'languagechange:pitchside';
/** Detection order (spec §9). */
export const DETECTION_ORDER = ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'] as const;

export interface LanguageChangeEventDetail {
  language: LanguageCode;
}
declare global {
  interface WindowEventMap {
    'languagechange:pitchside': CustomEvent<LanguageChangeEventDetail>;
  }
}

/** Nested translation texts of one namespace in one language. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}
/** One namespace's texts in every language (all three are required). */
export type NamespaceResources = Readonly<Record<LanguageCode, TranslationTree>>;

export interface CreateI18nOptions {
  /** Bundled texts: language → namespace → texts. The `ui` namespace is always added. */
  resources?: Partial<Record<LanguageCode, Record<string, TranslationTree>>>;
  /** Namespace used by `t` when none is given (default `common`). */
  defaultNS?: string;
  /** Forces a language instead of detecting one (tests, previews). */
  lng?: LanguageCode;
}

const UI_RESOURCES: NamespaceResources = { en: uiEn, fr: uiFr, ar: uiAr };

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The supported language the instance currently resolves to. */
export function currentLanguage(i18n: I18n): LanguageCode {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguageCode(lng) ? lng : DEFAULT_LANGUAGE;
}

/** Sets `<html lang dir>` for a language (Arabic is right-to-left). */
export function applyDocumentLanguage(code: LanguageCode, root: HTMLElement = document.documentElement): void {
  root.lang = code;
  root.dir = LANGUAGES.find((language) => language.code === code)?.direction ?? 'ltr';
}

function storePreferredLanguage(code: LanguageCode): void {
  try {
    window.localStorage.setItem(PREFERRED_LANGUAGE_KEY, code);
  } catch {
    // Storage unavailable: the cookie written by the detector still carries the choice.
  }
}

/** Creates, initialises (synchronously, texts are bundled) and returns an i18next instance. */
export function createI18n(options: CreateI18nOptions = {}): I18n {
  const { resources = {}, defaultNS = 'common', lng } = options;
  const instance = i18next.createInstance();
  const bundled = Object.fromEntries(
    LANGUAGE_CODES.map((code) => [code, { ...resources[code], [UI_NAMESPACE]: UI_RESOURCES[code] }]),
  );
  const namespaces = new Set(LANGUAGE_CODES.flatMap((code) => Object.keys(bundled[code] ?? {})));

  // Registered before init so the detected language also reaches <html> and storage.
  instance.on('languageChanged', () => {
    const code = currentLanguage(instance);
    applyDocumentLanguage(code);
    storePreferredLanguage(code);
  });
  void instance
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: bundled,
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGE_CODES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      ns: [...namespaces],
      defaultNS,
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false, bindI18n: 'languageChanged', bindI18nStore: 'added' },
      detection: {
        order: [...DETECTION_ORDER],
        lookupQuerystring: 'lng',
        lookupCookie: LANGUAGE_STORAGE_KEY,
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        lookupSessionStorage: LANGUAGE_STORAGE_KEY,
        caches: ['cookie', 'localStorage'],
        cookieMinutes: LANGUAGE_COOKIE_MINUTES,
      },
    });
  return instance;
}

export type LanguageChangeResult =
  | { ok: true; language: LanguageCode }
  | { ok: false; language: LanguageCode; error: unknown };

/**
 * Changes the language: sets it, persists it (cookie, `i18nextLng`, `preferredLanguage`), updates
 * `<html lang dir>` and fires `languagechange:pitchside`. On failure it reverts to the previous
 * language, logs a warning and resolves `{ ok: false }` so the caller can show an error.
 */
export async function changeLanguage(i18n: I18n, code: string): Promise<LanguageChangeResult> {
  const previous = currentLanguage(i18n);
  try {
    if (!isLanguageCode(code)) throw new Error(`Unsupported language "${code}"`);
    await i18n.changeLanguage(code);
    if (currentLanguage(i18n) !== code) throw new Error(`Language "${code}" could not be applied`);
    window.dispatchEvent(new CustomEvent(LANGUAGE_CHANGE_EVENT, { detail: { language: code } }));
    return { ok: true, language: code };
  } catch (error) {
    console.warn(`[i18n] changing language to "${code}" failed; keeping "${previous}"`, error);
    try {
      await i18n.changeLanguage(previous);
    } catch {
      // Already logged above; the previous language's texts are bundled so this cannot leave us textless.
    }
    return { ok: false, language: previous, error };
  }
}

/** Adds (or extends) a namespace in every language; components using it re-render. */
export function addNamespace(i18n: I18n, ns: string, resources: NamespaceResources): void {
  for (const code of LANGUAGE_CODES) i18n.addResourceBundle(code, ns, resources[code], true, true);
}

/** Dotted keys of `en` that `other` lacks (or leaves empty): for every package's translation test. */
export function missingTranslationKeys(en: TranslationTree, other: TranslationTree, prefix = ''): string[] {
  return Object.entries(en).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const counterpart = other[key];
    if (typeof value === 'string') return typeof counterpart === 'string' && counterpart.trim() ? [] : [path];
    if (typeof counterpart !== 'object') return [path];
    return missingTranslationKeys(value, counterpart, path);
  });
}
