import { missingTranslationKeys } from '@pitchside/shared-ui/i18n';
import en from '../../locales/notifications/en.json';
import fr from '../../locales/notifications/fr.json';
import ar from '../../locales/notifications/ar.json';
import shellEn from '../../locales/en.json';

describe('notification texts (their own namespace)', () => {
  it('has every English key in French and Arabic', () => {
    expect(missingTranslationKeys(en, fr)).toEqual([]);
    expect(missingTranslationKeys(en, ar)).toEqual([]);
  });

  it('has the six Arabic plural forms of every counted text', () => {
    const counted = Object.keys(en.notifications).filter((key) => key.endsWith('_other')).map((key) => key.replace(/_other$/, ''));
    expect(counted.length).toBeGreaterThan(0);
    for (const base of counted) {
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) expect(ar.notifications, `${base}_${form}`).toHaveProperty(`${base}_${form}`);
    }
  });

  it('leaves only the bell to the shell namespace every page loads', () => {
    expect(Object.keys(shellEn.notifications).every((key) => key === 'bell' || key.startsWith('bellUnread_'))).toBe(true);
    expect(Object.keys(en.notifications)).not.toContain('bell');
  });
});
