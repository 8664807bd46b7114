import { createI18n, missingTranslationKeys, textsReady } from './i18n';

const COMMON = {
  en: { common: { greeting: 'Hello' } },
  fr: { common: { greeting: 'Bonjour' } },
  ar: { common: { greeting: 'مرحبا' } },
};

function clearCookie(): void {
  document.cookie = 'i18nextLng=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

/** An instance that detects its language, once that language's texts are in (as the shell renders it). */
async function detected(options: Parameters<typeof createI18n>[0] = {}) {
  const i18n = createI18n(options);
  await textsReady(i18n);
  return i18n;
}

beforeEach(() => {
  clearCookie();
  sessionStorage.clear();
  window.history.replaceState({}, '', '/');
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

describe('createI18n detection', () => {
  it('falls back to the browser language, then English, usable at once', () => {
    const i18n = createI18n({ resources: COMMON });
    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.t('greeting')).toBe('Hello');
    expect(i18n.t('close', { ns: 'ui' })).toBe('Close');
  });

  it('lets ?lng=ar win over the cookie and localStorage', async () => {
    document.cookie = 'i18nextLng=fr; path=/';
    localStorage.setItem('i18nextLng', 'fr');
    window.history.replaceState({}, '', '/?lng=ar');
    const i18n = await detected({ resources: COMMON });
    expect(i18n.resolvedLanguage).toBe('ar');
    expect(i18n.t('greeting')).toBe('مرحبا');
    expect(i18n.t('close', { ns: 'ui' })).toBe('إغلاق');
  });

  it('prefers the cookie over localStorage, and localStorage over sessionStorage', async () => {
    document.cookie = 'i18nextLng=ar; path=/';
    localStorage.setItem('i18nextLng', 'fr');
    expect((await detected()).resolvedLanguage).toBe('ar');
    clearCookie();
    localStorage.setItem('i18nextLng', 'fr'); // the detected 'ar' was cached over it
    sessionStorage.setItem('i18nextLng', 'ar');
    expect((await detected()).resolvedLanguage).toBe('fr');
  });

  it('maps a regional code to its language and ignores unsupported ones', async () => {
    localStorage.setItem('i18nextLng', 'fr-CA');
    expect((await detected()).resolvedLanguage).toBe('fr');
    localStorage.setItem('i18nextLng', 'de');
    clearCookie();
    expect((await detected()).resolvedLanguage).toBe('en');
  });

  it('sets <html lang dir> once the detected language is loaded', async () => {
    window.history.replaceState({}, '', '/?lng=ar');
    await detected();
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});

describe('texts on demand', () => {
  const loaders = () => ({
    fr: vi.fn(() => Promise.resolve({ default: { greeting: 'Bonjour' } })),
    ar: vi.fn(() => Promise.resolve({ default: { greeting: 'مرحبا' } })),
  });

  it('bundles only English and loads nothing for an English visitor', async () => {
    const { fr, ar } = loaders();
    const i18n = await detected({ namespaces: { common: { en: { greeting: 'Hello' }, fr, ar } } });
    expect(i18n.t('greeting')).toBe('Hello');
    expect(fr).not.toHaveBeenCalled();
    expect(ar).not.toHaveBeenCalled();
    expect(i18n.hasResourceBundle('fr', 'ui')).toBe(false);
  });

  it('loads the detected language before switching to it, so nothing shows in English first', async () => {
    window.history.replaceState({}, '', '/?lng=ar');
    const { fr, ar } = loaders();
    const i18n = createI18n({ namespaces: { common: { en: { greeting: 'Hello' }, fr, ar } } });
    expect(document.documentElement).not.toHaveAttribute('dir', 'rtl');
    await textsReady(i18n);
    expect(ar).toHaveBeenCalledOnce();
    expect(fr).not.toHaveBeenCalled();
    expect(i18n.t('greeting')).toBe('مرحبا');
    expect(i18n.t('close', { ns: 'ui' })).toBe('إغلاق');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('still starts, in English texts, when the detected language cannot be loaded', async () => {
    window.history.replaceState({}, '', '/?lng=fr');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fr = vi.fn(() => Promise.reject(new Error('offline')));
    const i18n = await detected({ namespaces: { common: { en: { greeting: 'Hello' }, fr, ar: loaders().ar } } });
    expect(i18n.t('greeting')).toBe('Hello');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('missingTranslationKeys', () => {
  it('lists missing, empty and wrongly shaped keys by dotted path', () => {
    const en = { a: 'A', b: { c: 'C', d: 'D' }, e: { f: 'F' }, g: 'G' };
    const other = { a: 'a', b: { c: 'c', d: ' ' }, e: 'flat', h: 'extra' };
    expect(missingTranslationKeys(en, other)).toEqual(['b.d', 'e', 'g']);
  });
});
