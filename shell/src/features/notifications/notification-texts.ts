import { useTranslation } from '@pitchside/shared-ui/translation';
import { addNamespace, currentLanguage } from '@pitchside/shared-ui/i18n';
import en from '../../locales/notifications/en.json';
import fr from '../../locales/notifications/fr.json';
import ar from '../../locales/notifications/ar.json';

/**
 * The texts of the notification panel and page (titles, actions, filters, empty states, types): a
 * namespace of their own, in the panel's and the page's code, all three languages together. Every signed-in
 * page's start-up carries only the bell's label (the shell's namespace).
 */
export const NOTIFICATIONS_NS = 'shell-notifications';

/**
 * `useTranslation` of the notification namespace, adding it the first time. The three languages are
 * bundled, so it is added during the render itself: the panel, its popover's label and the page never
 * show without their texts, and a server render has them too.
 */
export function useNotificationTranslation() {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle(currentLanguage(i18n), NOTIFICATIONS_NS)) void addNamespace(i18n, NOTIFICATIONS_NS, { en, fr, ar }).catch(() => undefined);
  return useTranslation(NOTIFICATIONS_NS);
}
