import { missingTranslationKeys } from '@pitchside/shared-ui/i18n';
import en from './en.json';
import fr from './fr.json';
import ar from './ar.json';

describe('payments translations', () => {
  it.each([
    ['fr', fr],
    ['ar', ar],
  ])('%s has every English key', (_language, texts) => {
    expect(missingTranslationKeys(en, texts)).toEqual([]);
  });
});
