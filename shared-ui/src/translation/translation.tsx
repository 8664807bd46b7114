/**
 * The platform's React binding of i18next. Apps import it from here, never from `react-i18next`
 * directly: this module is a shared singleton, so every remote uses the shell's one react-i18next
 * (one context, one instance), and the library is bundled once, tree-shaken to these exports — a
 * shared package is provided whole (see docs/adr/0010). Add an export here when an app needs one;
 * `<Trans>` has its own facade, `@pitchside/shared-ui/trans`, to stay off the first load.
 */
import { useTranslation as useI18nextTranslation } from 'react-i18next';
import { namespaceAddedEvent } from '../i18n/i18n';

export { I18nextProvider } from 'react-i18next';

type Options = Parameters<typeof useI18nextTranslation>[1];

/**
 * react-i18next's `useTranslation`, re-rendering its caller on a language change and when texts are added
 * to the namespaces it names — not, as react-i18next's own binding (`bindI18nStore: 'added'`) does, every
 * translated component of the page whenever any namespace gains texts (a remote registering its texts, a
 * page's namespace, the app's): as a store update that re-render is synchronous, a long task on a phone
 * for each namespace that arrives after the first render. The per-namespace events come from `createI18n`.
 */
export const useTranslation = ((ns?: string | readonly string[], options?: Options) =>
  useI18nextTranslation(ns, { ...options, bindI18nStore: [ns ?? []].flat().map(namespaceAddedEvent).join(' ') })) as typeof useI18nextTranslation;
