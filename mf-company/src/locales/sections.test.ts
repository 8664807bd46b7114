import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { I18n } from '@pitchside/shared-ui/i18n';
import { SECTIONS } from './sections';
import common from './en.json';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The file an import specifier of `from` points at, if it is one of this remote's modules. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((file) => existsSync(file));
}

interface ModuleFacts { imports: string[]; sections: Set<string> }
const facts = new Map<string, ModuleFacts>();
/** A module's relative imports (static and lazy) and the sections of the keys it names (`'bookings.title'`, `` `employees.${…}` ``). */
function factsOf(file: string): ModuleFacts {
  let known = facts.get(file);
  if (!known) {
    const source = readFileSync(file, 'utf8');
    const specifiers = [...source.matchAll(/(?:from|import)\s+'(\.[^']+)'|import\(\s*(?:\/\*[^*]*\*\/\s*)?'(\.[^']+)'\s*\)/g)].map((m) => m[1] ?? m[2] ?? '');
    // The texts' own modules (this folder) name keys in their documentation only.
    const named = file.startsWith(resolve(SRC, 'locales')) ? [] : [...source.matchAll(/[`'"]([a-zA-Z]+)\.[a-zA-Z$]/g)].map((m) => m[1] ?? '');
    known = {
      imports: specifiers.map((specifier) => resolveImport(file, specifier)).filter((target): target is string => Boolean(target)),
      sections: new Set(named.filter((name) => (SECTIONS as readonly string[]).includes(name))),
    };
    facts.set(file, known);
  }
  return known;
}

/** Each page loader of `file` (one per line: the page's module and the sections given with it). */
function pageLoaders(file: string): { page: string; declared: string[] }[] {
  return readFileSync(file, 'utf8').split('\n').flatMap((line) => {
    const page = /import\(\s*\/\*[^*]*\*\/\s*'(\.[^']+)'\s*\)/.exec(line)?.[1];
    if (!page || !/features\//.test(page)) return [];
    const declared = /\[((?:\s*'[a-zA-Z]+',?)+)\s*\]/.exec(line)?.[1];
    return [{ page: resolveImport(file, page) ?? page, declared: declared ? [...declared.matchAll(/'([a-zA-Z]+)'/g)].map((m) => m[1] ?? '') : [] }];
  });
}

describe('the sections of texts each page loads', () => {
  const loaders = [...pageLoaders(resolve(SRC, 'app/company-area.tsx')), ...pageLoaders(resolve(SRC, 'pages.ts'))];
  const pageFiles = new Set(loaders.map((loader) => loader.page));

  it('finds every page of the area and the remote', () => {
    // 15 pages of the company area (analytics among them) and the three pages of their own.
    expect(loaders).toHaveLength(18);
    for (const { page } of loaders) expect(existsSync(page), page).toBe(true);
  });

  it.each(loaders.map((loader) => [relative(SRC, loader.page), loader] as const))('%s loads exactly the sections its code names', (_name, { page, declared }) => {
    const used = new Set<string>();
    const seen = new Set([page]);
    const queue = [page];
    while (queue.length > 0) {
      const { imports, sections } = factsOf(queue.pop() ?? '');
      for (const section of sections) used.add(section);
      // Another page's module is that page's business (it loads its own sections).
      for (const target of imports) {
        if (seen.has(target) || pageFiles.has(target)) continue;
        seen.add(target);
        queue.push(target);
      }
    }
    expect([...declared].sort()).toEqual([...used].sort());
  });

  it('keeps the common part to what every page may show', () => {
    expect(Object.keys(common).sort()).toEqual(['chooseCompany', 'notFound', 'pagination', 'permissionGate', 'suspended']);
  });
});

describe('loading sections', () => {
  // The loaded sections are the module's state: each test starts from fresh copies of the modules (the
  // i18n set-up's too, whose registry of texts the remote's modules must share).
  let sections: typeof import('./sections');
  let pages: typeof import('../pages');
  let i18nSetup: typeof import('@pitchside/shared-ui/i18n');
  beforeEach(async () => {
    vi.resetModules();
    sections = await import('./sections');
    pages = await import('../pages');
    i18nSetup = await import('@pitchside/shared-ui/i18n');
  });

  const instance = async (lng: 'en' | 'fr' | 'ar'): Promise<I18n> => {
    const i18n = i18nSetup.createI18n({ lng });
    await pages.registerTranslations(i18n);
    return i18n;
  };
  const t = (i18n: I18n, key: string, lng?: string) => i18n.t(key, { ns: sections.NS, lng });

  it('adds the common part at once and a section only when a page asks for it', async () => {
    const i18n = await instance('en');
    expect(t(i18n, 'pagination.next')).toBe('Next');
    expect(i18n.exists('employees.title', { ns: sections.NS })).toBe(false);
    await sections.loadSections(['employees']);
    expect(t(i18n, 'employees.title')).toBe('Employees');
    expect(i18n.exists('bookings.title', { ns: sections.NS })).toBe(false);
  });

  it('adds a section in the language shown as well as in English', async () => {
    const i18n = await instance('fr');
    await sections.loadSections(['employees']);
    expect(t(i18n, 'employees.title')).toBe('Employés');
    expect(t(i18n, 'employees.title', 'en')).toBe('Employees');
  });

  it('gives an instance registered later the sections loaded before it (a document rendered on the server)', async () => {
    await instance('en');
    await sections.loadSections(['employees']);
    const later = await instance('ar');
    expect(t(later, 'employees.title')).toBe('الموظفون');
  });

  it('keeps every registered instance up to date when a page loads its sections', async () => {
    const [first, second] = await Promise.all([instance('en'), instance('fr')]);
    await sections.loadSections(['bookings']);
    expect(t(first, 'bookings.title')).toBe('Booking management');
    expect(t(second, 'bookings.title')).toBe('Gestion des réservations');
  });

  it('switches language with the sections loaded so far, so none shows in English', async () => {
    const i18n = await instance('en');
    await sections.loadSections(['employees', 'bookings']);
    const switched = await i18nSetup.changeLanguage(i18n, 'ar');
    expect(switched.ok).toBe(true);
    expect(t(i18n, 'employees.title')).toBe('الموظفون');
    expect(t(i18n, 'pagination.next')).not.toBe('Next');
    // A section loaded after the switch comes in the new language too.
    await sections.loadSections(['activity']);
    expect(t(i18n, 'activity.title')).not.toBe('Activity log');
    expect(t(i18n, 'activity.title', 'en')).toBe('Activity log');
  });
});
