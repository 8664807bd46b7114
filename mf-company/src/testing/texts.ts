import { readFileSync } from 'node:fs';
import type { TranslationTree } from '@pitchside/shared-ui/i18n';
import { LANGUAGE_CODES, type LanguageCode } from '@pitchside/shared-api/contracts/language';
import { SECTIONS, type Section } from '../locales/sections';

const read = (path: string): TranslationTree => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as TranslationTree;

/** One section's file in `language` (`{ "<section>": … }`). */
export const sectionFile = (section: Section, language: LanguageCode): TranslationTree => read(`../locales/sections/${section}/${language}.json`);

/** Every text of the `company` namespace in `language`: its common part and all its sections (locales/sections.ts). */
export function allTexts(language: LanguageCode): TranslationTree {
  return Object.assign(read(`../locales/${language}.json`), ...SECTIONS.map((section) => sectionFile(section, language)));
}

/** Every text of the namespace, by language. */
export const ALL_TEXTS = Object.fromEntries(LANGUAGE_CODES.map((language) => [language, allTexts(language)])) as Record<LanguageCode, TranslationTree>;
