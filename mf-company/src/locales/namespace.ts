import type { NamespaceResources } from '@pitchside/shared-ui/i18n';
import en from './en.json';
import fr from './fr.json';
import ar from './ar.json';

/** The i18next namespace of this remote's texts. */
export const NS = 'company';

/** This remote's texts in every language, bundled. */
export const RESOURCES: NamespaceResources = { en, fr, ar };
