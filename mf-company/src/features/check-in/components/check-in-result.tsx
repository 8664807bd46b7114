import { useEffect, useRef } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { AlertCircleIcon, SuccessIcon } from '@pitchside/shared-ui/icons';
import { bookingDay, bookingZone, wallClock } from '../../../lib/booking-time';
import { useMessageText } from '../../../lib/use-message-text';
import { NS } from '../../../locales/namespace';
import type { CheckInOutcome } from '../hooks/use-check-in';
import { ResultName, ResultPanel, ResultText, ResultTitle } from './check-in.styles';

/** The outcome, large enough to read at arm's length: who and when in green, or why not in red. */
export function CheckInResult({ outcome, onNext }: { outcome: CheckInOutcome; onNext: () => void }) {
  const { t, i18n } = useTranslation(NS);
  const describe = useMessageText();
  const panel = useRef<HTMLDivElement>(null);
  // On a phone the outcome may appear above the part of the page in view. Nothing is returned to React:
  // some browsers answer scrollIntoView with a promise, which React would take for the effect's clean-up.
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'nearest' });
  }, [outcome]);
  const next = (
    <Button size="lg" onClick={onNext}>
      {t('checkIn.result.next')}
    </Button>
  );
  if (outcome.kind === 'failure') {
    return (
      <ResultPanel ref={panel} $tone="failure">
        <AlertCircleIcon size={56} />
        <ResultTitle>{t('checkIn.result.failureTitle')}</ResultTitle>
        <ResultName>{describe(outcome.reason)}</ResultName>
        {next}
      </ResultPanel>
    );
  }
  const { booking } = outcome;
  return (
    <ResultPanel ref={panel} $tone="success">
      <SuccessIcon size={56} />
      <ResultTitle>{t('checkIn.result.successTitle')}</ResultTitle>
      <ResultName>{booking.fullName}</ResultName>
      <ResultText>{booking.field.name}</ResultText>
      <ResultText>
        {t('checkIn.result.when', {
          date: bookingDay(booking, i18n.language), start: booking.startTime, end: booking.endTime, zone: bookingZone(booking),
        })}
      </ResultText>
      {booking.groupSize !== null && <ResultText>{t('checkIn.result.group', { count: booking.groupSize })}</ResultText>}
      {booking.checkedInAt && <ResultText>{t('checkIn.result.at', { time: wallClock(booking.checkedInAt, booking.field.timezone) })}</ResultText>}
      {next}
    </ResultPanel>
  );
}
