import type { i18n as I18n } from 'i18next';

/** react-i18next's name for the instance behind the wrapper it hands to components. */
const ORIGINAL = '__original';

/**
 * The i18next instance itself. `useTranslation` gives every component its own wrapper (a Proxy) around
 * the instance, so two components hold two different objects for one instance: what is kept per instance
 * (a namespace's texts, a remote's loaded pages) is keyed by what this returns, never by the object given.
 */
export function baseInstance(i18n: I18n): I18n {
  const original: unknown = Reflect.get(i18n, ORIGINAL);
  return typeof original === 'object' && original !== null && original !== i18n ? (original as I18n) : i18n;
}
