import { pageRenderer } from '@pitchside/shared-ui/test-utils/render-page';
import { BOOKINGS_NS, DASHBOARD_NS, FIELD_DETAILS_NS, FIELDS_NS, NS } from '../locales/namespace';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import ar from '../locales/ar.json';
import fieldsEn from '../locales/fields/en.json';
import fieldsFr from '../locales/fields/fr.json';
import fieldsAr from '../locales/fields/ar.json';
import fieldDetailsEn from '../locales/field-details/en.json';
import fieldDetailsFr from '../locales/field-details/fr.json';
import fieldDetailsAr from '../locales/field-details/ar.json';
import bookingsEn from '../locales/bookings/en.json';
import bookingsFr from '../locales/bookings/fr.json';
import bookingsAr from '../locales/bookings/ar.json';
import dashboardEn from '../locales/dashboard/en.json';
import dashboardFr from '../locales/dashboard/fr.json';
import dashboardAr from '../locales/dashboard/ar.json';

export { createTestStore } from '@pitchside/shared-api/client/testing/store';

/** Renders a page as the shell does (store, router, design system), with this remote's texts in every namespace. */
export const renderPage = pageRenderer({
  defaultNS: NS,
  resources: {
    en: { [NS]: en, [FIELDS_NS]: fieldsEn, [FIELD_DETAILS_NS]: fieldDetailsEn, [BOOKINGS_NS]: bookingsEn, [DASHBOARD_NS]: dashboardEn },
    fr: { [NS]: fr, [FIELDS_NS]: fieldsFr, [FIELD_DETAILS_NS]: fieldDetailsFr, [BOOKINGS_NS]: bookingsFr, [DASHBOARD_NS]: dashboardFr },
    ar: { [NS]: ar, [FIELDS_NS]: fieldsAr, [FIELD_DETAILS_NS]: fieldDetailsAr, [BOOKINGS_NS]: bookingsAr, [DASHBOARD_NS]: dashboardAr },
  },
});
