import { missingTranslationKeys } from '@pitchside/shared-ui/i18n';
import en from '../../locales/notifications/en.json';
import fr from '../../locales/notifications/fr.json';
import ar from '../../locales/notifications/ar.json';

describe('notification texts (their own namespace)', () => {
  it('has every English key in French and Arabic', () => {
    expect(missingTranslationKeys(en, fr)).toEqual([]);
    expect(missingTranslationKeys(en, ar)).toEqual([]);
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });
});
