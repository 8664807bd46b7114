import { useTranslation } from '@pitchside/shared-ui/translation';
import { Badge } from '@pitchside/shared-ui/badge';
import { Link } from '@pitchside/shared-ui/router';
import { useFormat } from '@pitchside/shared-ui/use-format';
import type { AdminActivityEntry } from '@pitchside/shared-api/contracts/admin';
import { Muted } from '../../../components/admin.styles';
import { NS } from '../../../locales/namespace';
import { ChangeGrid, Changes, Entries, Entry, Json, What, When } from './activity.styles';

const hasValue = (value: unknown) => value !== undefined && value !== null;

function Target({ entry }: { entry: AdminActivityEntry }) {
  const { t } = useTranslation(NS);
  const label = entry.targetLabel ?? t(`activity.targets.${entry.targetType}`);
  if (entry.targetId && entry.targetType === 'company') return <Link to={`/admin/companies/${entry.targetId}`}>{label}</Link>;
  if (entry.targetId && entry.targetType === 'user') return <Link to={`/admin/users/${entry.targetId}`}>{label}</Link>;
  return <bdi>{label}</bdi>;
}

/** The audit trail, newest first: when, who, what to what and why, and what changed (folded away). */
export function ActivityEntries({ entries }: { entries: readonly AdminActivityEntry[] }) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  return (
    <Entries aria-label={t('activity.listLabel')}>
      {entries.map((entry) => (
        <Entry key={entry.id}>
          <When dateTime={entry.createdAt}>{format.dateTime(entry.createdAt)}</When>
          <What>
            <p>
              <strong>{entry.actor.name}</strong>{' '}
              <Badge tone="neutral">{t(`activity.actions.${entry.action}`)}</Badge>{' '}
              <Target entry={entry} />
            </p>
            {entry.reason && <p>{t('activity.reason', { reason: entry.reason })}</p>}
            {(hasValue(entry.before) || hasValue(entry.after)) && (
              <Changes>
                <summary>{t('activity.changes')}</summary>
                <ChangeGrid>
                  <div>
                    <Muted>{t('activity.before')}</Muted>
                    <Json dir="ltr">{hasValue(entry.before) ? JSON.stringify(entry.before, null, 2) : t('common.none')}</Json>
                  </div>
                  <div>
                    <Muted>{t('activity.after')}</Muted>
                    <Json dir="ltr">{hasValue(entry.after) ? JSON.stringify(entry.after, null, 2) : t('common.none')}</Json>
                  </div>
                </ChangeGrid>
              </Changes>
            )}
          </What>
        </Entry>
      ))}
    </Entries>
  );
}
