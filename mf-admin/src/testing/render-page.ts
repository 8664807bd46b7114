import { pageRenderer } from '@pitchside/shared-ui/test-utils/render-page';
import { NS } from '../locales/namespace';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import ar from '../locales/ar.json';

export { createTestStore } from '@pitchside/shared-api/client/testing/store';

/** Renders a page as the shell does (store, router, design system), with this remote's texts. */
export const renderPage = pageRenderer({ defaultNS: NS, resources: { en: { [NS]: en }, fr: { [NS]: fr }, ar: { [NS]: ar } } });
