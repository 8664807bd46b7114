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
