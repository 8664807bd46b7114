import type { ReactElement } from 'react';
import type { AppStore } from '@pitchside/shared-api/client/store';
import { createTestStore, provideStore } from '@pitchside/shared-api/client/testing/store';
import { renderRoute, type RenderRouteOptions } from '@pitchside/shared-ui/test-utils';
import { BOOKINGS_NS, FIELDS_NS, NS } from '../locales/namespace';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import ar from '../locales/ar.json';
import fieldsEn from '../locales/fields/en.json';
import fieldsFr from '../locales/fields/fr.json';
import fieldsAr from '../locales/fields/ar.json';
import bookingsEn from '../locales/bookings/en.json';
import bookingsFr from '../locales/bookings/fr.json';
import bookingsAr from '../locales/bookings/ar.json';

export { createTestStore };

export interface RenderPageOptions extends Pick<RenderRouteOptions, 'path' | 'route' | 'language'> {
  store?: AppStore;
}

/** Renders a page as the shell does: store, router, design system and i18n with this remote's texts. */
export function renderPage(page: ReactElement, { store = createTestStore(), ...options }: RenderPageOptions = {}) {
  const resources = {
    en: { [NS]: en, [FIELDS_NS]: fieldsEn, [BOOKINGS_NS]: bookingsEn },
    fr: { [NS]: fr, [FIELDS_NS]: fieldsFr, [BOOKINGS_NS]: bookingsFr },
    ar: { [NS]: ar, [FIELDS_NS]: fieldsAr, [BOOKINGS_NS]: bookingsAr },
  };
  return { ...renderRoute(page, { ...options, resources, defaultNS: NS, wrap: provideStore(store) }), store };
}
