import { useBundledTranslation } from '../../hooks/bundled-translation';
import en from '../../locales/notifications/en.json';
import fr from '../../locales/notifications/fr.json';
import ar from '../../locales/notifications/ar.json';

/**
 * The texts of the notification panel and page (titles, actions, filters, empty states, types): a
 * namespace of their own, in the panel's and the page's code, all three languages together. Every signed-in
 * page's start-up carries only the bell's label (the shell's namespace).
 */
export const NOTIFICATIONS_NS = 'shell-notifications';

const TEXTS = { en, fr, ar };

/** `useTranslation` of the notification namespace, added the first time (hooks/bundled-translation.ts). */
export const useNotificationTranslation = () => useBundledTranslation(NOTIFICATIONS_NS, TEXTS);
