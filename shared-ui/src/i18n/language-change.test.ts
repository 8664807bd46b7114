import {
  addNamespace, changeLanguage, createI18n, LANGUAGE_CHANGE_EVENT, textsReady, type LanguageChangeEventDetail,
} from './i18n';

beforeEach(() => {
  document.cookie = 'i18nextLng=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
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
    expect(i18n.t('close', { ns: 'ui' })).toBe('إغلاق');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.results[0]?.value).toBe('ar');
    await changeLanguage(i18n, 'fr');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    window.removeEventListener(LANGUAGE_CHANGE_EVENT, listener);
  });

  it('reverts to the previous language, logs and reports the failure', async () => {
    const i18n = createI18n({ lng: 'fr' });
    await textsReady(i18n);
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

  it('waits for the texts before switching, and keeps the language if they cannot load', async () => {
    let finish: (texts: { default: { title: string } }) => void = () => undefined;
    const fr = vi.fn()
      .mockImplementationOnce(() => Promise.reject(new Error('offline')))
      .mockImplementationOnce(() => new Promise((resolve) => { finish = resolve; }));
    const i18n = createI18n({ lng: 'en', namespaces: { common: { en: { title: 'Fields' }, fr, ar: { title: 'الملاعب' } } } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await changeLanguage(i18n, 'fr')).toMatchObject({ ok: false, language: 'en' });
    expect(i18n.t('title')).toBe('Fields');
    warn.mockRestore();

    const change = changeLanguage(i18n, 'fr'); // tries again
    await vi.waitFor(() => expect(fr).toHaveBeenCalledTimes(2));
    expect(i18n.language).toBe('en'); // nothing half-translated meanwhile
    finish({ default: { title: 'Terrains' } });
    expect(await change).toEqual({ ok: true, language: 'fr' });
    expect(i18n.t('title')).toBe('Terrains');
  });
});

describe('addNamespace', () => {
  const customer = () => ({
    en: { title: 'Fields' },
    fr: vi.fn(() => Promise.resolve({ default: { title: 'Terrains' } })),
    ar: vi.fn(() => Promise.resolve({ default: { title: 'الملاعب' } })),
  });

  it('adds English at once and loads another language only when it is used', async () => {
    const i18n = createI18n({ lng: 'en' });
    const texts = customer();
    await addNamespace(i18n, 'customer', texts);
    expect(i18n.t('title', { ns: 'customer' })).toBe('Fields');
    expect(texts.fr).not.toHaveBeenCalled();
    await changeLanguage(i18n, 'fr');
    expect(i18n.t('title', { ns: 'customer' })).toBe('Terrains');
    expect(texts.ar).not.toHaveBeenCalled();
  });

  it('resolves once the current language is in, and is loaded by later language changes', async () => {
    const i18n = createI18n({ lng: 'ar' });
    await textsReady(i18n);
    const texts = customer();
    await addNamespace(i18n, 'customer', texts);
    expect(i18n.t('title', { ns: 'customer' })).toBe('الملاعب');
    expect(i18n.options.ns).toContain('customer');
    await i18n.changeLanguage('fr'); // i18next's own change (not the wrapper) loads it too
    expect(i18n.t('title', { ns: 'customer' })).toBe('Terrains');
  });

  it('rejects when the current language cannot be loaded', async () => {
    const i18n = createI18n({ lng: 'fr' });
    await textsReady(i18n);
    const failing = { ...customer(), fr: () => Promise.reject(new Error('offline')) };
    await expect(addNamespace(i18n, 'customer', failing)).rejects.toThrow('offline');
  });
});
