import { useCallback } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { formatWeekday, weekdayOrder } from '@pitchside/shared-ui/format';
import type { ScheduleValues } from '@pitchside/shared-api/contracts/field';
import { NS } from '../../../locales/namespace';

type Hours = Pick<ScheduleValues, 'openTime' | 'closeTime' | 'slotDuration' | 'breakDuration'>;

/** One weekday's hours in words: "09:00–17:00 · 60-min slots · 10-min break". */
export function useHoursText(): (hours: Hours) => string {
  const { t } = useTranslation(NS);
  return useCallback(
    (hours) => {
      const parts = [
        t('scheduling.hours.range', { open: hours.openTime, close: hours.closeTime }),
        t('scheduling.hours.slots', { minutes: hours.slotDuration }),
      ];
      if (hours.breakDuration > 0) parts.push(t('scheduling.hours.breaks', { minutes: hours.breakDuration }));
      return parts.join(' · ');
    },
    [t],
  );
}

/**
 * A set of weekdays' hours in short words, days with equal hours together and in the reader's week
 * order: "Mon, Tue, Wed, Thu, Fri: 09:00–17:00".
 */
export function useWeekText(): (schedules: readonly (Hours & { dayOfWeek: number })[]) => string[] {
  const { t, i18n } = useTranslation(NS);
  return useCallback(
    (schedules) => {
      const order = weekdayOrder(i18n.language);
      const groups = new Map<string, number[]>();
      for (const day of order) {
        const schedule = schedules.find((s) => s.dayOfWeek === day);
        if (!schedule) continue;
        const hours = t('scheduling.hours.range', { open: schedule.openTime, close: schedule.closeTime });
        groups.set(hours, [...(groups.get(hours) ?? []), day]);
      }
      return [...groups].map(([hours, days]) => `${days.map((day) => formatWeekday(day, i18n.language, 'short')).join(', ')}: ${hours}`);
    },
    [t, i18n.language],
  );
}
