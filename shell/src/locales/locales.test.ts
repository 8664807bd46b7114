import { missingTranslationKeys } from '@pitchside/shared-ui/i18n';
import en from './en.json';
import fr from './fr.json';
import ar from './ar.json';

type Tree = { [key: string]: string | Tree };

/** Keys that end in a plural suffix, without it: `notifications.unread_one` → `notifications.unread`. */
function pluralBases(tree: Tree, prefix = ''): Set<string> {
  const bases = new Set<string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object') pluralBases(value, path).forEach((base) => bases.add(base));
    else if (/_(zero|one|two|few|many|other)$/.test(key)) bases.add(path.replace(/_[a-z]+$/, ''));
  }
  return bases;
}

const lookup = (tree: Tree, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (typeof node === 'object' && node ? (node as Tree)[key] : undefined), tree);

describe('shell translations', () => {
  it('has every English key in French and Arabic', () => {
    expect(missingTranslationKeys(en, fr)).toEqual([]);
    expect(missingTranslationKeys(en, ar)).toEqual([]);
  });

  it('has the six Arabic plural forms of every counted text', () => {
    for (const base of pluralBases(en)) {
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) {
        expect(typeof lookup(ar, `${base}_${form}`), `${base}_${form}`).toBe('string');
      }
    }
  });
});
