import { addNamespace, type I18n } from '@pitchside/shared-ui/i18n';
import en from '../../locales/app/en.json';
import fr from '../../locales/app/fr.json';
import ar from '../../locales/app/ar.json';

import { APP_NS } from './app-namespace';

export { APP_NS };

/** Adds the namespace (bundled: at once) and resolves when the current language's texts are in. */
export function addAppTexts(i18n: I18n): Promise<void> {
  return addNamespace(i18n, APP_NS, { en, fr, ar });
}
