import { LANGUAGE_COOKIE, languageCookie, supportedLanguage } from './language.js';

describe('supportedLanguage', () => {
  it('maps a code to a supported language by its base, whatever its case or region', () => {
    expect(['ar', 'AR', 'fr-CA', 'en_GB', ' fr '].map(supportedLanguage)).toEqual(['ar', 'ar', 'fr', 'en', 'fr']);
  });

  it('has none for an unsupported, empty or missing code', () => {
    expect(['de', '', 'arabic', '<ar>', null, undefined].map(supportedLanguage)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });
});

describe('languageCookie', () => {
  it('names the language for 7 days on the whole site, same-site only', () => {
    const now = Date.UTC(2026, 0, 1, 12);
    expect(LANGUAGE_COOKIE).toEqual({ name: 'i18nextLng', minutes: 10080 });
    expect(languageCookie('ar', now)).toBe('i18nextLng=ar; Expires=Thu, 08 Jan 2026 12:00:00 GMT; Path=/; SameSite=Strict');
  });

  it('encodes the value', () => {
    expect(languageCookie('a b;c', 0)).toMatch(/^i18nextLng=a%20b%3Bc; /);
  });
});
