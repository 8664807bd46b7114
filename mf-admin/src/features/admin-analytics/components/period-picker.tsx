import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { TextField } from '@pitchside/shared-ui/text-field';
import { ADMIN_ANALYTICS_PERIODS, ZAdminAnalyticsQuerySchema } from '@pitchside/shared-api/contracts/admin';
import { useAdminText } from '../../../lib/use-admin-text';
import { NS } from '../../../locales/namespace';
import { Controls } from './analytics.styles';

export type AdminPeriod = (typeof ADMIN_ANALYTICS_PERIODS)[number];

/** Date picker bounds (docs/product/constants.md). */
const DATE_MIN = '1900-01-01';
const DATE_MAX = '2099-12-31';
const LABEL: Record<AdminPeriod, string> = { '7d': 'days7', '30d': 'days30', '3m': 'months3', custom: 'custom' };

interface Props {
  period: AdminPeriod;
  /** The custom period's days as the address has them ('' when not set). */
  from: string;
  to: string;
  /** A new period: a preset (no days), or a custom one with its checked days. */
  onChange: (next: { period: AdminPeriod; from?: string; to?: string }) => void;
}

/**
 * The period of the figures, kept in the address: a preset (7 days, 30 days, 3 months, ending today UTC)
 * applies at once; a custom one asks for its first and last days and applies them once the contract accepts
 * them (both given, in order, at most 366 days), its objection said at the date it is about.
 */
export function PeriodPicker({ period, from, to, onChange }: Props) {
  const { t } = useTranslation(NS);
  const { message } = useAdminText();
  const [draft, setDraft] = useState({ from, to });
  const [shown, setShown] = useState({ from, to });
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  // Days changed elsewhere (Back, a shared link) show in the boxes again.
  if (shown.from !== from || shown.to !== to) {
    setShown({ from, to });
    setDraft({ from, to });
    setErrors({});
  }

  const apply = () => {
    const checked = ZAdminAnalyticsQuerySchema.safeParse({ period: 'custom', from: draft.from || undefined, to: draft.to || undefined });
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0] ?? 'to'), message(issue.message)])));
      return;
    }
    setErrors({});
    onChange({ period: 'custom', from: draft.from, to: draft.to });
  };

  return (
    <Controls role="group" aria-label={t('analytics.range.group')}>
      <NativeSelect label={t('analytics.range.label')} value={period}
        options={ADMIN_ANALYTICS_PERIODS.map((value) => ({ value, label: t(`analytics.range.${LABEL[value]}`) }))}
        onChange={(event) => onChange({ period: event.target.value as AdminPeriod })} />
      {period === 'custom' && (
        <>
          <TextField type="date" label={t('analytics.range.from')} min={DATE_MIN} max={DATE_MAX} value={draft.from} error={errors.from}
            onChange={(event) => setDraft((current) => ({ ...current, from: event.target.value }))} />
          <TextField type="date" label={t('analytics.range.to')} min={DATE_MIN} max={DATE_MAX} value={draft.to} error={errors.to}
            onChange={(event) => setDraft((current) => ({ ...current, to: event.target.value }))} />
          <div>
            <Button variant="outline" onClick={apply}>{t('analytics.range.apply')}</Button>
          </div>
        </>
      )}
    </Controls>
  );
}
