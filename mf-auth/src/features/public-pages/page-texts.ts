import { use, type ReactPromise } from 'react';
import { addNamespace, baseInstance, type I18n, type NamespaceTexts, type TranslationTree } from '@pitchside/shared-ui/i18n';
import { useTranslation } from '@pitchside/shared-ui/translation';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { InfoPage } from '@pitchside/shared-api/contracts/site-pages';

/** The i18next namespace of one information page's texts. */
export const infoNamespace = (page: InfoPage): string => `info-${page}`;

/**
 * One page's texts in one language, a chunk of their own loaded with the page. Left unnamed: a name per
 * chunk would weigh on the remote's entry script (24 of them), which every page of this remote loads.
 */
const loadTexts = (page: InfoPage, language: LanguageCode): Promise<{ default: TranslationTree }> =>
  import(`./texts/${page}/${language}.json`);

/**
 * One page's texts: English (the fallback, loaded with the page) and the other languages on demand. The
 * long texts of these pages stay out of the remote's own texts, so no other page carries them.
 */
export async function infoPageTexts(page: InfoPage): Promise<NamespaceTexts> {
  const { default: en } = await loadTexts(page, 'en');
  return { en, fr: () => loadTexts(page, 'fr'), ar: () => loadTexts(page, 'ar') };
}

interface Adding {
  /** Marked fulfilled once settled (the fields `use` reads), so a render after that does not wait. */
  promise: ReactPromise<void>;
}
const added = new WeakMap<I18n, Map<InfoPage, Adding>>();

/**
 * Adds a page's texts to an i18next instance, once per instance: the browser has one, the server one per
 * render. Settles once the texts of the instance's language are in; a language that cannot be loaded
 * leaves the English texts.
 */
export function addInfoPageTexts(given: I18n, page: InfoPage): Adding {
  const i18n = baseInstance(given);
  let pages = added.get(i18n);
  if (!pages) added.set(i18n, (pages = new Map()));
  const known = pages.get(page);
  if (known) return known;
  const promise: Promise<void> & { status?: 'fulfilled'; value?: undefined } = infoPageTexts(page)
    .then((texts) => addNamespace(i18n, infoNamespace(page), texts))
    .catch(() => undefined)
    .finally(() => {
      promise.status = 'fulfilled';
      promise.value = undefined;
    });
  // Untracked until settled, then the fulfilled promise React expects: both are what `use` accepts.
  const adding: Adding = { promise: promise as ReactPromise<void> };
  pages.set(page, adding);
  return adding;
}

/**
 * The translation of an information page. The page's texts usually arrive with its code (pages.ts); a
 * render with an instance that lacks them (the server renders each request with its own) waits for them,
 * so the markup is never made of keys.
 */
export function useInfoTranslation(page: InfoPage) {
  // The instance alone, without a namespace: asking i18next for one not added yet would mark it loaded, empty.
  const { i18n } = useTranslation(undefined, { bindI18n: '', bindI18nStore: '' });
  use(addInfoPageTexts(i18n, page).promise);
  return useTranslation(infoNamespace(page));
}
