import { createI18n } from '@pitchside/shared-ui/i18n';
import en from '../locales/en.json';

/**
 * The platform's one i18next instance; remotes add their namespaces to it when they load. English is
 * bundled; French and Arabic are separate chunks, loaded only for a visitor who reads them.
 */
export function createShellI18n() {
  return createI18n({
    namespaces: { shell: { en, fr: () => import('../locales/fr.json'), ar: () => import('../locales/ar.json') } },
    defaultNS: 'shell',
  });
}
