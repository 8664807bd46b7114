import { useTranslation } from '@pitchside/shared-ui/translation';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { Stack } from '@pitchside/shared-ui/stack';
import { NS } from '../../locales/namespace';
import { AnnouncementComposer } from './components/announcement-composer';
import { AnnouncementHistory } from './components/announcement-history';

/**
 * `/admin/announcements`: a system notice or a newsletter to an audience, in the app and by e-mail, with its
 * preview (POST /admin/announcements), and the history of what was sent with its delivery counts.
 */
export function AnnouncementsPage() {
  const { t } = useTranslation(NS);
  return (
    <Page>
      <PageHeader title={t('announcements.title')} description={t('announcements.subtitle')} />
      <Stack gap={6}>
        <AnnouncementComposer />
        <AnnouncementHistory />
      </Stack>
    </Page>
  );
}
