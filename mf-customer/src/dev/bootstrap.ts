// Standalone development of mf_customer (`pnpm --filter @pitchside/mf-customer dev`): its pages inside the shell's
// providers, at the paths of the shell's route table. Never part of the production remote.
import { standaloneClient } from '@pitchside/shared-api/client/dev/standalone-client';
import { startStandalone } from '@pitchside/shared-ui/standalone';
import { NS } from '../locales/namespace';
import { pages, registerTranslations } from '../pages';

await startStandalone({
  title: 'mf_customer',
  client: standaloneClient(),
  pages,
  registerTranslations,
  namespace: NS,
  routes: [
    { path: '/', page: 'landing' },
    { path: '/dashboard', page: 'dashboard' },
    { path: '/fields', page: 'fields' },
    { path: '/fields/:id', page: 'field-details', href: '/fields/example' },
    { path: '/fields/:id/book', page: 'field-details', href: '/fields/example/book', label: 'field-details (book)' },
    { path: '/bookings', page: 'bookings' },
    { path: '/bookings/:id', page: 'booking-details', href: '/bookings/example' },
  ],
});
