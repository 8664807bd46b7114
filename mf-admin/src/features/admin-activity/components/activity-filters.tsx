import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { Stack } from '@pitchside/shared-ui/stack';
import { TextField } from '@pitchside/shared-ui/text-field';
import { ADMIN_ACTIONS, ADMIN_TARGETS } from '@pitchside/shared-api/contracts/admin';
import { FilterGrid } from '../../../components/admin.styles';
import type { ListParamChanges } from '../../../lib/use-list-params';
import { NS } from '../../../locales/namespace';

export const ACTIVITY_FILTERS = ['action', 'targetType', 'from', 'to', 'actor'] as const;
export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number];

/** Date picker bounds (docs/product/constants.md). */
const DATE_MIN = '1900-01-01';
const DATE_MAX = '2099-12-31';

interface Props {
  values: Record<ActivityFilter, string>;
  onChange: (changes: ListParamChanges<ActivityFilter>) => void;
  active: boolean;
  /** The end is before the start: said at the end date, and no dates are sent. */
  rangeError: boolean;
}

/** Action, kind of target and days (UTC, inclusive) of the audit trail; each change goes into the address. */
export function ActivityFilters({ values, onChange, active, rangeError }: Props) {
  const { t } = useTranslation(NS);
  return (
    <Stack gap={3} role="search" aria-label={t('activity.filters.label')}>
      <FilterGrid>
        <NativeSelect label={t('activity.filters.action')} placeholder={t('activity.filters.anyAction')} value={values.action}
          options={ADMIN_ACTIONS.map((action) => ({ value: action, label: t(`activity.actions.${action}`) }))}
          onChange={(event) => onChange({ action: event.target.value })} />
        <NativeSelect label={t('activity.filters.target')} placeholder={t('activity.filters.anyTarget')} value={values.targetType}
          options={ADMIN_TARGETS.map((target) => ({ value: target, label: t(`activity.targets.${target}`) }))}
          onChange={(event) => onChange({ targetType: event.target.value })} />
        <TextField type="date" label={t('activity.filters.from')} min={DATE_MIN} max={DATE_MAX} value={values.from}
          onChange={(event) => onChange({ from: event.target.value })} />
        <TextField type="date" label={t('activity.filters.to')} min={DATE_MIN} max={DATE_MAX} value={values.to}
          error={rangeError ? t('activity.filters.rangeError') : undefined}
          onChange={(event) => onChange({ to: event.target.value })} />
      </FilterGrid>
      {active && (
        <Stack direction="row" gap={2} wrap align="center">
          {values.actor && (
            <Button variant="outline" size="sm" onClick={() => onChange({ actor: '' })}>{t('activity.filters.clearActor')}</Button>
          )}
          <Button variant="ghost" size="sm" onClick={() => onChange({ action: '', targetType: '', from: '', to: '', actor: '' })}>
            {t('common.clearFilters')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
