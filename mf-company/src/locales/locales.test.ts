import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingTranslationKeys } from '@pitchside/shared-ui/i18n';
import en from './en.json';
import fr from './fr.json';
import ar from './ar.json';
import { SECTIONS } from './sections';
import { allTexts, sectionFile } from '../testing/texts';

describe('company translations', () => {
  it.each([
    ['fr', fr],
    ['ar', ar],
  ])('%s has every English key of the common part', (_language, texts) => {
    expect(missingTranslationKeys(en, texts)).toEqual([]);
  });

  it.each(['fr', 'ar'] as const)('%s has every English key of every section', (language) => {
    expect(missingTranslationKeys(allTexts('en'), allTexts(language))).toEqual([]);
  });

  it('has a folder of texts for each section, each file holding that section alone', () => {
    expect(readdirSync(join(dirname(fileURLToPath(import.meta.url)), 'sections')).sort()).toEqual([...SECTIONS].sort());
    for (const language of ['en', 'fr', 'ar'] as const) {
      for (const section of SECTIONS) expect(Object.keys(sectionFile(section, language)), `${section}/${language}.json`).toEqual([section]);
    }
    const common = Object.keys(en);
    expect(common.filter((key) => (SECTIONS as readonly string[]).includes(key))).toEqual([]);
  });
});
