import { lazy, type ComponentType } from 'react';
import { addNamespace, type I18n } from '@pitchside/shared-ui/i18n';
import type { RemotePages } from '@pitchside/shared-api/remote-contract';
import type { InfoPage } from '@pitchside/shared-api/contracts/site-pages';
import { NS, TEXTS } from './locales/namespace';
import { addInfoPageTexts } from './features/public-pages/page-texts';

/** Contract version this remote was built against; the shell accepts the same major. */
export const contractVersion = __REMOTE_CONTRACT_VERSION__;

let shellI18n: I18n | undefined;

/**
 * An information page (help, FAQ, contact, legal, sitemap), loaded with its own texts: they are long, so
 * each page's are a namespace and chunks of their own, in the visitor's language only
 * (features/public-pages/page-texts.ts).
 */
function infoPage(page: InfoPage, loadPage: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    const [module] = await Promise.all([loadPage(), shellI18n && addInfoPageTexts(shellI18n, page).promise]);
    return module;
  });
}

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
  help: infoPage('help', () => import(/* webpackChunkName: "page-help" */ './features/public-pages/help/help-page')),
  faq: infoPage('faq', () => import(/* webpackChunkName: "page-faq" */ './features/public-pages/faq/faq-page')),
  contact: infoPage('contact', () => import(/* webpackChunkName: "page-contact" */ './features/public-pages/contact/contact-page')),
  terms: infoPage('terms', () => import(/* webpackChunkName: "page-terms" */ './features/public-pages/terms/terms-page')),
  privacy: infoPage('privacy', () => import(/* webpackChunkName: "page-privacy" */ './features/public-pages/privacy/privacy-page')),
  cookies: infoPage('cookies', () => import(/* webpackChunkName: "page-cookies" */ './features/public-pages/cookies/cookies-page')),
  accessibility: infoPage('accessibility', () => import(/* webpackChunkName: "page-accessibility" */ './features/public-pages/accessibility/accessibility-page')),
  sitemap: infoPage('sitemap', () => import(/* webpackChunkName: "page-sitemap" */ './features/public-pages/sitemap/sitemap-page')),
} satisfies RemotePages<'mf_auth'>;

/** Adds the `auth` namespace to the shell's i18next instance; settles once the current language's texts are in. */
export function registerTranslations(i18n: I18n): Promise<void> {
  shellI18n = i18n;
  return addNamespace(i18n, NS, TEXTS);
}
