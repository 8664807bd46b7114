import {
  ZBookingCalendarSchema, ZCustomerDashboardSchema, ZGoalsSchema, ZWeatherSchema,
  type BookingCalendar, type CustomerDashboard, type Goals, type GoalsUpdate, type Weather,
} from '../contracts/customer-home.js';
import { api } from './api.js';
import { unwrapEnvelope, type SuccessEnvelope } from './envelope.js';

/** The home page follows the bookings (a booking made or cancelled changes its figures) and the goals. */
const HOME_TAGS = [{ type: 'Booking' as const, id: 'LIST' }, { type: 'Goals' as const, id: 'MINE' }];

/** The customer's home page: the overview, the calendar of their bookings, the weather of a booking, the goals. */
export const customerHomeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCustomerDashboard: build.query<CustomerDashboard, void>({
      query: () => '/me/dashboard',
      transformResponse: unwrapEnvelope<CustomerDashboard>,
      responseSchema: __DEV__ ? ZCustomerDashboardSchema : undefined,
      providesTags: HOME_TAGS,
    }),
    /** `month`: `YYYY-MM`. */
    getBookingCalendar: build.query<BookingCalendar, string>({
      query: (month) => `/bookings/calendar?month=${encodeURIComponent(month)}`,
      transformResponse: unwrapEnvelope<BookingCalendar>,
      responseSchema: __DEV__ ? ZBookingCalendarSchema : undefined,
      providesTags: [{ type: 'Booking', id: 'LIST' }],
    }),
    /** The forecast for the booking's start; null when the server has none to give (204). */
    getBookingWeather: build.query<Weather | null, string>({
      query: (bookingId) => `/me/weather?bookingId=${encodeURIComponent(bookingId)}`,
      transformResponse: (response: SuccessEnvelope<Weather> | null) => response?.data ?? null,
      responseSchema: __DEV__ ? ZWeatherSchema.nullable() : undefined,
    }),
    getGoals: build.query<Goals, void>({
      query: () => '/me/goals',
      transformResponse: unwrapEnvelope<Goals>,
      responseSchema: __DEV__ ? ZGoalsSchema : undefined,
      providesTags: [{ type: 'Goals', id: 'MINE' }],
    }),
    updateGoals: build.mutation<Goals, GoalsUpdate>({
      query: (body) => ({ url: '/me/goals', method: 'PUT', body }),
      transformResponse: unwrapEnvelope<Goals>,
      responseSchema: __DEV__ ? ZGoalsSchema : undefined,
      invalidatesTags: [{ type: 'Goals', id: 'MINE' }],
    }),
  }),
});

export const {
  useGetCustomerDashboardQuery, useGetBookingCalendarQuery, useGetBookingWeatherQuery, useGetGoalsQuery, useUpdateGoalsMutation,
} = customerHomeApi;
