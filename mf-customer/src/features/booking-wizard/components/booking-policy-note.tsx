import type { FieldBookingPolicy } from '@pitchside/shared-api/contracts/field';
import { Alert } from '@pitchside/shared-ui/alert';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';
import { PolicyLines } from './payment-step.styles';

export interface BookingPolicyNoteProps {
  policy: FieldBookingPolicy;
  /** The field's company, named when it confirms bookings itself. */
  company: string;
}

/**
 * What the customer agrees to before paying (docs/product/constants.md): whether the company confirms the booking
 * itself (a declined booking is refunded in full), and until when cancelling is free.
 */
export function BookingPolicyNote({ policy, company }: BookingPolicyNoteProps) {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  const { freeCancellationHours: hours, lateRefundPercent: percent } = policy;
  // With no free window before the start, or a full refund later too, cancelling is free until the start.
  const freeUntilStart = hours === 0 || percent === 100;
  return (
    <Alert tone="info" title={t('booking.policy.title')}>
      <PolicyLines>
        {policy.requiresConfirmation && <li>{t('booking.policy.confirmation', { company })}</li>}
        <li>
          {freeUntilStart ? t('booking.policy.freeUntilStart') : t('booking.policy.freeCancellation', { count: hours })}
          {!freeUntilStart && ` ${percent === 0 ? t('booking.policy.lateNoRefund') : t('booking.policy.lateRefund', { percent })}`}
        </li>
      </PolicyLines>
    </Alert>
  );
}
