import { lazy } from 'react';
import { addNamespace, type I18n } from '@pitchside/shared-ui/i18n';
import type { RemotePages } from '@pitchside/shared-api/remote-contract';
import { NS, TEXTS } from './locales/namespace';
import { registerSections, withSections } from './locales/sections';

/** Contract version this remote was built against; the shell accepts the same major. */
export const contractVersion = __REMOTE_CONTRACT_VERSION__;

/**
 * Page ids of the shell's route table → lazily loaded pages. `company` owns the routes below `/company/*`;
 * `upgrade` is `/company/upgrade`, open to customers too (becoming a company), so the shell routes it apart.
 */
export const pages = {
  company: lazy(() => import(/* webpackChunkName: "page-company" */ './app/company-area')),
  'field-editor': lazy(withSections(['editor', 'fields'], () => import(/* webpackChunkName: "page-field-editor" */ './features/field-editor/field-editor-page'))),
  analytics: lazy(withSections(['analytics'], () => import(/* webpackChunkName: "page-analytics" */ './features/analytics/analytics-page'))),
  upgrade: lazy(withSections(['upgrade'], () => import(/* webpackChunkName: "page-upgrade" */ './features/upgrade/upgrade-page'))),
} satisfies RemotePages<'mf_company'>;

/**
 * Adds the `company` namespace to the shell's i18next instance (the server renders each document with an
 * instance of its own) with the sections of texts loaded so far, and keeps it up to date as pages load
 * theirs (locales/sections.ts); settles once the current language's texts are in.
 */
export async function registerTranslations(i18n: I18n): Promise<void> {
  await addNamespace(i18n, NS, TEXTS);
  await registerSections(i18n);
}
