import { useTranslation } from '@pitchside/shared-ui/translation';
import { formatWeekday, weekdayOrder } from '@pitchside/shared-ui/format';
import type { ScheduleValues } from '@pitchside/shared-api/contracts/field';
import { NS } from '../../../../locales/namespace';
import { useHoursText } from '../../lib/use-hours-text';
import { capitalize } from '../../lib/weekdays';
import { RowDetail, RowList, Row, RowText, RowTitle } from '../list.styles';

export interface BulkPreviewProps {
  schedules: readonly ScheduleValues[];
  fieldCount: number;
}

/** What every selected field will get, weekday by weekday; days left out close. */
export function BulkPreview({ schedules, fieldCount }: BulkPreviewProps) {
  const { t, i18n } = useTranslation(NS);
  const hoursText = useHoursText();
  return (
    <>
      <p>{fieldCount > 0 ? t('bulkSchedule.previewFor', { count: fieldCount }) : t('bulkSchedule.previewNoFields')}</p>
      <RowList aria-label={t('bulkSchedule.previewLabel')}>
        {weekdayOrder(i18n.language).map((day) => {
          const schedule = schedules.find((item) => item.dayOfWeek === day);
          return (
            <Row key={day}>
              <RowText>
                <RowTitle as="span">{capitalize(formatWeekday(day, i18n.language), i18n.language)}</RowTitle>
                <RowDetail>
                  {schedule ? hoursText(schedule) : t('scheduling.hours.closed')}
                  {schedule && fieldCount > 0 && ` · ${t('bulkSchedule.timesFields', { count: fieldCount })}`}
                </RowDetail>
              </RowText>
            </Row>
          );
        })}
      </RowList>
    </>
  );
}
