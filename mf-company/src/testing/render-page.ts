import { pageRenderer } from '@pitchside/shared-ui/test-utils/render-page';
import { NS } from '../locales/namespace';
import { ALL_TEXTS } from './texts';

export { createTestStore } from '@pitchside/shared-api/client/testing/store';

/** Renders a page as the shell does (store, router, design system), with all of this remote's texts. */
export const renderPage = pageRenderer({ defaultNS: NS, resources: { en: { [NS]: ALL_TEXTS.en }, fr: { [NS]: ALL_TEXTS.fr }, ar: { [NS]: ALL_TEXTS.ar } } });
