import { lazy } from 'react';
import { addNamespace, type I18n } from '@pitchside/shared-ui/i18n';
import type { RemotePages } from '@pitchside/shared-api/remote-contract';
import { NS, TEXTS } from './locales/namespace';

/** Contract version this remote was built against; the shell accepts the same major. */
export const contractVersion = __REMOTE_CONTRACT_VERSION__;

/** Page ids of the shell's route table → lazily loaded pages (one chunk each, named `page-<id>` so the
 * server can preload a route's page before the remote asks for it). `profile` also serves /settings. */
export const pages = {
  login: lazy(() => import(/* webpackChunkName: "page-login" */ './features/login/login-page')),
  register: lazy(() => import(/* webpackChunkName: "page-register" */ './features/register/register-page')),
  'forgot-password': lazy(() => import(/* webpackChunkName: "page-forgot-password" */ './features/forgot-password/forgot-password-page')),
  'reset-password': lazy(() => import(/* webpackChunkName: "page-reset-password" */ './features/reset-password/reset-password-page')),
  'verify-email': lazy(() => import(/* webpackChunkName: "page-verify-email" */ './features/verify-email/verify-email-page')),
  'change-password': lazy(() => import(/* webpackChunkName: "page-change-password" */ './features/change-password/change-password-page')),
  profile: lazy(() => import(/* webpackChunkName: "page-profile" */ './features/profile/profile-page')),
} satisfies RemotePages<'mf_auth'>;

/** Adds the `auth` namespace to the shell's i18next instance; settles once the current language's texts are in. */
export function registerTranslations(i18n: I18n): Promise<void> {
  return addNamespace(i18n, NS, TEXTS);
}
