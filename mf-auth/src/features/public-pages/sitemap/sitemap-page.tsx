import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { Link } from '@pitchside/shared-ui/link';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { Link as RouterLink } from '@pitchside/shared-ui/router';
import { Stack } from '@pitchside/shared-ui/stack';
import { useInfoTranslation } from '../page-texts';
import { Groups } from './sitemap.styles';

/**
 * The site's pages by group: `groups.<id>` and `pages.<key>` of texts/sitemap. Every public page
 * (contracts/site-pages.ts PUBLIC_PATHS) is here; the pages behind sign-in are listed apart.
 */
export const SITEMAP_GROUPS = [
  { id: 'start', links: [['home', '/'], ['register', '/register'], ['login', '/login'], ['forgotPassword', '/forgot-password']] },
  { id: 'support', links: [['help', '/help'], ['faq', '/faq'], ['contact', '/contact']] },
  { id: 'legal', links: [['terms', '/terms'], ['privacy', '/privacy'], ['cookies', '/cookies'], ['accessibility', '/accessibility']] },
  {
    id: 'account',
    links: [['fields', '/fields'], ['bookings', '/bookings'], ['dashboard', '/dashboard'], ['notifications', '/notifications'],
      ['profile', '/profile'], ['settings', '/settings'], ['upgrade', '/company/upgrade']],
  },
] as const;

/** /sitemap: links to every page of the site, by group. */
export default function SitemapPage() {
  const { t } = useInfoTranslation('sitemap');
  return (
    <Page>
      <PageHeader title={t('title')} description={t('description')} />
      <Groups>
        {SITEMAP_GROUPS.map((group) => (
          // Sections without a name of their own: as landmarks, "Legal" would stand twice (the footer has one).
          <Card as="section" key={group.id}>
            <CardHeader
              title={t(`groups.${group.id}`)}
              description={group.id === 'account' ? t('accountHint') : undefined}
            />
            <Stack as="ul" gap={2}>
              {group.links.map(([key, to]) => (
                <li key={to}>
                  <Link asChild><RouterLink to={to}>{t(`pages.${key}`)}</RouterLink></Link>
                </li>
              ))}
            </Stack>
          </Card>
        ))}
      </Groups>
    </Page>
  );
}
