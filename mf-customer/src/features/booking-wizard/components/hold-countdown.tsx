import { useEffect, useRef } from 'react';
import { ClockIcon } from '@pitchside/shared-ui/icons';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { VisuallyHidden } from '@pitchside/shared-ui/visually-hidden';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';
import { useSecondsLeft } from '../hooks/use-seconds-left';
import { Clock, HoldBox } from './payment-step.styles';

/** Minutes left at which screen readers are told, once each: often enough to act, not every second. */
const ANNOUNCED_MINUTES = [5, 1] as const;

export interface HoldCountdownProps {
  /** `booking.holdExpiresAt`. */
  expiresAt: string;
  onExpire: () => void;
}

/** How long the slots stay held while the customer pays (mm:ss); at 0 the hold is gone. */
export function HoldCountdown({ expiresAt, onExpire }: HoldCountdownProps) {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  const format = useFormat();
  const left = useSecondsLeft(expiresAt);
  const expire = useRef(onExpire);
  expire.current = onExpire;
  useEffect(() => {
    if (left === 0) expire.current();
  }, [left]);
  const announced = [...ANNOUNCED_MINUTES].reverse().find((minutes) => left <= minutes * 60);

  return (
    <HoldBox>
      <ClockIcon size={20} />
      <span>{t('booking.payment.held')}</span>
      <Clock role="timer">{format.countdown(left)}</Clock>
      <VisuallyHidden aria-live="polite">{announced && left > 0 ? t('booking.payment.minutesLeft', { count: announced }) : ''}</VisuallyHidden>
    </HoldBox>
  );
}
