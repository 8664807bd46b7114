// Standalone development of mf_payments (`pnpm --filter @pitchside/mf-payments dev`): its pages inside the shell's
// providers, at the paths of the shell's route table. Never part of the production remote.
import { standaloneClient } from '@pitchside/shared-api/client/dev/standalone-client';
import { startStandalone } from '@pitchside/shared-ui/standalone';
import { NS } from '../locales/namespace';
import { pages, registerTranslations } from '../pages';

await startStandalone({
  title: 'mf_payments',
  client: standaloneClient(),
  pages,
  registerTranslations,
  namespace: NS,
  routes: [
    { path: '/payments', page: 'payments' },
  ],
});
