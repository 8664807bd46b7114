import type { NamespaceTexts, TextsLoader } from '@pitchside/shared-ui/i18n';

/** The i18next namespace of the landing page's texts (`locales/<language>.json`). */
export const NS = 'customer';

/**
 * A page group's texts (`locales/<group>/<language>.json`, a chunk each): English loaded with its pages,
 * which render with it, French and Arabic when used.
 */
async function pageTexts(en: TextsLoader, fr: TextsLoader, ar: TextsLoader): Promise<NamespaceTexts> {
  return { en: (await en()).default, fr, ar };
}

/**
 * The landing page's texts: English in the landing page's own chunk (the first visit to `/` fetches no
 * script more for them), French and Arabic when used. Every other page of this remote used to carry them.
 */
export const loadLandingTexts = () => pageTexts(
  () => import(/* webpackChunkName: "page-landing" */ './en.json'),
  () => import(/* webpackChunkName: "texts-landing-fr" */ './fr.json'),
  () => import(/* webpackChunkName: "texts-landing-ar" */ './ar.json'),
);

/**
 * Texts of the field list (`/fields`), a namespace of their own: they load with that page, in every
 * language, so the landing page and the dashboard do not carry them.
 */
export const FIELDS_NS = 'customer-fields';

/** The field list's texts. */
export const loadFieldsTexts = () => pageTexts(
  () => import(/* webpackChunkName: "texts-fields-en" */ './fields/en.json'),
  () => import(/* webpackChunkName: "texts-fields-fr" */ './fields/fr.json'),
  () => import(/* webpackChunkName: "texts-fields-ar" */ './fields/ar.json'),
);

/**
 * Texts of a field's page and its booking wizard (`/fields/:id`, `/fields/:id/book`), a namespace of
 * their own: the field list, a page people open every day, does not load them (nor they its texts).
 */
export const FIELD_DETAILS_NS = 'customer-field-details';

/** The texts of a field's page and of the booking wizard. */
export const loadFieldDetailsTexts = () => pageTexts(
  () => import(/* webpackChunkName: "texts-field-details-en" */ './field-details/en.json'),
  () => import(/* webpackChunkName: "texts-field-details-fr" */ './field-details/fr.json'),
  () => import(/* webpackChunkName: "texts-field-details-ar" */ './field-details/ar.json'),
);

/**
 * Texts of the booking pages (my bookings, a booking's pass), a namespace of their own for the same
 * reason: they load with those pages.
 */
export const BOOKINGS_NS = 'customer-bookings';

/** The booking pages' texts. */
export const loadBookingsTexts = () => pageTexts(
  () => import(/* webpackChunkName: "texts-bookings-en" */ './bookings/en.json'),
  () => import(/* webpackChunkName: "texts-bookings-fr" */ './bookings/fr.json'),
  () => import(/* webpackChunkName: "texts-bookings-ar" */ './bookings/ar.json'),
);

/**
 * Texts of the signed-in home (`/dashboard`), a namespace of their own: the landing page, in the first
 * load of `/`, does not carry them.
 */
export const DASHBOARD_NS = 'customer-dashboard';

/** The home page's texts. */
export const loadDashboardTexts = () => pageTexts(
  () => import(/* webpackChunkName: "texts-dashboard-en" */ './dashboard/en.json'),
  () => import(/* webpackChunkName: "texts-dashboard-fr" */ './dashboard/fr.json'),
  () => import(/* webpackChunkName: "texts-dashboard-ar" */ './dashboard/ar.json'),
);
