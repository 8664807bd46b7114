/**
 * The platform's React binding of i18next. Apps import it from here, never from `react-i18next`
 * directly: this module is a shared singleton, so every remote uses the shell's one react-i18next
 * (one context, one instance), and the library is bundled once, tree-shaken to these exports — a
 * shared package is provided whole (see docs/adr/0010). Add an export here when an app needs one;
 * `<Trans>` has its own facade, `@pitchside/shared-ui/trans`, to stay off the first load.
 */
import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { useTranslation as useI18nextTranslation } from 'react-i18next';

export { I18nextProvider } from 'react-i18next';

type I18nextInstance = ReturnType<typeof useI18nextTranslation>['i18n'];

/** The namespaces a `useTranslation(ns)` call reads: `ns`, else the instance's default ones. */
function namespacesOf(i18n: I18nextInstance, ns: unknown): string[] {
  const given = ns ?? i18n.options.defaultNS;
  if (typeof given === 'string') return [given];
  return Array.isArray(given) ? given.filter((n): n is string => typeof n === 'string') : [];
}

/**
 * Re-renders the caller when texts are added to one of ITS namespaces. react-i18next's own binding
 * (`bindI18nStore: 'added'`) re-renders every translated component of the page whenever any namespace
 * gains texts — a remote registering its texts, a page's namespace, the app's — and as a store update it
 * does so synchronously: a long task on a phone for each namespace that arrives after the first render.
 */
function useOwnNamespaceAdditions(i18n: I18nextInstance, ns: unknown): void {
  const key = namespacesOf(i18n, ns).join('\u0000');
  const revision = useRef(0);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const namespaces = new Set(key.split('\u0000'));
      const onAdded = (_language: string, namespace: string) => {
        if (!namespaces.has(namespace)) return;
        revision.current += 1;
        onChange();
      };
      i18n.store.on('added', onAdded);
      return () => i18n.store.off('added', onAdded);
    },
    [i18n, key],
  );
  const read = () => revision.current;
  useSyncExternalStore(subscribe, read, read);
}

/** react-i18next's `useTranslation`, re-rendering on a language change and on texts added to the caller's namespaces only. */
export const useTranslation = ((ns?: Parameters<typeof useI18nextTranslation>[0], options?: Parameters<typeof useI18nextTranslation>[1]) => {
  const withoutStoreBinding = useMemo(() => ({ ...options, bindI18nStore: '' }), [options]);
  const result = useI18nextTranslation(ns, withoutStoreBinding);
  useOwnNamespaceAdditions(result.i18n, ns);
  return result;
}) as typeof useI18nextTranslation;
