/**
 * Switching language and adding namespaces, both of which may first have to load texts: a switch waits
 * for every registered namespace of the new language, so nothing renders half-translated.
 */
import type { i18n as I18n } from 'i18next';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import { currentLanguage, isLanguageCode, LANGUAGE_CHANGE_EVENT } from './language';
import { bundledTexts, loadLanguageTexts, registerTexts, type NamespaceTexts } from './texts';

export type LanguageChangeResult =
  | { ok: true; language: LanguageCode }
  | { ok: false; language: LanguageCode; error: unknown };

/**
 * Changes the language: loads its texts, sets it, persists it (cookie, `i18nextLng`, `preferredLanguage`),
 * updates `<html lang dir>` and fires `languagechange:pitchside`. On failure (e.g. the texts could not be
 * loaded) it keeps or restores the previous language, logs a warning and resolves `{ ok: false }` so the
 * caller can show an error.
 */
export async function changeLanguage(i18n: I18n, code: string): Promise<LanguageChangeResult> {
  const previous = currentLanguage(i18n);
  try {
    if (!isLanguageCode(code)) throw new Error(`Unsupported language "${code}"`);
    await loadLanguageTexts(i18n, code);
    await i18n.changeLanguage(code);
    if (currentLanguage(i18n) !== code) throw new Error(`Language "${code}" could not be applied`);
    window.dispatchEvent(new CustomEvent(LANGUAGE_CHANGE_EVENT, { detail: { language: code } }));
    return { ok: true, language: code };
  } catch (error) {
    console.warn(`[i18n] changing language to "${code}" failed; keeping "${previous}"`, error);
    try {
      await i18n.changeLanguage(previous);
    } catch {
      // Already logged above; the previous language's texts are loaded so this cannot leave us textless.
    }
    return { ok: false, language: previous, error };
  }
}

/**
 * Adds (or extends) a namespace: its bundled texts at once, the others on demand. Resolves once its
 * texts in the current language are in (components using it re-render); rejects if they cannot load.
 */
export async function addNamespace(i18n: I18n, ns: string, texts: NamespaceTexts): Promise<void> {
  registerTexts(i18n, ns, texts);
  for (const [code, tree] of bundledTexts(texts)) i18n.addResourceBundle(code, ns, tree, true, true);
  // Listed in `ns`, a later `i18n.changeLanguage` (detection, another caller) loads it too.
  const known = i18n.options.ns ?? [];
  const list = typeof known === 'string' ? [known] : [...known];
  if (!list.includes(ns)) i18n.options.ns = [...list, ns];
  // `languages`: the current language and its fallbacks, e.g. ['fr', 'en'] (also while it is loading).
  await Promise.all((i18n.languages ?? []).map((lng) => loadLanguageTexts(i18n, lng, [ns])));
}
