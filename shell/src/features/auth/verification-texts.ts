import { useBundledTranslation } from '../../hooks/bundled-translation';
import en from '../../locales/verification/en.json';
import fr from '../../locales/verification/fr.json';
import ar from '../../locales/verification/ar.json';

/**
 * The e-mail verification texts (banner, dialog, resend action): a namespace of their own, in the code of
 * the banner and the dialog, which load only for a user who has something to verify. A verified user's
 * pages carry none of it.
 */
export const VERIFICATION_NS = 'shell-verification';

const TEXTS = { en, fr, ar };

/** `useTranslation` of the verification namespace, added the first time (hooks/bundled-translation.ts). */
export const useVerificationTranslation = () => useBundledTranslation(VERIFICATION_NS, TEXTS);
