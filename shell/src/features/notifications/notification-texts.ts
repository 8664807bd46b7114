import { useLayoutEffect, useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { addNamespace, currentLanguage, type I18n } from '@pitchside/shared-ui/i18n';
import en from '../../locales/notifications/en.json';
import fr from '../../locales/notifications/fr.json';
import ar from '../../locales/notifications/ar.json';

/**
 * The texts of the notification actions and filters: a namespace of their own, in the panel's and the page's
 * code, all three languages together (ten short texts). The shell's main texts are in every page's start-up
 * bundle, and `/` is at its size budget (docs/performance.md); these add nothing to it.
 */
export const NOTIFICATIONS_NS = 'shell-notifications';

const loaded = (i18n: I18n) => i18n.hasResourceBundle(currentLanguage(i18n), NOTIFICATIONS_NS);

/**
 * True once the namespace is in the i18n instance. The first time, it is added before the browser paints
 * (the texts are bundled), so the panel or page never shows without them.
 */
export function useNotificationTexts(): boolean {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => loaded(i18n));
  useLayoutEffect(() => {
    if (ready) return;
    void addNamespace(i18n, NOTIFICATIONS_NS, { en, fr, ar }).catch(() => undefined);
    setReady(true);
  }, [i18n, ready]);
  return ready;
}
