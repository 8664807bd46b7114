import { lazy } from 'react';
import { addNamespace, type I18n } from '@pitchside/shared-ui/i18n';
import type { RemotePages } from '@pitchside/shared-api/remote-contract';
import { NS, TEXTS } from './locales/namespace';

/** Contract version this remote was built against; the shell accepts the same major. */
export const contractVersion = __REMOTE_CONTRACT_VERSION__;

/** Page ids of the shell's route table → lazily loaded pages. `admin` owns the routes below `/admin/*`. */
export const pages = {
  admin: lazy(() => import(/* webpackChunkName: "page-admin" */ './app/admin-area')),
} satisfies RemotePages<'mf_admin'>;

/** Adds the `admin` namespace to the shell's i18next instance; settles once the current language's texts are in. */
export function registerTranslations(i18n: I18n): Promise<void> {
  return addNamespace(i18n, NS, TEXTS);
}
