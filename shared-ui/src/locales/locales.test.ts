import { missingTranslationKeys } from '../i18n/i18n';
import en from './en.json';
import fr from './fr.json';
import ar from './ar.json';

describe('ui namespace translations', () => {
  it.each([['fr', fr], ['ar', ar]])('%s has every English key', (_code, other) => {
    expect(missingTranslationKeys(en, other)).toEqual([]);
  });
});
