// Standalone development of mf_company (`pnpm --filter @pitchside/mf-company dev`): its pages inside the shell's
// providers, at the paths of the shell's route table. Never part of the production remote.
import { standaloneClient } from '@pitchside/shared-api/client/dev/standalone-client';
import { startStandalone } from '@pitchside/shared-ui/standalone';
import { NS } from '../locales/namespace';
import { pages, registerTranslations } from '../pages';

await startStandalone({
  title: 'mf_company',
  client: standaloneClient(),
  pages,
  registerTranslations,
  namespace: NS,
  routes: [
    { path: '/company/upgrade', page: 'upgrade' },
    { path: '/company/*', page: 'company', href: '/company' },
    { path: '/fields/new', page: 'field-editor', label: 'field-editor (new)' },
    { path: '/fields/:fieldId/edit', page: 'field-editor', href: '/fields/example/edit', label: 'field-editor (edit)' },
    { path: '/analytics', page: 'analytics' },
  ],
});
