import { lazy } from 'react';
import { addNamespace, type I18n } from '@pitchside/shared-ui/i18n';
import { NS, TEXTS } from './locales/namespace';

/** Contract version this remote was built against; the shell accepts the same major. */
export const contractVersion = __REMOTE_CONTRACT_VERSION__;

/** Page ids of the shell's route table → lazily loaded pages (one chunk each). `profile` also serves /settings. */
export const pages = {
  login: lazy(() => import('./features/login/login-page')),
  register: lazy(() => import('./features/register/register-page')),
  'forgot-password': lazy(() => import('./features/forgot-password/forgot-password-page')),
  'reset-password': lazy(() => import('./features/reset-password/reset-password-page')),
  'verify-email': lazy(() => import('./features/verify-email/verify-email-page')),
  profile: lazy(() => import('./features/profile/profile-page')),
};

/** Adds the `auth` namespace to the shell's i18next instance; settles once the current language's texts are in. */
export function registerTranslations(i18n: I18n): Promise<void> {
  return addNamespace(i18n, NS, TEXTS);
}
