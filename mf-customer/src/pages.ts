import { lazy } from 'react';
import { addNamespace, type I18n } from '@pitchside/shared-ui/i18n';
import { FIELDS_NS, loadFieldsTexts, NS, TEXTS } from './locales/namespace';

/** Contract version this remote was built against; the shell accepts the same major. */
export const contractVersion = __REMOTE_CONTRACT_VERSION__;

let shellI18n: I18n | undefined;

/** A field page, loaded together with the field pages' texts (their own namespace, see locales/namespace.ts). */
function withFieldsTexts<T>(loadPage: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [page, texts] = await Promise.all([loadPage(), loadFieldsTexts()]);
    // A language that fails to load falls back to the English texts, key by key.
    if (shellI18n) await addNamespace(shellI18n, FIELDS_NS, texts).catch(() => undefined);
    return page;
  };
}

/** Page ids of the shell's route table → lazily loaded pages (one chunk each, named `page-<id>` so the
 * server can preload a route's page before the remote asks for it). */
export const pages = {
  landing: lazy(() => import(/* webpackChunkName: "page-landing" */ './features/landing/landing-page')),
  dashboard: lazy(() => import(/* webpackChunkName: "page-dashboard" */ './features/dashboard/dashboard-page')),
  fields: lazy(withFieldsTexts(() => import(/* webpackChunkName: "page-fields" */ './features/fields/fields-page'))),
  'field-details': lazy(withFieldsTexts(() => import(/* webpackChunkName: "page-field-details" */ './features/field-details/field-details-page'))),
  bookings: lazy(() => import(/* webpackChunkName: "page-bookings" */ './features/bookings/bookings-page')),
  'booking-details': lazy(() => import(/* webpackChunkName: "page-booking-details" */ './features/booking-details/booking-details-page')),
};

/** Adds the `customer` namespace to the shell's i18next instance; settles once the current language's texts are in. */
export function registerTranslations(i18n: I18n): Promise<void> {
  shellI18n = i18n;
  return addNamespace(i18n, NS, TEXTS);
}
