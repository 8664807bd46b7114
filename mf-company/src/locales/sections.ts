/**
 * The company area's texts, in parts. One i18next namespace (`company`, see namespace.ts) holds them all,
 * keyed by section (`bookings.title`, `employees.form.save`…), but a page loads only the sections it uses:
 * the common part (pagination, the permission and suspension notices, the company chooser) comes with the
 * remote, and each section in its own chunk per language (`sections/<section>/<language>.json`, each file
 * a `{ "<section>": … }` part of the namespace) with the first page that needs it. An owner opening the
 * bookings then loads the bookings' texts, not the ~80 KB of every company page in two languages.
 *
 * Each i18next instance given to `registerTranslations` (one in the browser, one per document on the
 * server) gets every section loaded so far, and every section loaded later, in English (the fallback) and
 * in each language it holds texts of; a language switched to later loads the sections loaded so far with
 * its common part (namespace.ts), so nothing shows in English for want of a section.
 */
import { isLanguageCode, type I18n, type TranslationTree } from '@pitchside/shared-ui/i18n';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@pitchside/shared-api/contracts/language';

/** The i18next namespace of this remote's texts. */
export const NS = 'company';

export const SECTIONS = [
  'activity', 'analytics', 'bookings', 'bulkSchedule', 'checkIn', 'editor', 'emailTemplates', 'employees', 'fields',
  'integrations', 'overview', 'profile', 'promotions', 'scheduling', 'settings', 'upgrade',
] as const;
export type Section = (typeof SECTIONS)[number];

/** Section and language → its texts, loaded once per page load (or server process). */
const texts = new Map<string, Promise<TranslationTree>>();
/** The sections a page asked for so far, in the order they were asked for. */
const wanted = new Set<Section>();
/** The instances to keep up to date (held weakly: the server's end with their document). */
const instances = new Set<WeakRef<I18n>>();

/** A section's texts in one language: a chunk of its own. */
export function sectionTexts(section: Section, language: LanguageCode): Promise<TranslationTree> {
  const key = `${section}/${language}`;
  let known = texts.get(key);
  if (!known) {
    known = import(`./sections/${section}/${language}.json`)
      .then((module: { default: TranslationTree }) => module.default);
    texts.set(key, known);
    // A failed load (the network) is tried again the next time it is needed.
    known.catch(() => texts.delete(key));
  }
  return known;
}

/** The languages whose texts `i18n` holds or is about to show: English, its current language and fallbacks. */
function languagesOf(i18n: I18n): LanguageCode[] {
  const held = LANGUAGE_CODES.filter((code) => i18n.hasResourceBundle(code, NS));
  const shown = (i18n.languages ?? []).filter(isLanguageCode);
  return [...new Set<LanguageCode>([DEFAULT_LANGUAGE, ...shown, ...held])];
}

/** Adds `sections` to `i18n` in each of its languages; resolves once they are in. */
async function addTo(i18n: I18n, sections: readonly Section[]): Promise<void> {
  await Promise.all(sections.flatMap((section) => languagesOf(i18n).map(async (language) => {
    const tree = await sectionTexts(section, language);
    i18n.addResourceBundle(language, NS, tree, true, true);
  })));
}

function liveInstances(): I18n[] {
  const live: I18n[] = [];
  for (const ref of instances) {
    const instance = ref.deref();
    if (instance) live.push(instance);
    else instances.delete(ref);
  }
  return live;
}

/**
 * Loads `sections` and adds them to every registered instance: a page's loader awaits it, so the page
 * renders with its texts. Rejects when the English texts cannot load (the page then shows its load error).
 */
export async function loadSections(sections: readonly Section[]): Promise<void> {
  for (const section of sections) wanted.add(section);
  await Promise.all(sections.map((section) => sectionTexts(section, DEFAULT_LANGUAGE)));
  // A language other than English that fails to load falls back to English, key by key.
  await Promise.all(liveInstances().map((i18n) => addTo(i18n, sections).catch(() => undefined)));
}

/** Keeps `i18n` up to date from now on, and adds the sections loaded so far. */
export async function registerSections(i18n: I18n): Promise<void> {
  if (!liveInstances().includes(i18n)) instances.add(new WeakRef(i18n));
  await addTo(i18n, [...wanted]).catch(() => undefined);
}

/**
 * Every section loaded so far in `language`, merged: a language switched to loads them with its common
 * part. Sections asked for while it loads are included too.
 */
export async function wantedSectionsIn(language: LanguageCode): Promise<TranslationTree> {
  const merged: TranslationTree = {};
  const done = new Set<Section>();
  for (let pending = [...wanted]; pending.length > 0; pending = [...wanted].filter((section) => !done.has(section))) {
    for (const section of pending) done.add(section);
    for (const tree of await Promise.all(pending.map((section) => sectionTexts(section, language)))) Object.assign(merged, tree);
  }
  return merged;
}

/** A page loaded together with the sections of texts it uses. */
export function withSections<T>(sections: readonly Section[], loadPage: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [page] = await Promise.all([loadPage(), loadSections(sections)]);
    return page;
  };
}
