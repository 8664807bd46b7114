import { lazy } from 'react';
import { addNamespace, type I18n } from '@pitchside/shared-ui/i18n';
import type { RemotePages } from '@pitchside/shared-api/remote-contract';
import { NS, TEXTS } from './locales/namespace';

/** Contract version this remote was built against; the shell accepts the same major. */
export const contractVersion = __REMOTE_CONTRACT_VERSION__;

/** Page ids of the shell's route table → lazily loaded pages. */
export const pages = {
  payments: lazy(() => import(/* webpackChunkName: "page-payments" */ './features/payments/payments-page')),
} satisfies RemotePages<'mf_payments'>;

/** Adds the `payments` namespace to the shell's i18next instance; settles once the current language's texts are in. */
export function registerTranslations(i18n: I18n): Promise<void> {
  return addNamespace(i18n, NS, TEXTS);
}
