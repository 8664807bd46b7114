/**
 * The platform's i18next setup (docs/product/states.md#language, docs/product/constants.md language constants). The shell creates the
 * one instance with `createI18n`; remotes add their namespace with `addNamespace` when they load.
 * Only English (the fallback) is bundled; French and Arabic texts load on demand (see `texts.ts`).
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@pitchside/shared-api/contracts/language';
import uiEn from '../locales/en.json';
import { applyDocumentLanguage, currentLanguage, PREFERRED_LANGUAGE_KEY, UI_NAMESPACE } from './language';
import { languageDetector } from './language-detector';
import { baseInstance } from './instance';
import { bundledTexts, registerTexts, registryBackend, type NamespaceTexts, type TranslationTree } from './texts';

export type { I18n };
export type { NamespaceTexts, TextsLoader, TranslationTree } from './texts';
export { missingTranslationKeys } from './completeness';
export * from './language';
export { baseInstance } from './instance';

export interface CreateI18nOptions {
  /** Texts bundled in any language: language → namespace → texts (tests bundle all three). */
  resources?: Partial<Record<LanguageCode, Record<string, TranslationTree>>>;
  /** Namespace → English texts plus the other languages' loaders. The `ui` namespace is always added. */
  namespaces?: Record<string, NamespaceTexts>;
  /** Namespace used by `t` when none is given (default `common`). */
  defaultNS?: string;
  /** Forces a language instead of detecting one (tests, previews). */
  lng?: LanguageCode;
}

const UI_TEXTS: NamespaceTexts = {
  en: uiEn,
  fr: () => import('../locales/fr.json'),
  ar: () => import('../locales/ar.json'),
};

/** Instance → settles once the texts of the language chosen at start-up are in (or failed to load). */
const startup = new WeakMap<I18n, Promise<void>>();

function storePreferredLanguage(code: LanguageCode): void {
  try {
    window.localStorage.setItem(PREFERRED_LANGUAGE_KEY, code);
  } catch {
    // Storage unavailable: the cookie written by the detector still carries the choice.
  }
}

/** The i18next store event announcing texts added to one namespace (see `createI18n`). */
export const namespaceAddedEvent = (namespace: string): string => `added:${namespace}`;

/**
 * Creates and initialises an i18next instance. English is bundled, so it is usable at once; when another
 * language is detected (or forced) its texts load first — await `textsReady` before the first render so
 * that a French or Arabic visitor never sees English texts flash.
 */
export function createI18n(options: CreateI18nOptions = {}): I18n {
  const { resources = {}, namespaces = {}, defaultNS = 'common', lng } = options;
  const instance = i18next.createInstance();
  const bundled = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, { ...resources[code] }]));
  for (const [ns, texts] of Object.entries({ [UI_NAMESPACE]: UI_TEXTS, ...namespaces })) {
    registerTexts(instance, ns, texts);
    // Texts given in `resources` win (tests bundle every language).
    for (const [code, tree] of bundledTexts(texts)) bundled[code] = { [ns]: tree, ...bundled[code] };
  }
  const allNamespaces = new Set([...Object.keys(namespaces), ...Object.values(bundled).flatMap(Object.keys)]);

  // Registered before init so the detected language also reaches <html> and storage. i18next emits it
  // once the language's texts are loaded, so <html dir> never changes ahead of the texts.
  instance.on('languageChanged', () => {
    const code = currentLanguage(instance);
    applyDocumentLanguage(code);
    storePreferredLanguage(code);
  });
  const ready = instance
    .use(languageDetector)
    .use(registryBackend(instance))
    .use(initReactI18next)
    .init({
      resources: bundled,
      // The store starts with the bundled texts only; the backend loads the rest.
      partialBundledLanguages: true,
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGE_CODES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      ns: [...allNamespaces],
      defaultNS,
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false, bindI18n: 'languageChanged', bindI18nStore: 'added' },
    }, (error: unknown) => {
      // Missing texts fall back to English key by key; the page still renders.
      if (error) console.warn('[i18n] texts of the detected language could not be loaded', error);
    })
    .then(() => undefined);
  // Texts added to a namespace are also announced under the namespace's own event, so that only the
  // components reading it re-render (`@pitchside/shared-ui/translation`).
  const store = instance.store as typeof instance.store & { emit(event: string): void };
  store.on('added', (_language: string, namespace: string) => store.emit(namespaceAddedEvent(namespace)));
  startup.set(instance, ready);
  return instance;
}

/** Settles once the start-up language's texts are loaded (at once for English). Never rejects. */
export function textsReady(i18n: I18n): Promise<void> {
  return startup.get(baseInstance(i18n)) ?? Promise.resolve();
}

export { addNamespace, changeLanguage, type LanguageChangeResult } from './language-change';
