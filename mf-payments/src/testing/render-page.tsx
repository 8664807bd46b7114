import type { ReactElement } from 'react';
import type { AppStore } from '@pitchside/shared-api/client/store';
import { createTestStore, provideStore } from '@pitchside/shared-api/client/testing/store';
import { renderRoute, type RenderRouteOptions } from '@pitchside/shared-ui/test-utils';
import { NS } from '../locales/namespace';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import ar from '../locales/ar.json';

export { createTestStore };

export interface RenderPageOptions extends Pick<RenderRouteOptions, 'path' | 'route' | 'language'> {
  store?: AppStore;
}

/** Renders a page as the shell does: store, router, design system and i18n with this remote's texts. */
export function renderPage(page: ReactElement, { store = createTestStore(), ...options }: RenderPageOptions = {}) {
  const resources = { en: { [NS]: en }, fr: { [NS]: fr }, ar: { [NS]: ar } };
  return { ...renderRoute(page, { ...options, resources, defaultNS: NS, wrap: provideStore(store) }), store };
}
