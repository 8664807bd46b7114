// The offline page (shell/public/offline.html and offline.js), as the worker answers it: the section of
// the user's language shown, the document's language, direction and theme set, and a retry.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const PUBLIC = join(import.meta.dirname, '../../public');
const html = readFileSync(join(PUBLIC, 'offline.html'), 'utf8');
const script = readFileSync(join(PUBLIC, 'offline.js'), 'utf8');

function openOfflinePage() {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.documentElement.setAttribute('lang', 'en');
  document.documentElement.setAttribute('dir', 'ltr');
  document.documentElement.setAttribute('data-theme', 'light');
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  new Function(script)();
}

const visibleHeading = () => [...document.querySelectorAll('section')].find((section) => !section.hidden)?.querySelector('h1')?.textContent;

describe('the offline page', () => {
  afterEach(() => {
    localStorage.clear();
    document.cookie = 'i18nextLng=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('has the same parts in each language', () => {
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    const sections = [...parsed.querySelectorAll('section[data-language]')];
    expect(sections.map((s) => s.getAttribute('data-language'))).toEqual(['en', 'fr', 'ar']);
    for (const section of sections) {
      expect(section.querySelector('h1')?.textContent?.trim(), section.getAttribute('lang') ?? '').toBeTruthy();
      expect(section.querySelector('p')?.textContent?.trim()).toBeTruthy();
      expect(section.querySelector('button[data-retry]')?.textContent?.trim()).toBeTruthy();
      expect(section.querySelector('a[href="/bookings"]')?.textContent?.trim()).toBeTruthy();
    }
  });

  it("speaks the shell's words for being offline", async () => {
    const texts = (lng: string) => JSON.parse(readFileSync(join(import.meta.dirname, `../locales/${lng}.json`), 'utf8')) as { connectivity: { offline: string } };
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    for (const lng of ['en', 'fr', 'ar']) {
      expect(parsed.querySelector(`section[data-language="${lng}"] h1`)?.textContent).toBe(texts(lng).connectivity.offline);
    }
  });

  it('shows English by default', () => {
    openOfflinePage();
    expect(visibleHeading()).toBe('You are offline');
    expect(document.documentElement.lang).toBe('en');
  });

  it("shows the language the app last used, right to left for Arabic, with the manifest of that language", () => {
    localStorage.setItem('i18nextLng', 'ar');
    openOfflinePage();
    expect(visibleHeading()).toBe('أنت غير متصل بالإنترنت');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/manifest.ar.webmanifest');
    expect(document.querySelectorAll('section:not([hidden])')).toHaveLength(1);
  });

  it("prefers the language cookie the server and app share, and applies the stored theme", () => {
    localStorage.setItem('i18nextLng', 'ar');
    localStorage.setItem('pitchside_theme', 'dark');
    document.cookie = 'i18nextLng=fr; path=/';
    openOfflinePage();
    expect(visibleHeading()).toBe('Vous êtes hors ligne');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
