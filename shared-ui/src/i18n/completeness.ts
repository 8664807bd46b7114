import type { TranslationTree } from './texts';

/** Dotted keys of `en` that `other` lacks (or leaves empty): for every package's translation test. */
export function missingTranslationKeys(en: TranslationTree, other: TranslationTree, prefix = ''): string[] {
  return Object.entries(en).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const counterpart = other[key];
    if (typeof value === 'string') return typeof counterpart === 'string' && counterpart.trim() ? [] : [path];
    if (typeof counterpart !== 'object') return [path];
    return missingTranslationKeys(value, counterpart, path);
  });
}
