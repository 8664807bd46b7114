import { useState } from 'react';
import type { Availability, AvailabilityDay } from '@pitchside/shared-api/contracts/field';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { ArrowBackIcon, ChevronEndIcon, ClockIcon } from '@pitchside/shared-ui/icons';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';
import { lengthLimit, type DayGrid, type LengthLimit, type Run } from '../lib/slot-run';
import type { Selection } from '../lib/wizard-state';
import { DateStrip } from './date-strip';
import { DurationStepper } from './duration-stepper';
import { SlotPicker } from './slot-picker';
import { Actions } from './step.styles';
import { Total, TotalAmount, ZoneLine } from './time-step.styles';

export interface TimeStepProps {
  dates: readonly string[];
  timezone: string;
  availability: { data: Availability | undefined; failed: boolean; retry: () => void };
  selection: Selection;
  day: AvailabilityDay | undefined;
  grid: DayGrid;
  run: Run | null;
  /** Why the customer is back here (slot taken, hold expired). */
  notice: string | null;
  onDate: (date: string) => void;
  onStart: (startTime: string) => void;
  onLength: (slots: number) => void;
  onBack: () => void;
  onContinue: () => void;
}

/** Step 2: a day of the next two weeks, a free start, a length in whole slots, and what it costs. */
export function TimeStep(props: TimeStepProps) {
  const { availability, selection, day, grid, run, notice } = props;
  const { t } = useTranslation(FIELD_DETAILS_NS);
  const format = useFormat();
  const [limit, setLimit] = useState<LengthLimit | null>(null);
  const [missingStart, setMissingStart] = useState(false);

  const changeLength = (delta: 1 | -1) => {
    const refused = lengthLimit(day, selection.startTime, selection.slots, delta, grid);
    setLimit(refused);
    if (!refused) props.onLength(selection.slots + delta);
  };
  const limitText = {
    minimum: t('booking.errors.minimumDuration', { minutes: grid.slotMinutes }),
    maximum: t('booking.errors.maximumDuration', { hours: grid.maxMinutes / 60 }),
    nextTaken: t('booking.time.nextTaken'),
  };

  return (
    <>
      {notice && <Alert tone="warning">{notice}</Alert>}
      <ZoneLine>
        <ClockIcon size={16} />
        {t('booking.timesIn', { zone: availability.data?.timezone ?? props.timezone })}
      </ZoneLine>
      <DateStrip dates={props.dates} selected={selection.date} availability={availability.data} onSelect={(date) => { setLimit(null); props.onDate(date); }} />
      {slots()}
      <DurationStepper slots={selection.slots} slotMinutes={grid.slotMinutes} limit={limit && limitText[limit]} onChange={changeLength} />
      <Total aria-live="polite">
        <span>{run ? t('booking.time.chosen', { date: format.calendarDate(selection.date, 'weekdayDayMonth'), start: format.clock(run.startTime), end: format.clock(run.endTime) }) : t('booking.time.noStart')}</span>
        {run && <TotalAmount>{t('booking.time.total', { amount: format.money(run.total, run.currency) })}</TotalAmount>}
      </Total>
      {missingStart && !run && <Alert tone="error">{t('booking.time.chooseStart')}</Alert>}
      <Actions>
        <Button variant="outline" startIcon={<ArrowBackIcon size={18} />} onClick={props.onBack}>{t('booking.actions.back')}</Button>
        <Button endIcon={<ChevronEndIcon size={18} />} onClick={() => (run ? props.onContinue() : setMissingStart(true))}>
          {t('booking.actions.continue')}
        </Button>
      </Actions>
    </>
  );

  function slots() {
    if (availability.failed) return <LoadError message={t('booking.time.loadError')} onRetry={availability.retry} />;
    if (!availability.data) {
      return (
        <SkeletonGroup label={t('booking.time.loading')}>
          <Skeleton shape="rect" height="10rem" />
        </SkeletonGroup>
      );
    }
    return (
      <SlotPicker
        day={day ?? { date: selection.date, slots: [] }}
        startTime={selection.startTime}
        run={run}
        onSelect={(startTime) => { setLimit(null); setMissingStart(false); props.onStart(startTime); }}
      />
    );
  }
}
