import { z } from 'zod';
import type { EmployeeAvailability } from '@pitchside/shared-api/contracts/employees';
import { DAYS } from './weekdays';

/** One weekday of the availability editor; a day off keeps its times for when it is switched on again. */
export interface AvailabilityDayValues {
  dayOfWeek: number;
  available: boolean;
  startTime: string;
  endTime: string;
}

/** The seven days, in the order of `DAYS`. */
export interface AvailabilityFormValues {
  days: AvailabilityDayValues[];
}

const DEFAULT_HOURS = { startTime: '09:00', endTime: '17:00' };

/** An available day ends after it starts, on the same day; messages are keys of the company namespace. */
export const ZAvailabilityFormSchema = z.object({
  days: z.array(z.object({ dayOfWeek: z.number(), available: z.boolean(), startTime: z.string(), endTime: z.string() })
    .refine((d) => !d.available || (d.startTime !== '' && d.endTime !== '' && d.startTime < d.endTime), {
      message: 'employees.availability.rangeError', path: ['endTime'],
    })),
});

export function availabilityFormOf(availability: EmployeeAvailability): AvailabilityFormValues {
  return {
    days: DAYS.map((dayOfWeek) => {
      const day = availability.days.find((d) => d.dayOfWeek === dayOfWeek);
      return day ? { dayOfWeek, available: true, startTime: day.startTime, endTime: day.endTime } : { dayOfWeek, available: false, ...DEFAULT_HOURS };
    }),
  };
}

/** The available days, Sunday first as the API numbers them. */
export function toAvailability(values: AvailabilityFormValues): EmployeeAvailability {
  return {
    days: values.days.filter((d) => d.available).sort((a, b) => a.dayOfWeek - b.dayOfWeek)
      .map(({ dayOfWeek, startTime, endTime }) => ({ dayOfWeek, startTime, endTime })),
  };
}
