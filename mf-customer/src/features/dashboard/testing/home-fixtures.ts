import type { BookingCalendar, CustomerDashboard, HomeBooking } from '@pitchside/shared-api/contracts/customer-home';

export const NEXT_ID = '00000000-0000-4000-8000-0000000000a1';
const LATER_ID = '00000000-0000-4000-8000-0000000000a2';
const FIELD_ID = '00000000-0000-4000-8000-0000000000f1';

/**
 * The next game: 10:00 on Thursday 2 July 2026 at a field in Kiritimati (UTC+14), which is still
 * 1 July, 20:00, in UTC.
 */
export function nextBooking(overrides: Partial<HomeBooking> = {}): HomeBooking {
  return {
    id: NEXT_ID,
    field: { id: FIELD_ID, name: 'Line Islands Tennis', sportType: 'tennis', city: 'Kiritimati' },
    start: '2026-07-01T20:00:00.000Z', end: '2026-07-01T21:30:00.000Z',
    date: '2026-07-02', startTime: '10:00', endTime: '11:30', timezone: 'Pacific/Kiritimati',
    status: 'confirmed', holdExpiresAt: null, passUrl: `/bookings/${NEXT_ID}`,
    ...overrides,
  };
}

/** A player with two bookings to come, two games played, money in two currencies and a games goal. */
export function dashboardFixture(overrides: Partial<CustomerDashboard> = {}): CustomerDashboard {
  return {
    stats: {
      upcoming: 2, played: 2, hoursPlayed: { thisMonth: 1.5, allTime: 12 },
      spent: [{ currency: 'USD', amount: 9000 }, { currency: 'EUR', amount: 5000 }], favouriteSport: 'tennis',
    },
    upcoming: [
      nextBooking(),
      nextBooking({
        id: LATER_ID, field: { id: FIELD_ID, name: 'Canal Football', sportType: 'football', city: 'Paris' },
        start: '2026-07-05T08:00:00.000Z', end: '2026-07-05T09:00:00.000Z', date: '2026-07-05', startTime: '10:00', endTime: '11:00',
        timezone: 'Europe/Paris', status: 'pending', holdExpiresAt: null, passUrl: `/bookings/${LATER_ID}`,
      }),
    ],
    recentActivity: [
      { id: `paid:${NEXT_ID}`, kind: 'paid', at: new Date(Date.now() - 3 * 3_600_000).toISOString(), bookingId: NEXT_ID, fieldName: 'Line Islands Tennis', amount: { currency: 'USD', amount: 4500 } },
      { id: `booked:${NEXT_ID}`, kind: 'booked', at: new Date(Date.now() - 2 * 86_400_000).toISOString(), bookingId: NEXT_ID, fieldName: 'Line Islands Tennis' },
    ],
    goals: { gamesPerMonth: 8, hoursPerMonth: null, progress: { games: 2, hours: 1.5 } },
    thisMonth: { month: '2026-06', timezone: 'America/Los_Angeles' },
    ...overrides,
  };
}

/** A new player: nothing booked, nothing paid, no goals. */
export function newCustomerDashboard(): CustomerDashboard {
  return {
    stats: { upcoming: 0, played: 0, hoursPlayed: { thisMonth: 0, allTime: 0 }, spent: [], favouriteSport: null },
    upcoming: [], recentActivity: [],
    goals: { gamesPerMonth: null, hoursPerMonth: null, progress: { games: 0, hours: 0 } },
    thisMonth: { month: '2026-06', timezone: 'America/Los_Angeles' },
  };
}

/** The calendar of a month; July has the next game on the 2nd. */
export function calendarFixture(month: string): BookingCalendar {
  if (month !== '2026-07') return { month, days: [] };
  return {
    month,
    days: [{
      date: '2026-07-02',
      bookings: [{ id: NEXT_ID, fieldName: 'Line Islands Tennis', startTime: '10:00', endTime: '11:30', timezone: 'Pacific/Kiritimati', status: 'confirmed', holdExpiresAt: null }],
    }],
  };
}
