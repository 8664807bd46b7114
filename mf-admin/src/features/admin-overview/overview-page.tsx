import { useTranslation } from '@pitchside/shared-ui/translation';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { NS } from '../../locales/namespace';
import { PlatformTotals } from './components/platform-totals';

/** `/admin`: the admin panel's overview, with the platform's real totals. */
export function OverviewPage() {
  const { t } = useTranslation(NS);
  return (
    <Page>
      <PageHeader title={t('overview.title')} description={t('overview.subtitle')} />
      <PlatformTotals />
    </Page>
  );
}
