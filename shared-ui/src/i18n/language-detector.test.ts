import { cacheLanguage, detectLanguages } from './language-detector';

function clearCookie(): void {
  document.cookie = 'i18nextLng=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

beforeEach(() => {
  clearCookie();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState({}, '', '/');
  document.documentElement.removeAttribute('lang');
});

afterEach(() => vi.restoreAllMocks());

describe('detectLanguages (docs/product/constants.md)', () => {
  it('lists ?lng, cookie, localStorage, sessionStorage, the browser languages, then <html lang>', () => {
    window.history.replaceState({}, '', '/fields?sport=tennis&lng=ar');
    document.cookie = 'i18nextLng=fr; path=/';
    localStorage.setItem('i18nextLng', 'en');
    sessionStorage.setItem('i18nextLng', 'fr-CA');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'de']);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    document.documentElement.lang = 'ar';
    expect(detectLanguages()).toEqual(['ar', 'fr', 'en', 'fr-CA', 'de-DE', 'de', 'de-DE', 'ar']);
  });

  it('reads a query string kept in the hash when there is none before it', () => {
    window.history.replaceState({}, '', '/#/page?lng=fr');
    expect(detectLanguages()[0]).toBe('fr');
  });

  it('skips empty sources and values that are not language codes', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue([]);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    window.history.replaceState({}, '', '/?lng=%22%3E%3Cscript%3E');
    localStorage.setItem('i18nextLng', '__proto__');
    expect(detectLanguages()).toEqual(['en-US']);
  });

  it('still detects when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    window.history.replaceState({}, '', '/?lng=ar');
    expect(detectLanguages()[0]).toBe('ar');
  });
});

describe('cacheLanguage', () => {
  it('writes a 7-day cookie and localStorage', () => {
    const cookieSetter = vi.spyOn(Document.prototype, 'cookie', 'set');
    cacheLanguage('ar');
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
    expect(document.cookie).toContain('i18nextLng=ar');
    const written = String(cookieSetter.mock.calls.at(-1)?.[0]);
    expect(written).toMatch(/; Path=\/; SameSite=Strict$/);
    const days = (Date.parse(/Expires=([^;]+)/.exec(written)?.[1] ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('never remembers the cimode debug language', () => {
    cacheLanguage('cimode');
    expect(localStorage.getItem('i18nextLng')).toBeNull();
  });
});
