import type { Availability, Field, Slot } from '@pitchside/shared-api/contracts/field';
import type { SlotStatus } from '@pitchside/shared-api/contracts/field-constants';

export const FIELD_ID = '5b0f7c3e-8a2d-4c61-9f3e-2d7a1b6c4e80';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const CREATED = '2025-01-10T12:00:00.000Z';

const schedule = (n: number, dayOfWeek: number, openTime: string, closeTime: string, isActive = true) => ({
  id: uuid(100 + n), dayOfWeek, openTime, closeTime, slotDuration: 60, breakDuration: 0, isActive,
});

const rule = (n: number, name: string, priceMultiplier: number, priority: number, terms: Partial<Field['pricingRules'][number]>) => ({
  id: uuid(200 + n), name, priceMultiplier, priority, startTime: null, endTime: null, dayOfWeek: null, minDuration: null,
  startDate: null, endDate: null, isActive: true, createdAt: `2025-01-1${n}T12:00:00.000Z`, ...terms,
});

/** A published five-a-side pitch of the demo company, in New York. */
export function fieldFixture(overrides: Partial<Field> = {}): Field {
  return {
    id: FIELD_ID,
    name: 'Riverside Pitch',
    description: 'A floodlit five-a-side pitch by the river.',
    sportType: 'football',
    surfaceType: 'artificial_turf',
    indoor: false,
    capacity: 22,
    minPlayers: 10,
    maxPlayers: 14,
    length: 40,
    width: 20.5,
    address: '12 River Road',
    city: 'Brooklyn',
    state: 'NY',
    postalCode: '11201',
    country: 'United States',
    latitude: 40.7021,
    longitude: -73.9964,
    lighting: true,
    roofed: false,
    equipment: ['Goals', 'Training bibs'],
    rules: ['No metal studs', 'Arrive 15 minutes before your game'],
    amenities: ['parking', 'changing_rooms', 'wifi'],
    status: 'active',
    basePricePerHour: 4000,
    currency: 'USD',
    timezone: 'America/New_York',
    locationId: null,
    publicationState: 'published',
    images: [1, 2, 3].map((n) => ({ id: uuid(n), url: `/api/v1/files/serve/fields/pitch-${n}.webp` })),
    schedules: [
      ...[1, 2, 3, 4, 5].map((day) => schedule(day, day, '09:00', '22:00')),
      schedule(6, 6, '08:00', '20:00'),
      schedule(0, 0, '10:00', '16:00', false),
    ],
    pricingRules: [
      rule(1, 'Weekend', 1.2, 40, { dayOfWeek: 6 }),
      rule(2, 'Evenings', 1.3, 50, { startTime: '18:00', endTime: '22:00' }),
      rule(3, 'Summer offer', 0.9, 10, { startDate: '2025-06-01', endDate: '2025-08-31' }),
      rule(4, 'Old promotion', 0.5, 90, { isActive: false }),
      rule(5, 'Long games', 0.85, 20, { minDuration: 120 }),
    ],
    company: { id: uuid(900), name: 'Green Park Sports' },
    bookingPolicy: {
      maxDurationMinutes: 180, holdMinutes: 10, payOnSite: false, requiresConfirmation: false,
      freeCancellationHours: 24, lateRefundPercent: 0, checkInOpensMinutes: 60,
    },
    publishedAt: CREATED,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

/** A slot of a New York day (summer time, UTC−4). */
function slot(date: string, startTime: string, endTime: string, status: SlotStatus, price: number): Slot {
  const utc = (time: string) => new Date(`${date}T${time}:00-04:00`).toISOString();
  return { start: utc(startTime), end: utc(endTime), startTime, endTime, status, price, currency: 'USD' };
}

/** Seven days from Sunday 1 June 2025: the Sunday closed, the Monday with one slot of every status. */
export function availabilityFixture(): Availability {
  const later = ['2025-06-03', '2025-06-04', '2025-06-05', '2025-06-06', '2025-06-07'];
  return {
    timezone: 'America/New_York',
    days: [
      { date: '2025-06-01', slots: [] },
      {
        date: '2025-06-02',
        slots: [
          slot('2025-06-02', '09:00', '10:00', 'available', 3600),
          slot('2025-06-02', '10:00', '11:00', 'booked', 3600),
          slot('2025-06-02', '11:00', '12:00', 'maintenance', 3600),
          slot('2025-06-02', '12:00', '13:00', 'private_event', 3600),
          slot('2025-06-02', '13:00', '14:00', 'closed', 3600),
          slot('2025-06-02', '18:00', '19:00', 'available', 5200),
        ],
      },
      ...later.map((date) => ({ date, slots: [slot(date, '09:00', '10:00', 'available', 3600)] })),
    ],
  };
}
