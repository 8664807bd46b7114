import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import type { ActivityLogEntry } from '@pitchside/shared-api/contracts/activity-log';
import { NS } from '../../../locales/namespace';
import { Entries, Entry, Target, What, When } from './activity-log.styles';

/** The entries, newest first: when, who, what, and to what. */
export function ActivityEntries({ entries }: { entries: ActivityLogEntry[] }) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  return (
    <Entries aria-label={t('activity.title')}>
      {entries.map((entry) => (
        <Entry key={entry.id}>
          <When dateTime={entry.createdAt}>{format.dateTime(entry.createdAt)}</When>
          <What>
            <strong>{entry.actor.name}</strong>{' '}
            {t(`activity.actions.${entry.action.replace('.', '_')}`, { defaultValue: entry.action })}
            {entry.targetLabel && <> · <Target>{entry.targetLabel}</Target></>}
          </What>
        </Entry>
      ))}
    </Entries>
  );
}
