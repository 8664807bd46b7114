import { useTranslation } from '@pitchside/shared-ui/translation';
import { Badge } from '@pitchside/shared-ui/badge';
import { Button } from '@pitchside/shared-ui/button';
import { EditIcon, PlusIcon, TrashIcon } from '@pitchside/shared-ui/icons';
import type { Schedule } from '@pitchside/shared-api/contracts/field';
import { NS } from '../../../locales/namespace';
import { useHoursText } from '../lib/use-hours-text';
import { capitalize } from '../lib/weekdays';
import { Actions } from './form-layout.styles';
import { Row, RowDetail, RowText, RowTitle } from './list.styles';

export interface DayRowProps {
  /** Localised weekday name. */
  day: string;
  schedule?: Schedule;
  onEdit: () => void;
  onDelete: () => void;
}

/** One weekday: its hours or "Closed", with edit/add and delete. */
export function DayRow({ day, schedule, onEdit, onDelete }: DayRowProps) {
  const { t, i18n } = useTranslation(NS);
  const hoursText = useHoursText();
  return (
    <Row>
      <RowText>
        <RowTitle>
          {capitalize(day, i18n.language)}
          {schedule && !schedule.isActive && <Badge tone="warning">{t('scheduling.hours.inactive')}</Badge>}
        </RowTitle>
        <RowDetail>{schedule ? hoursText(schedule) : t('scheduling.hours.closed')}</RowDetail>
      </RowText>
      <Actions>
        {schedule ? (
          <>
            <Button variant="outline" size="sm" startIcon={<EditIcon size={16} />} onClick={onEdit} aria-label={t('scheduling.hours.editDay', { day })}>
              {t('scheduling.actions.edit')}
            </Button>
            <Button variant="ghost" size="sm" startIcon={<TrashIcon size={16} />} onClick={onDelete} aria-label={t('scheduling.hours.deleteDay', { day })}>
              {t('scheduling.actions.delete')}
            </Button>
          </>
        ) : (
          <Button variant="outline" size="sm" startIcon={<PlusIcon size={16} />} onClick={onEdit} aria-label={t('scheduling.hours.addDay', { day })}>
            {t('scheduling.actions.add')}
          </Button>
        )}
      </Actions>
    </Row>
  );
}
