import type { NamespaceResources } from '@pitchside/shared-ui/i18n';
import ar from './ar.json';
import en from './en.json';
import fr from './fr.json';

/** The i18next namespace of this remote's texts. */
export const NS = 'auth';
export const RESOURCES: NamespaceResources = { en, fr, ar };
