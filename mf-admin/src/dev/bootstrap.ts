// Standalone development of mf_admin (`pnpm --filter @pitchside/mf-admin dev`): its pages inside the shell's
// providers, at the paths of the shell's route table. Never part of the production remote.
import { standaloneClient } from '@pitchside/shared-api/client/dev/standalone-client';
import { startStandalone } from '@pitchside/shared-ui/standalone';
import { NS } from '../locales/namespace';
import { pages, registerTranslations } from '../pages';

await startStandalone({
  title: 'mf_admin',
  client: standaloneClient(),
  pages,
  registerTranslations,
  namespace: NS,
  routes: [
    { path: '/admin/*', page: 'admin', href: '/admin' },
  ],
});
