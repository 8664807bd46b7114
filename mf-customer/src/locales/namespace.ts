import type { NamespaceTexts } from '@pitchside/shared-ui/i18n';
import en from './en.json';

/** The i18next namespace of this remote's texts. */
export const NS = 'customer';

/** This remote's texts: English bundled (the fallback), French and Arabic loaded only when used. */
export const TEXTS: NamespaceTexts = {
  en,
  fr: () => import('./fr.json'),
  ar: () => import('./ar.json'),
};

/**
 * Texts of the field list (`/fields`), a namespace of their own: they load with that page, in every
 * language, so the landing page and the dashboard do not carry them.
 */
export const FIELDS_NS = 'customer-fields';

/** The field list's texts, English included, as a chunk of their own. */
export async function loadFieldsTexts(): Promise<NamespaceTexts> {
  const { default: en } = await import(/* webpackChunkName: "texts-fields-en" */ './fields/en.json');
  return {
    en,
    fr: () => import(/* webpackChunkName: "texts-fields-fr" */ './fields/fr.json'),
    ar: () => import(/* webpackChunkName: "texts-fields-ar" */ './fields/ar.json'),
  };
}

/**
 * Texts of a field's page and its booking wizard (`/fields/:id`, `/fields/:id/book`), a namespace of
 * their own: the field list, a page people open every day, does not load them (nor they its texts).
 */
export const FIELD_DETAILS_NS = 'customer-field-details';

/** A field's page's and the booking wizard's texts, English included, as a chunk of their own. */
export async function loadFieldDetailsTexts(): Promise<NamespaceTexts> {
  const { default: en } = await import(/* webpackChunkName: "texts-field-details-en" */ './field-details/en.json');
  return {
    en,
    fr: () => import(/* webpackChunkName: "texts-field-details-fr" */ './field-details/fr.json'),
    ar: () => import(/* webpackChunkName: "texts-field-details-ar" */ './field-details/ar.json'),
  };
}

/**
 * Texts of the booking pages (my bookings, a booking's pass), a namespace of their own for the same
 * reason: they load with those pages.
 */
export const BOOKINGS_NS = 'customer-bookings';

/** The booking pages' texts, English included, as a chunk of their own. */
export async function loadBookingsTexts(): Promise<NamespaceTexts> {
  const { default: en } = await import(/* webpackChunkName: "texts-bookings-en" */ './bookings/en.json');
  return {
    en,
    fr: () => import(/* webpackChunkName: "texts-bookings-fr" */ './bookings/fr.json'),
    ar: () => import(/* webpackChunkName: "texts-bookings-ar" */ './bookings/ar.json'),
  };
}

/**
 * Texts of the signed-in home (`/dashboard`), a namespace of their own: the landing page, in the first
 * load of `/`, does not carry them.
 */
export const DASHBOARD_NS = 'customer-dashboard';

/** The home page's texts, English included, as a chunk of their own. */
export async function loadDashboardTexts(): Promise<NamespaceTexts> {
  const { default: en } = await import(/* webpackChunkName: "texts-dashboard-en" */ './dashboard/en.json');
  return {
    en,
    fr: () => import(/* webpackChunkName: "texts-dashboard-fr" */ './dashboard/fr.json'),
    ar: () => import(/* webpackChunkName: "texts-dashboard-ar" */ './dashboard/ar.json'),
  };
}
