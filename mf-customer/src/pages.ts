import { lazy } from 'react';
import { addNamespace, type I18n, type NamespaceTexts } from '@pitchside/shared-ui/i18n';
import type { RemotePages } from '@pitchside/shared-api/remote-contract';
import {
  BOOKINGS_NS, DASHBOARD_NS, FIELD_DETAILS_NS, FIELDS_NS, loadBookingsTexts, loadDashboardTexts, loadFieldDetailsTexts, loadFieldsTexts, loadLandingTexts, NS,
} from './locales/namespace';

/** Contract version this remote was built against; the shell accepts the same major. */
export const contractVersion = __REMOTE_CONTRACT_VERSION__;

let shellI18n: I18n | undefined;
/** The page namespaces loaded so far: a page loads once, but each i18next instance needs its texts. */
const pageTexts = new Map<string, NamespaceTexts>();

// A language that fails to load falls back to the English texts, key by key.
const addPageTexts = (i18n: I18n, namespace: string, texts: NamespaceTexts) => addNamespace(i18n, namespace, texts).catch(() => undefined);

/** A page loaded together with a namespace of texts of its own (see locales/namespace.ts). */
function withTexts<T>(namespace: string, loadTexts: () => Promise<NamespaceTexts>, loadPage: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [page, texts] = await Promise.all([loadPage(), loadTexts()]);
    pageTexts.set(namespace, texts);
    if (shellI18n) await addPageTexts(shellI18n, namespace, texts);
    return page;
  };
}
const withBookingsTexts = <T,>(loadPage: () => Promise<T>) => withTexts(BOOKINGS_NS, loadBookingsTexts, loadPage);

/** Page ids of the shell's route table → lazily loaded pages (one chunk each, named `page-<id>` so the
 * server can preload a route's page before the remote asks for it). */
export const pages = {
  landing: lazy(withTexts(NS, loadLandingTexts, () => import(/* webpackChunkName: "page-landing" */ './features/landing/landing-page'))),
  dashboard: lazy(withTexts(DASHBOARD_NS, loadDashboardTexts, () => import(/* webpackChunkName: "page-dashboard" */ './features/dashboard/dashboard-page'))),
  fields: lazy(withTexts(FIELDS_NS, loadFieldsTexts, () => import(/* webpackChunkName: "page-fields" */ './features/fields/fields-page'))),
  'field-details': lazy(withTexts(FIELD_DETAILS_NS, loadFieldDetailsTexts, () => import(/* webpackChunkName: "page-field-details" */ './app/field-page'))),
  bookings: lazy(withBookingsTexts(() => import(/* webpackChunkName: "page-bookings" */ './features/bookings/bookings-page'))),
  'booking-details': lazy(withBookingsTexts(() => import(/* webpackChunkName: "page-booking-details" */ './features/booking-details/booking-details-page'))),
} satisfies RemotePages<'mf_customer'>;

/**
 * Adds to the shell's i18next instance the namespaces of the pages already loaded (the server renders each
 * document with an instance of its own, and a page's code loads only once), and those of the pages that
 * load later as they do; settles once the current language's texts are in. Every namespace comes with its
 * page: none is registered before.
 */
export async function registerTranslations(i18n: I18n): Promise<void> {
  shellI18n = i18n;
  await Promise.all([...pageTexts].map(([namespace, texts]) => addPageTexts(i18n, namespace, texts)));
}
