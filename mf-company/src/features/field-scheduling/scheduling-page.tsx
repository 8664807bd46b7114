import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { Link, useParams, useSearchParams } from '@pitchside/shared-ui/router';
import { Skeleton } from '@pitchside/shared-ui/skeleton';
import { Stack } from '@pitchside/shared-ui/stack';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@pitchside/shared-ui/tabs';
import { useGetFieldQuery } from '@pitchside/shared-api/client/fields-api';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { CompanySuspended, isCompanySuspended, useAccess } from '../../components/permission-gate';
import { NS } from '../../locales/namespace';
import { BlocksTab } from './components/blocks-tab';
import { OperatingHoursTab } from './components/operating-hours-tab';
import { BackToFields, FieldNotFound, NoPermission, PageSkeleton } from './components/page-states';
import { PreviewTab } from './components/preview-tab';
import { PricingRulesTab } from './components/pricing-rules-tab';
import { SCHEDULE_PERMISSIONS } from './lib/schedule-permissions';

const SECTIONS = ['hours', 'pricing', 'preview', 'blocks'] as const;
type Section = (typeof SECTIONS)[number];
const isSection = (value: string | null): value is Section => SECTIONS.includes(value as Section);

/** `/company/fields/:fieldId/schedule`: operating hours, pricing rules, preview and blocked times (docs/product/routes-and-screens.md). */
export function SchedulingPage() {
  const { t } = useTranslation(NS);
  const { fieldId = '' } = useParams();
  const access = useAccess(SCHEDULE_PERMISSIONS);
  const field = useGetFieldQuery(fieldId, { skip: access !== 'allowed' });
  const [params, setParams] = useSearchParams();
  // The tab answers at once; the address follows (a router update may be deferred as a transition).
  const [section, setSection] = useState<Section>(() => {
    const requested = params.get('tab');
    return isSection(requested) ? requested : 'hours';
  });
  const showSection = (value: string) => {
    if (!isSection(value)) return;
    setSection(value);
    setParams({ tab: value }, { replace: true });
  };

  const description = field.data
    ? t('scheduling.fieldLine', { name: field.data.name, zone: field.data.timezone })
    : field.isLoading ? <Skeleton width="16rem" /> : t('scheduling.subtitle');
  const actions = (
    <Stack direction="row" gap={2} wrap>
      <BackToFields />
      <Button asChild variant="outline">
        <Link to="/company/fields/bulk-schedule">{t('bulkSchedule.title')}</Link>
      </Button>
    </Stack>
  );

  const body = () => {
    if (access === 'denied') return <NoPermission />;
    if (access === 'checking' || field.isLoading) return <PageSkeleton label={t('scheduling.loading')} />;
    if (isApiError(field.error) && field.error.status === 404) return <FieldNotFound />;
    if (isCompanySuspended(field.error)) return <CompanySuspended error={field.error} />;
    if (field.isError || !field.data) return <LoadError message={t('scheduling.fieldLoadError')} onRetry={() => void field.refetch()} />;
    const { timezone, currency } = field.data;
    return (
      <Tabs value={section} onValueChange={showSection}>
        <TabsList aria-label={t('scheduling.tabs.label')}>
          {SECTIONS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`scheduling.tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="hours"><OperatingHoursTab fieldId={fieldId} /></TabsContent>
        <TabsContent value="pricing"><PricingRulesTab fieldId={fieldId} /></TabsContent>
        <TabsContent value="preview"><PreviewTab fieldId={fieldId} timeZone={timezone} currency={currency} /></TabsContent>
        <TabsContent value="blocks"><BlocksTab fieldId={fieldId} timeZone={timezone} /></TabsContent>
      </Tabs>
    );
  };

  return (
    <Page>
      <PageHeader title={t('scheduling.title')} description={description} actions={actions} />
      {body()}
    </Page>
  );
}
