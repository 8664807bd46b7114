import { createI18n } from '@pitchside/shared-ui/i18n';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import en from '../locales/en.json';

/**
 * The platform's one i18next instance; remotes add their namespaces to it when they load. English is
 * bundled; French and Arabic are separate chunks, loaded only for a visitor who reads them. `lng` forces the
 * language (the server's rendering, and the browser hydrating it) instead of detecting it.
 */
export function createShellI18n({ lng }: { lng?: LanguageCode } = {}) {
  return createI18n({
    lng,
    namespaces: { shell: { en, fr: () => import('../locales/fr.json'), ar: () => import('../locales/ar.json') } },
    defaultNS: 'shell',
  });
}
