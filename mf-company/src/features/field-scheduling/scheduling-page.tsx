import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { ArrowBackIcon, ClockIcon } from '@pitchside/shared-ui/icons';
import { Link } from '@pitchside/shared-ui/router';
import type { LoadState } from '@pitchside/shared-ui/load-error';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { EmptyTabs } from '../../components/empty-tabs';
import { NS } from '../../locales/namespace';

const SECTIONS = ['hours', 'pricing', 'preview'] as const;

/** `/company/fields/:fieldId/schedule`: operating hours, pricing rules, preview. No schedule API yet. */
export function SchedulingPage(props: LoadState) {
  const { t } = useTranslation(NS);
  const back = (
    <Button asChild variant="ghost" startIcon={<ArrowBackIcon size={18} />}>
      <Link to="/company/fields">{t('scheduling.back')}</Link>
    </Button>
  );
  return (
    <Page>
      <PageHeader title={t('scheduling.title')} description={t('scheduling.subtitle')} actions={back} />
      <EmptyTabs
        {...props}
        label={t('scheduling.tabs.label')}
        icon={<ClockIcon size={28} />}
        errorMessage={t('scheduling.loadError')}
        tabs={SECTIONS.map((section) => ({
          value: section,
          label: t(`scheduling.tabs.${section}`),
          title: t(`scheduling.empty.${section}Title`),
          description: t(`scheduling.empty.${section}Text`),
        }))}
      />
    </Page>
  );
}
