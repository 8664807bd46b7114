/**
 * Where an i18n instance finds its texts. English, the fallback language, is always bundled; the other
 * languages may be given as loaders (a dynamic `import()` of the JSON, i.e. a webpack chunk) so that a
 * visitor downloads only the language they read. One registry per instance serves both i18next (through
 * the backend plugin below, for the language it detects or is switched to) and `loadLanguageTexts`.
 */
import type { BackendModule, i18n as I18n, ReadCallback } from 'i18next';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@pitchside/shared-api/contracts/language';
import { baseInstance } from './instance';

/** Nested translation texts of one namespace in one language. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}
/** Loads one namespace's texts in one language, e.g. `() => import('./fr.json')`. */
export type TextsLoader = () => Promise<{ default: TranslationTree }>;
/** One namespace's texts: English bundled, every other language bundled or loaded on demand. */
export type NamespaceTexts = Readonly<{ en: TranslationTree } & Record<Exclude<LanguageCode, 'en'>, TranslationTree | TextsLoader>>;

interface Registry {
  namespaces: Map<string, NamespaceTexts>;
  /** `lng|ns` → the (settled or pending) load; a failed load is forgotten so that the next call retries. */
  loads: Map<string, Promise<TranslationTree | undefined>>;
}

const registries = new WeakMap<I18n, Registry>();

function registryOf(i18n: I18n): Registry {
  const instance = baseInstance(i18n);
  let registry = registries.get(instance);
  if (!registry) {
    registry = { namespaces: new Map(), loads: new Map() };
    registries.set(instance, registry);
  }
  return registry;
}

/** Texts of `ns` in `lng`: bundled, loaded once, or `undefined` when none are registered. */
function readTexts(registry: Registry, lng: string, ns: string): Promise<TranslationTree | undefined> {
  const key = `${lng}|${ns}`;
  const known = registry.loads.get(key);
  if (known) return known;
  const source = (registry.namespaces.get(ns) as Record<string, TranslationTree | TextsLoader> | undefined)?.[lng];
  const load = typeof source === 'function'
    ? source().then((module) => module.default)
    : Promise.resolve(source);
  registry.loads.set(key, load);
  load.catch(() => registry.loads.delete(key));
  return load;
}

/** Registers a namespace's texts for `i18n` (the bundled ones are added by the caller). */
export function registerTexts(i18n: I18n, ns: string, texts: NamespaceTexts): void {
  registryOf(i18n).namespaces.set(ns, texts);
}

/** Languages of `texts` that are bundled: language → texts. */
export function bundledTexts(texts: NamespaceTexts): [LanguageCode, TranslationTree][] {
  return Object.entries(texts).flatMap(([code, source]) =>
    typeof source === 'function' ? [] : [[code as LanguageCode, source as TranslationTree]],
  );
}

/**
 * Loads (once) every registered namespace of `lng` that is not in the store yet and adds it; rejects
 * when one cannot be loaded. English is always bundled, so it resolves at once for it.
 */
export async function loadLanguageTexts(i18n: I18n, lng: string, namespaces?: readonly string[]): Promise<void> {
  if (lng === DEFAULT_LANGUAGE) return;
  const registry = registryOf(i18n);
  await Promise.all(
    (namespaces ?? [...registry.namespaces.keys()]).map(async (ns) => {
      const texts = await readTexts(registry, lng, ns);
      if (texts && !i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, texts, true, true);
    }),
  );
}

/** The i18next backend over the instance's registry: i18next calls it for bundles it lacks. */
export function registryBackend(i18n: I18n): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init: () => undefined,
    read(lng: string, ns: string, callback: ReadCallback) {
      readTexts(registryOf(i18n), lng, ns).then(
        // A namespace without texts in `lng` (or not registered) falls back to English, key by key.
        (texts) => callback(null, texts ?? {}),
        // `false`: no timed retries by i18next; the next language change or registration retries.
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}
