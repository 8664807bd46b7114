import { createI18n } from '@pitchside/shared-ui/i18n';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import ar from '../locales/ar.json';

/** The platform's one i18next instance; remotes add their namespaces to it when they load. */
export function createShellI18n() {
  return createI18n({ resources: { en: { shell: en }, fr: { shell: fr }, ar: { shell: ar } }, defaultNS: 'shell' });
}
