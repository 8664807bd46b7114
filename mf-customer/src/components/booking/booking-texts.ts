import { useMemo } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { BOOKINGS_NS } from '../../locales/namespace';

export interface BookingTexts {
  /** Two local `HH:mm` → "18:00–19:30". */
  timeRange: (start: string, end: string) => string;
  /** Minutes → "1 h 30 min". */
  duration: (minutes: number) => string;
}

/** A booking's times and length as the bookings pages word them, in the current language. */
export function useBookingTexts(): BookingTexts {
  const { t } = useTranslation(BOOKINGS_NS);
  const format = useFormat();
  return useMemo(() => ({
    timeRange: (start, end) => t('bookings.timeRange', { start: format.clock(start), end: format.clock(end) }),
    duration: (minutes) => {
      const hours = Math.floor(minutes / 60);
      const rest = minutes % 60;
      if (hours === 0) return t('bookings.duration.minutes', { minutes: format.number(rest) });
      if (rest === 0) return t('bookings.duration.hours', { hours: format.number(hours) });
      return t('bookings.duration.hoursMinutes', { hours: format.number(hours), minutes: format.number(rest) });
    },
  }), [t, format]);
}
