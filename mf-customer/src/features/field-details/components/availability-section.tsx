import { useState } from 'react';
import { useGetFieldAvailabilityQuery } from '@pitchside/shared-api/client/fields-api';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { calendarDateIn } from '@pitchside/shared-ui/format';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@pitchside/shared-ui/tabs';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';
import { AvailabilityDay } from './availability-day';
import { DetailSection } from './detail-section';
import { StatusLegend } from './slot-status';
import { ZoneNote } from './zone-note';

/** Per docs/product/routes-and-screens.md: the field details page shows the coming week. */
export const AVAILABILITY_DAYS = 7;

export interface AvailabilitySectionProps {
  fieldId: string;
  /** The field's IANA zone: "today" is the field's today, not the visitor's. */
  timezone: string;
}

export function AvailabilitySection({ fieldId, timezone }: AvailabilitySectionProps) {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  const format = useFormat();
  // Fixed for the visit: the tabs do not jump if the field's midnight passes while the page is open.
  const [from] = useState(() => calendarDateIn(timezone));
  const { data, isError, isFetching, refetch } = useGetFieldAvailabilityQuery({ fieldId, from, days: AVAILABILITY_DAYS });

  return (
    <DetailSection title={t('fieldDetails.availability.title')} description={<ZoneNote zone={data?.timezone ?? timezone} />}>
      <StatusLegend />
      {content()}
    </DetailSection>
  );

  function content() {
    if (isError && !isFetching) {
      return <LoadError message={t('fieldDetails.availability.loadError')} onRetry={() => void refetch()} />;
    }
    if (!data) {
      return (
        <SkeletonGroup label={t('fieldDetails.availability.loading')}>
          <Skeleton height="2.75rem" />
          <Skeleton shape="rect" height="10rem" />
        </SkeletonGroup>
      );
    }
    const first = data.days[0];
    if (!first) return <AvailabilityDay day={{ date: from, slots: [] }} />;
    return (
      <Tabs defaultValue={first.date}>
        <TabsList aria-label={t('fieldDetails.availability.days')}>
          {data.days.map((day) => (
            <TabsTrigger key={day.date} value={day.date}>
              {format.calendarDate(day.date, 'weekdayDayMonth')}
            </TabsTrigger>
          ))}
        </TabsList>
        {data.days.map((day) => (
          <TabsContent key={day.date} value={day.date}>
            <AvailabilityDay day={day} />
          </TabsContent>
        ))}
      </Tabs>
    );
  }
}
