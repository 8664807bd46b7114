import { Fragment } from 'react';
import type { Schedule } from '@pitchside/shared-api/contracts/field';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';
import { DetailSection } from './detail-section';
import { Facts } from './detail-section.styles';
import { ZoneNote } from './zone-note';

/** Monday first, as a week reads on a timetable; days of week stay 0 = Sunday. */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

export interface OpeningHoursSectionProps {
  schedules: readonly Schedule[];
  timezone: string;
}

export function OpeningHoursSection({ schedules, timezone }: OpeningHoursSectionProps) {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  const format = useFormat();
  return (
    <DetailSection title={t('fieldDetails.hours.title')} description={<ZoneNote zone={timezone} />}>
      <Facts>
        {WEEK.map((day) => {
          const schedule = schedules.find((s) => s.dayOfWeek === day && s.isActive);
          return (
            <Fragment key={day}>
              <dt>{format.weekday(day)}</dt>
              <dd>
                {schedule
                  ? t('fieldDetails.range', { start: format.clock(schedule.openTime), end: format.clock(schedule.closeTime) })
                  : t('fieldDetails.hours.closed')}
              </dd>
            </Fragment>
          );
        })}
      </Facts>
    </DetailSection>
  );
}
