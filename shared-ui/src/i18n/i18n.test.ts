import {
  addNamespace, changeLanguage, createI18n, LANGUAGE_CHANGE_EVENT, missingTranslationKeys, type LanguageChangeEventDetail,
} from './i18n';

const COMMON = {
  en: { common: { greeting: 'Hello' } },
  fr: { common: { greeting: 'Bonjour' } },
  ar: { common: { greeting: 'مرحبا' } },
};

function clearCookie(): void {
  document.cookie = 'i18nextLng=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

beforeEach(() => {
  clearCookie();
  sessionStorage.clear();
  window.history.replaceState({}, '', '/');
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

describe('createI18n detection', () => {
  it('falls back to the browser language, then English', () => {
    const i18n = createI18n({ resources: COMMON });
    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.t('greeting')).toBe('Hello');
    expect(i18n.t('close', { ns: 'ui' })).toBe('Close');
  });

  it('lets ?lng=ar win over the cookie and localStorage', () => {
    document.cookie = 'i18nextLng=fr; path=/';
    localStorage.setItem('i18nextLng', 'fr');
    window.history.replaceState({}, '', '/?lng=ar');
    const i18n = createI18n({ resources: COMMON });
    expect(i18n.resolvedLanguage).toBe('ar');
    expect(i18n.t('greeting')).toBe('مرحبا');
  });

  it('prefers the cookie over localStorage, and localStorage over sessionStorage', () => {
    document.cookie = 'i18nextLng=ar; path=/';
    localStorage.setItem('i18nextLng', 'fr');
    expect(createI18n().resolvedLanguage).toBe('ar');
    clearCookie();
    localStorage.setItem('i18nextLng', 'fr'); // the detected 'ar' was cached over it
    sessionStorage.setItem('i18nextLng', 'ar');
    expect(createI18n().resolvedLanguage).toBe('fr');
  });

  it('maps a regional code to its language and ignores unsupported ones', () => {
    localStorage.setItem('i18nextLng', 'fr-CA');
    expect(createI18n().resolvedLanguage).toBe('fr');
    localStorage.setItem('i18nextLng', 'de');
    clearCookie();
    expect(createI18n().resolvedLanguage).toBe('en');
  });

  it('sets <html lang dir> on init', () => {
    window.history.replaceState({}, '', '/?lng=ar');
    createI18n();
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});

describe('changeLanguage', () => {
  it('persists to i18nextLng, preferredLanguage and a 7-day cookie', async () => {
    const i18n = createI18n({ lng: 'en' });
    const cookieSetter = vi.spyOn(Document.prototype, 'cookie', 'set');
    const result = await changeLanguage(i18n, 'fr');
    expect(result).toEqual({ ok: true, language: 'fr' });
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
    expect(localStorage.getItem('preferredLanguage')).toBe('fr');
    expect(document.cookie).toContain('i18nextLng=fr');
    const written = cookieSetter.mock.calls.map(([value]) => String(value)).find((c) => c.startsWith('i18nextLng=fr'));
    const expires = Date.parse(/Expires=([^;]+)/.exec(written ?? '')?.[1] ?? '');
    const days = (expires - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    cookieSetter.mockRestore();
  });

  it('sets <html lang dir> and fires languagechange:pitchside', async () => {
    const i18n = createI18n({ lng: 'en' });
    const listener = vi.fn((event: CustomEvent<LanguageChangeEventDetail>) => event.detail.language);
    window.addEventListener(LANGUAGE_CHANGE_EVENT, listener);
    await changeLanguage(i18n, 'ar');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.results[0]?.value).toBe('ar');
    await changeLanguage(i18n, 'fr');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    window.removeEventListener(LANGUAGE_CHANGE_EVENT, listener);
  });

  it('reverts to the previous language, logs and reports the failure', async () => {
    const i18n = createI18n({ lng: 'fr' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const listener = vi.fn();
    window.addEventListener(LANGUAGE_CHANGE_EVENT, listener);
    const real = i18n.changeLanguage.bind(i18n);
    vi.spyOn(i18n, 'changeLanguage').mockImplementationOnce(async (lng) => {
      await real(lng);
      throw new Error('load failed');
    });
    const result = await changeLanguage(i18n, 'ar');
    expect(result).toMatchObject({ ok: false, language: 'fr' });
    expect(i18n.resolvedLanguage).toBe('fr');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(localStorage.getItem('preferredLanguage')).toBe('fr');
    expect(listener).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
    window.removeEventListener(LANGUAGE_CHANGE_EVENT, listener);
    warn.mockRestore();
  });

  it('rejects an unsupported code without changing anything', async () => {
    const i18n = createI18n({ lng: 'en' });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = await changeLanguage(i18n, 'xx');
    expect(result.ok).toBe(false);
    expect(i18n.resolvedLanguage).toBe('en');
    vi.restoreAllMocks();
  });
});

describe('addNamespace', () => {
  it('adds a remote namespace in every language', async () => {
    const i18n = createI18n({ lng: 'en' });
    addNamespace(i18n, 'customer', { en: { title: 'Fields' }, fr: { title: 'Terrains' }, ar: { title: 'الملاعب' } });
    expect(i18n.t('title', { ns: 'customer' })).toBe('Fields');
    await changeLanguage(i18n, 'fr');
    expect(i18n.t('title', { ns: 'customer' })).toBe('Terrains');
  });
});

describe('missingTranslationKeys', () => {
  it('lists missing, empty and wrongly shaped keys by dotted path', () => {
    const en = { a: 'A', b: { c: 'C', d: 'D' }, e: { f: 'F' }, g: 'G' };
    const other = { a: 'a', b: { c: 'c', d: ' ' }, e: 'flat', h: 'extra' };
    expect(missingTranslationKeys(en, other)).toEqual(['b.d', 'e', 'g']);
  });
});
