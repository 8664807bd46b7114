import type { Booking } from '@pitchside/shared-api/contracts/booking';
import type { Availability, Field, FieldBookingPolicy, Slot } from '@pitchside/shared-api/contracts/field';
import type { SlotStatus } from '@pitchside/shared-api/contracts/field-constants';
import type { PayResult, Payment, SavedPaymentMethod } from '@pitchside/shared-api/contracts/payment';
import type { SessionUser } from '@pitchside/shared-api/contracts/session-user';

export const FIELD_ID = '5b0f7c3e-8a2d-4c61-9f3e-2d7a1b6c4e80';
export const BOOKING_ID = '7d1e2f30-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** 08:00 on Monday 2 June 2025 in New York (summer time, UTC−4). */
export const NOW = new Date('2025-06-02T12:00:00.000Z');
const CREATED = '2025-01-10T12:00:00.000Z';
const minutesAfterNow = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

export const CUSTOMER: SessionUser = {
  id: uuid(500), email: 'sam@example.com', role: 'CUSTOMER', firstName: 'Sam', lastName: 'Player', emailVerified: true,
};

/**
 * The company's booking rules: the defaults of docs/product/constants.md (3 hours at most, a 10-minute hold, free
 * cancellation until 24 hours before, nothing later), payment on site taken, no confirmation needed.
 */
export function bookingPolicyFixture(overrides: Partial<FieldBookingPolicy> = {}): FieldBookingPolicy {
  return {
    maxDurationMinutes: 180, holdMinutes: 10, payOnSite: true, requiresConfirmation: false,
    freeCancellationHours: 24, lateRefundPercent: 0, checkInOpensMinutes: 60, ...overrides,
  };
}

/** A published five-a-side pitch in New York: hour slots, 09:00–22:00 from Monday to Saturday. */
export function fieldFixture(overrides: Partial<Field> = {}): Field {
  return {
    id: FIELD_ID, name: 'Riverside Pitch', description: 'A floodlit five-a-side pitch by the river.',
    sportType: 'football', surfaceType: 'artificial_turf', indoor: false, capacity: 22, minPlayers: 10, maxPlayers: 14,
    length: 40, width: 20, address: '12 River Road', city: 'Brooklyn', state: 'NY', postalCode: '11201', country: 'United States',
    latitude: 40.7021, longitude: -73.9964, lighting: true, roofed: false, equipment: [], rules: [], amenities: [],
    status: 'active', basePricePerHour: 4000, currency: 'USD', timezone: 'America/New_York', locationId: null, publicationState: 'published',
    images: [],
    schedules: [1, 2, 3, 4, 5, 6].map((day) => ({
      id: uuid(100 + day), dayOfWeek: day, openTime: '09:00', closeTime: '22:00', slotDuration: 60, breakDuration: 0, isActive: true,
    })),
    pricingRules: [],
    company: { id: uuid(900), name: 'Green Park Sports' },
    bookingPolicy: bookingPolicyFixture(),
    publishedAt: CREATED, createdAt: CREATED, updatedAt: CREATED,
    ...overrides,
  };
}

/** An hour slot of a New York summer day. */
function slot(date: string, startTime: string, status: SlotStatus = 'available', price = 3600): Slot {
  const [hours = 0] = startTime.split(':').map(Number);
  const endTime = `${String(hours + 1).padStart(2, '0')}:00`;
  const utc = (time: string) => new Date(`${date}T${time}:00-04:00`).toISOString();
  return { start: utc(startTime), end: utc(endTime), startTime, endTime, status, price, currency: 'USD' };
}

const dateAfter = (days: number) => new Date(Date.UTC(2025, 5, 2 + days)).toISOString().slice(0, 10);

/**
 * Two weeks from Monday 2 June 2025. The Monday: three free hours from 09:00, 12:00 booked, 13:00 free,
 * 14:00 under maintenance, then 18:00 free after a gap. Sundays closed; other days 09:00 and 10:00 free.
 */
export function availabilityFixture(changes: Partial<Record<string, SlotStatus>> = {}): Availability {
  const monday = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '18:00'];
  const statuses: Record<string, SlotStatus> = { '12:00': 'booked', '14:00': 'maintenance', ...changes } as Record<string, SlotStatus>;
  return {
    timezone: 'America/New_York',
    days: Array.from({ length: 14 }, (_, i) => {
      const date = dateAfter(i);
      if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) return { date, slots: [] };
      if (i === 0) return { date, slots: monday.map((time) => slot(date, time, statuses[time] ?? 'available', time === '18:00' ? 5200 : 3600)) };
      return { date, slots: [slot(date, '09:00'), slot(date, '10:00')] };
    }),
  };
}

/** The hold of 09:00–11:00 on Monday, made now and held for ten minutes. */
export function holdFixture(overrides: Partial<Booking> = {}): Booking {
  return {
    id: BOOKING_ID, bookingNumber: 'BK-20250602-7KQ2MX', confirmationCode: '7KQ2MXPA', status: 'pending',
    field: { id: FIELD_ID, name: 'Riverside Pitch', city: 'Brooklyn', address: '12 River Road', timezone: 'America/New_York' },
    company: { id: uuid(900), name: 'Green Park Sports' },
    date: '2025-06-02', startTime: '09:00', endTime: '11:00', start: '2025-06-02T13:00:00.000Z', end: '2025-06-02T15:00:00.000Z',
    duration: 120, holdExpiresAt: minutesAfterNow(10),
    price: { subtotal: 7200, discount: 0, tax: 639, processingFee: 150, total: 7989 }, currency: 'USD', promoCode: null,
    fullName: 'Sam Player', email: 'sam@example.com', phone: '+1 555 0100', notes: null, groupName: null, groupSize: null,
    contactPerson: null, confirmationNote: null, cancellationReason: null, cancelledAt: null, checkedInAt: null,
    createdAt: NOW.toISOString(),
    cancellationPolicy: { freeUntil: '2025-06-01T13:00:00.000Z', lateRefundPercent: 0 },
    ...overrides,
  };
}

/** The hold paid: confirmed unless `status` says otherwise, by card unless `method` is cash. */
export function paidFixture({ status = 'confirmed', method = 'credit_card' }: { status?: Booking['status']; method?: Payment['method'] } = {}): PayResult {
  const card = method !== 'cash';
  return {
    booking: holdFixture({ status, holdExpiresAt: null }),
    payment: {
      id: uuid(700), bookingId: BOOKING_ID, amount: 7989, currency: 'USD', status: card ? 'completed' : 'pending', method,
      description: 'Booking of Riverside Pitch', cardBrand: card ? 'visa' : null, cardLast4: card ? '4242' : null,
      transactionId: card ? 'ch_test_1' : null, refundedAmount: 0, createdAt: NOW.toISOString(),
    },
  };
}

export function savedCardFixture(overrides: Partial<SavedPaymentMethod> = {}): SavedPaymentMethod {
  return {
    id: uuid(800), brand: 'visa', last4: '4242', expMonth: 4, expYear: 2028, holder: 'Sam Player', billingAddress: null,
    isDefault: true, createdAt: CREATED, ...overrides,
  };
}
