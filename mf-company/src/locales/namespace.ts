import type { NamespaceTexts, TranslationTree } from '@pitchside/shared-ui/i18n';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import en from './en.json';
import { NS, wantedSectionsIn } from './sections';

export { NS };

/** A language's common texts with the sections loaded so far (sections.ts). */
async function withSectionsIn(language: LanguageCode, common: Promise<{ default: TranslationTree }>): Promise<{ default: TranslationTree }> {
  const [{ default: texts }, sections] = await Promise.all([common, wantedSectionsIn(language)]);
  return { default: { ...texts, ...sections } };
}

/**
 * This remote's common texts (the rest is in sections, loaded with the pages that use them: sections.ts):
 * English bundled (the fallback), French and Arabic loaded only when used.
 */
export const TEXTS: NamespaceTexts = {
  en,
  fr: () => withSectionsIn('fr', import('./fr.json')),
  ar: () => withSectionsIn('ar', import('./ar.json')),
};
