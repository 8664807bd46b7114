import { lazy } from 'react';
import { addNamespace, type I18n } from '@pitchside/shared-ui/i18n';
import { NS, RESOURCES } from './locales/namespace';

/** Contract version this remote was built against; the shell accepts the same major. */
export const contractVersion = __REMOTE_CONTRACT_VERSION__;

/** Page ids of the shell's route table → lazily loaded pages. `admin` owns the routes below `/admin/*`. */
export const pages = {
  admin: lazy(() => import('./app/admin-area')),
};

/** Adds the `admin` namespace to the shell's i18next instance. */
export function registerTranslations(i18n: I18n): void {
  addNamespace(i18n, NS, RESOURCES);
}
