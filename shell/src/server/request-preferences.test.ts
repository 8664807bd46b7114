import { describe, expect, it } from 'vitest';
import { requestPreferences } from './request-preferences';

/** `cookieHeader` as the API's cookie parser hands it over (name → value). */
const prefs = (path: string, cookieHeader?: string, acceptLanguage?: string) => {
  const cookies = Object.fromEntries((cookieHeader ?? '').split('; ').filter(Boolean).map((pair) => pair.split('=') as [string, string]));
  return requestPreferences({ url: new URL(path, 'http://x'), cookies, acceptLanguage });
};

describe('requestPreferences', () => {
  it('takes the language from ?lng= first, then the language cookie, then Accept-Language', () => {
    expect(prefs('/?lng=ar', 'i18nextLng=fr', 'en').language).toBe('ar');
    expect(prefs('/', 'i18nextLng=fr', 'ar').language).toBe('fr');
    expect(prefs('/', undefined, 'de-DE, ar;q=0.8, fr;q=0.9').language).toBe('fr');
    expect(prefs('/', undefined, 'de, ar-SA;q=0.5').language).toBe('ar');
  });

  it('falls back to English for unsupported or hostile values', () => {
    expect(prefs('/?lng=de', 'i18nextLng=__proto__', 'xx;q=1, en;q=0').language).toBe('en');
    expect(prefs('/?lng=%3Cscript%3E').language).toBe('en');
  });

  it('sets the reading direction from the language', () => {
    expect(prefs('/?lng=ar').direction).toBe('rtl');
    expect(prefs('/?lng=fr').direction).toBe('ltr');
  });

  it('reads the theme and the session hint from their cookies', () => {
    expect(prefs('/', 'pitchside_theme=dark; pitchside_session=1')).toMatchObject({ theme: 'dark', signedIn: true });
    expect(prefs('/', 'pitchside_theme=purple')).toMatchObject({ theme: 'light', signedIn: false });
  });
});
