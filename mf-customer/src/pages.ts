import { lazy } from 'react';
import { addNamespace, type I18n } from '@pitchside/shared-ui/i18n';
import { NS, TEXTS } from './locales/namespace';

/** Contract version this remote was built against; the shell accepts the same major. */
export const contractVersion = __REMOTE_CONTRACT_VERSION__;

/** Page ids of the shell's route table → lazily loaded pages (one chunk each, named `page-<id>` so the
 * server can preload a route's page before the remote asks for it). */
export const pages = {
  landing: lazy(() => import(/* webpackChunkName: "page-landing" */ './features/landing/landing-page')),
  dashboard: lazy(() => import(/* webpackChunkName: "page-dashboard" */ './features/dashboard/dashboard-page')),
  fields: lazy(() => import(/* webpackChunkName: "page-fields" */ './features/fields/fields-page')),
  'field-details': lazy(() => import(/* webpackChunkName: "page-field-details" */ './features/field-details/field-details-page')),
  bookings: lazy(() => import(/* webpackChunkName: "page-bookings" */ './features/bookings/bookings-page')),
  'booking-details': lazy(() => import(/* webpackChunkName: "page-booking-details" */ './features/booking-details/booking-details-page')),
};

/** Adds the `customer` namespace to the shell's i18next instance; settles once the current language's texts are in. */
export function registerTranslations(i18n: I18n): Promise<void> {
  return addNamespace(i18n, NS, TEXTS);
}
