import { z } from 'zod';
import { ZBookingStatusSchema } from './booking.js';
import { ZClosingTimeSchema, ZLocalDateSchema, ZLocalTimeSchema, ZSportTypeSchema } from './field-primitives.js';
import { ZMoneyListSchema, ZMoneySchema } from './money.js';
import { GOAL_LIMITS } from './customer-home-constants.js';

// The customer's home page (`/dashboard`): its overview, the calendar of their bookings, the weather of
// their next game and their monthly goals. Every figure is defined once in docs/product/figures.md
// ("The customer's home").

/** Texts the client shows as they are (docs/product/api.md, "The customer's home"). */
export const CUSTOMER_HOME_MESSAGES = {
  invalidMonth: 'Enter the month as YYYY-MM, for example 2026-06.',
  goalsSaved: 'Goals saved',
  gamesGoal: (max: number) => `The games goal must be a whole number from 1 to ${max}.`,
  hoursGoal: (max: number) => `The hours goal must be a whole number from 1 to ${max}.`,
  invalidBookingId: 'Invalid booking id',
} as const;

/** Limits of the monthly goals, in a zod-free module of their own (the home page's first load). */
export { GOAL_LIMITS };

/** How many upcoming bookings and activity events the overview lists. */
export const CUSTOMER_HOME_LISTS = { upcoming: 3, recentActivity: 10 } as const;

/** `YYYY-MM`, a month of the years 1900–2099. */
export const ZMonthSchema = z
  .string({ error: CUSTOMER_HOME_MESSAGES.invalidMonth })
  .regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/, CUSTOMER_HOME_MESSAGES.invalidMonth);

/** A booking of the customer as the home page lists it: local date and times in the field's zone. */
export const ZHomeBookingSchema = z.object({
  id: z.uuid(),
  field: z.object({ id: z.uuid(), name: z.string(), sportType: ZSportTypeSchema, city: z.string() }),
  /** The instants, ISO UTC. */
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  /** The local day and wall-clock times in `timezone` (the field's IANA zone). */
  date: ZLocalDateSchema,
  startTime: ZLocalTimeSchema,
  endTime: ZClosingTimeSchema,
  timezone: z.string(),
  status: ZBookingStatusSchema,
  /** While `pending` and unpaid: when the slot is released (a pending booking without it awaits the company). */
  holdExpiresAt: z.iso.datetime().nullable(),
  /** The page of the booking's pass (its QR code and confirmation code). */
  passUrl: z.string(),
});
export type HomeBooking = z.infer<typeof ZHomeBookingSchema>;

export const ACTIVITY_KINDS = ['booked', 'paid', 'cancelled', 'refunded', 'checked_in'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Something that happened to one of the customer's bookings, read from its rows. */
export const ZActivityEventSchema = z.object({
  /** `<kind>:<id of the row it comes from>`, stable across calls. */
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  at: z.iso.datetime(),
  bookingId: z.uuid(),
  fieldName: z.string(),
  /** The money moved: a payment's amount, a refund's amount. */
  amount: ZMoneySchema.optional(),
});
export type ActivityEvent = z.infer<typeof ZActivityEventSchema>;

/** The goals of a month and where the customer stands; a goal not set is null. */
export const ZGoalsSchema = z.object({
  gamesPerMonth: z.number().int().nullable(),
  hoursPerMonth: z.number().int().nullable(),
  /** This month's games (count) and their hours (one decimal). */
  progress: z.object({ games: z.number().int(), hours: z.number() }),
});
export type Goals = z.infer<typeof ZGoalsSchema>;

const goal = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message).nullable().optional();

/** `PUT /me/goals`: a goal left out is kept, null clears it. */
export const ZGoalsUpdateSchema = z.object({
  gamesPerMonth: goal(GOAL_LIMITS.gamesPerMonthMax, CUSTOMER_HOME_MESSAGES.gamesGoal(GOAL_LIMITS.gamesPerMonthMax)),
  hoursPerMonth: goal(GOAL_LIMITS.hoursPerMonthMax, CUSTOMER_HOME_MESSAGES.hoursGoal(GOAL_LIMITS.hoursPerMonthMax)),
}).strict();
export type GoalsUpdate = z.infer<typeof ZGoalsUpdateSchema>;

/** `GET /me/dashboard`. */
export const ZCustomerDashboardSchema = z.object({
  stats: z.object({
    /** Bookings not ended and not cancelled (the Upcoming tab of my bookings). */
    upcoming: z.number().int(),
    /** Games played: confirmed bookings that have ended. */
    played: z.number().int(),
    /** Hours of the games played, one decimal: those starting this month, and all of them. */
    hoursPlayed: z.object({ thisMonth: z.number(), allTime: z.number() }),
    /** Money paid less money refunded, one entry per currency (minor units). */
    spent: ZMoneyListSchema,
    /** The sport of most games played (ties: the latest played); null before the first game. */
    favouriteSport: ZSportTypeSchema.nullable(),
  }),
  /** The next bookings, soonest first. */
  upcoming: z.array(ZHomeBookingSchema),
  /** The latest events, newest first. */
  recentActivity: z.array(ZActivityEventSchema),
  goals: ZGoalsSchema,
  /** The month "this month" means: `YYYY-MM` in the customer's zone (their profile's, else UTC). */
  thisMonth: z.object({ month: z.string(), timezone: z.string() }),
});
export type CustomerDashboard = z.infer<typeof ZCustomerDashboardSchema>;

/** `GET /bookings/calendar?month=YYYY-MM`. */
export const ZBookingCalendarQuerySchema = z.object({ month: ZMonthSchema });
export type BookingCalendarQuery = z.infer<typeof ZBookingCalendarQuerySchema>;

export const ZCalendarBookingSchema = z.object({
  id: z.uuid(),
  fieldName: z.string(),
  startTime: ZLocalTimeSchema,
  endTime: ZClosingTimeSchema,
  timezone: z.string(),
  status: ZBookingStatusSchema,
  holdExpiresAt: z.iso.datetime().nullable(),
});
export type CalendarBooking = z.infer<typeof ZCalendarBookingSchema>;

/** The days of the month (by each booking's local day at its field) that have bookings, in order. */
export const ZBookingCalendarSchema = z.object({
  month: z.string(),
  days: z.array(z.object({ date: ZLocalDateSchema, bookings: z.array(ZCalendarBookingSchema) })),
});
export type BookingCalendar = z.infer<typeof ZBookingCalendarSchema>;

/** Short words for WMO weather codes; the page translates them. */
export const WEATHER_SUMMARIES = [
  'clear', 'partly_cloudy', 'cloudy', 'fog', 'drizzle', 'rain', 'snow', 'showers', 'thunderstorm', 'unknown',
] as const;
export type WeatherSummary = (typeof WEATHER_SUMMARIES)[number];

/** The word of a WMO weather code (the codes Open-Meteo uses). */
export function weatherSummary(code: number): WeatherSummary {
  if (code === 0) return 'clear';
  if (code === 1 || code === 2) return 'partly_cloudy';
  if (code === 3) return 'cloudy';
  if (code === 45 || code === 48) return 'fog';
  if (code >= 51 && code <= 57) return 'drizzle';
  if (code >= 61 && code <= 67) return 'rain';
  if ((code >= 71 && code <= 77) || code === 85 || code === 86) return 'snow';
  if (code >= 80 && code <= 82) return 'showers';
  if (code >= 95 && code <= 99) return 'thunderstorm';
  return 'unknown';
}

/** `GET /me/weather?bookingId=`. */
export const ZWeatherQuerySchema = z.object({ bookingId: z.uuid(CUSTOMER_HOME_MESSAGES.invalidBookingId) });
export type WeatherQuery = z.infer<typeof ZWeatherQuerySchema>;

/** The forecast for the hour a booking starts, at its field. */
export const ZWeatherSchema = z.object({
  temperatureC: z.number(),
  /** Percent; null when the forecast has no figure for that hour. */
  precipitationProbability: z.number().nullable(),
  /** The WMO weather code. */
  code: z.number().int(),
  summary: z.enum(WEATHER_SUMMARIES),
});
export type Weather = z.infer<typeof ZWeatherSchema>;
