import { useEffect, useRef } from 'react';
import { BOOKING_DEFAULTS } from '@pitchside/shared-api/contracts/booking-constants';
import { Alert } from '@pitchside/shared-ui/alert';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { BOOKINGS_NS } from '../../../locales/namespace';
import { Outcome } from '../booking-details-page.styles';
import type { CancelOutcome as Result } from '../hooks/use-cancel-booking';

/**
 * The result of a cancellation, announced and focused once the dialog has closed (its button is gone
 * with the cancellable state): the refund given, or why the server refused.
 */
export function CancelOutcome({ outcome }: { outcome: Result }) {
  const { t } = useTranslation(BOOKINGS_NS);
  const format = useFormat();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [outcome]);

  const message = () => {
    if (outcome.kind === 'refused') return outcome.message;
    const { refund } = outcome;
    if (!refund) return t('bookingDetails.cancel.done');
    const amount = format.money(refund.amount, refund.currency);
    if (refund.status === 'failed') return t('bookingDetails.cancel.refundFailed', { amount, company: outcome.company });
    return t('bookingDetails.cancel.doneWithRefund', { amount, days: BOOKING_DEFAULTS.refundBusinessDays });
  };
  const failed = outcome.kind === 'refused' || outcome.refund?.status === 'failed';
  return (
    <Outcome ref={ref} tabIndex={-1}>
      <Alert tone={failed ? 'error' : 'success'}>{message()}</Alert>
    </Outcome>
  );
}
