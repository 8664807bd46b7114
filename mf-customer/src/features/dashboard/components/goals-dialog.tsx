import { useState, type FormEvent } from 'react';
import type { Goals, GoalsUpdate } from '@pitchside/shared-api/contracts/customer-home';
import { GOAL_LIMITS } from '@pitchside/shared-api/contracts/customer-home-constants';
import { useUpdateGoalsMutation } from '@pitchside/shared-api/client/customer-home-api';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { Dialog, DialogClose } from '@pitchside/shared-ui/dialog';
import { Stack } from '@pitchside/shared-ui/stack';
import { TextField } from '@pitchside/shared-ui/text-field';
import { notify } from '@pitchside/shared-ui/toaster';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { DASHBOARD_NS } from '../../../locales/namespace';

type Key = keyof GoalsUpdate;
const MAX: Record<Key, number> = { gamesPerMonth: GOAL_LIMITS.gamesPerMonthMax, hoursPerMonth: GOAL_LIMITS.hoursPerMonthMax };

/** A goal as typed: empty clears it; otherwise a whole number from 1 to its maximum (undefined when it is not one). */
function readGoal(text: string, max: number): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= 1 && value <= max ? value : undefined;
}

const asText = (value: number | null) => (value === null ? '' : String(value));

/** "Edit goals": games and hours a month; saved with PUT /me/goals. */
export function GoalsDialog({ goals }: { goals: Goals }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const [open, setOpen] = useState(false);
  const [texts, setTexts] = useState<Record<Key, string>>({ gamesPerMonth: '', hoursPerMonth: '' });
  const [shown, setShown] = useState(false);
  const [save, { isLoading, isError, reset }] = useUpdateGoalsMutation();
  const values = { gamesPerMonth: readGoal(texts.gamesPerMonth, MAX.gamesPerMonth), hoursPerMonth: readGoal(texts.hoursPerMonth, MAX.hoursPerMonth) };
  const errorOf = (key: Key) => (shown && values[key] === undefined ? t('dashboard.goals.range', { max: MAX[key] }) : undefined);

  const onOpenChange = (next: boolean) => {
    if (next) {
      setTexts({ gamesPerMonth: asText(goals.gamesPerMonth), hoursPerMonth: asText(goals.hoursPerMonth) });
      setShown(false);
      reset();
    }
    setOpen(next);
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (values.gamesPerMonth === undefined || values.hoursPerMonth === undefined) return;
    const result = await save({ gamesPerMonth: values.gamesPerMonth, hoursPerMonth: values.hoursPerMonth });
    if ('data' in result) {
      setOpen(false);
      notify.success(t('dashboard.goals.saved'));
    }
  };
  const field = (key: Key, label: string) => (
    <TextField
      label={label}
      hint={t('dashboard.goals.hint', { max: MAX[key] })}
      error={errorOf(key)}
      type="number"
      inputMode="numeric"
      min={1}
      max={MAX[key]}
      step={1}
      value={texts[key]}
      onChange={(event) => setTexts((current) => ({ ...current, [key]: event.target.value }))}
    />
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={<Button variant="outline" size="sm">{goals.gamesPerMonth || goals.hoursPerMonth ? t('dashboard.goals.edit') : t('dashboard.goals.set')}</Button>}
      title={t('dashboard.goals.dialogTitle')}
      description={t('dashboard.goals.dialogText')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap={4}>
          {field('gamesPerMonth', t('dashboard.goals.gamesLabel'))}
          {field('hoursPerMonth', t('dashboard.goals.hoursLabel'))}
          {isError && <Alert tone="error">{t('dashboard.goals.saveError')}</Alert>}
          <Stack direction="row" gap={2} justify="end" wrap>
            <DialogClose asChild>
              <Button variant="ghost">{t('dashboard.goals.cancel')}</Button>
            </DialogClose>
            <Button type="submit" loading={isLoading}>{t('dashboard.goals.save')}</Button>
          </Stack>
        </Stack>
      </form>
    </Dialog>
  );
}
