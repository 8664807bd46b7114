// Standalone development of mf_auth (`pnpm --filter @pitchside/mf-auth dev`): its pages inside the shell's
// providers, at the paths of the shell's route table. Never part of the production remote.
import { standaloneClient } from '@pitchside/shared-api/client/dev/standalone-client';
import { startStandalone } from '@pitchside/shared-ui/standalone';
import { NS } from '../locales/namespace';
import { pages, registerTranslations } from '../pages';

await startStandalone({
  title: 'mf_auth',
  client: standaloneClient({ signInPath: '/login' }),
  pages,
  registerTranslations,
  namespace: NS,
  routes: [
    { path: '/login', page: 'login' },
    { path: '/register', page: 'register' },
    { path: '/forgot-password', page: 'forgot-password' },
    { path: '/reset-password', page: 'reset-password', href: '/reset-password?token=example' },
    { path: '/verify-email', page: 'verify-email', href: '/verify-email?token=example' },
    { path: '/profile', page: 'profile' },
    { path: '/settings', page: 'profile', label: 'settings' },
    { path: '/help', page: 'help' },
    { path: '/faq', page: 'faq' },
    { path: '/contact', page: 'contact' },
    { path: '/terms', page: 'terms' },
    { path: '/privacy', page: 'privacy' },
    { path: '/cookies', page: 'cookies' },
    { path: '/accessibility', page: 'accessibility' },
    { path: '/sitemap', page: 'sitemap' },
  ],
});
