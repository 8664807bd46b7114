import { useTranslation } from '@pitchside/shared-ui/translation';
import { addNamespace, currentLanguage, type NamespaceTexts } from '@pitchside/shared-ui/i18n';

/**
 * `useTranslation` of a namespace whose texts come bundled, all languages, with the code that renders them
 * (loaded on demand, not at start-up), adding the namespace the first time. Bundled texts are added at once,
 * so this happens during the render itself: the first render, a server render included, has them.
 */
export function useBundledTranslation(namespace: string, texts: NamespaceTexts) {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle(currentLanguage(i18n), namespace)) void addNamespace(i18n, namespace, texts).catch(() => undefined);
  return useTranslation(namespace);
}
