import { useTranslation } from '@pitchside/shared-ui/translation';
import { addNamespace, currentLanguage } from '@pitchside/shared-ui/i18n';
import en from '../../locales/verification/en.json';
import fr from '../../locales/verification/fr.json';
import ar from '../../locales/verification/ar.json';

/**
 * The e-mail verification texts (banner, dialog, resend action): a namespace of their own, in the code of
 * the banner and the dialog, which load only for a user who has something to verify. A verified user's
 * pages carry none of it.
 */
export const VERIFICATION_NS = 'shell-verification';

/**
 * `useTranslation` of the verification namespace, adding it the first time. The three languages are
 * bundled, so it is added during the render itself (synchronously): a server render has it too.
 */
export function useVerificationTranslation() {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle(currentLanguage(i18n), VERIFICATION_NS)) void addNamespace(i18n, VERIFICATION_NS, { en, fr, ar }).catch(() => undefined);
  return useTranslation(VERIFICATION_NS);
}
