import type { Booking, BookingList } from '@pitchside/shared-api/contracts/booking';

/** Booking ids of the tests: `bookingId(1)`… */
export const bookingId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, 'b')}`;

/**
 * A booking as the API answers it: Jane Doe's 90 minutes on Centre Court (New York) on Saturday 14 March
 * 2026, 18:00–19:30 local time, confirmed and paid, not checked in.
 */
export function booking(n: number, overrides: Partial<Booking> = {}): Booking {
  return {
    id: bookingId(n), bookingNumber: `BK-20260301-00000${n}`, confirmationCode: `ABCD234${n}`, status: 'confirmed',
    field: { id: '00000000-0000-4000-8000-000000000f01', name: 'Centre Court', city: 'New York', address: '1 Park Ave', timezone: 'America/New_York' },
    company: { id: '00000000-0000-4000-8000-0000000000c1', name: 'Green Park Sports' },
    date: '2026-03-14', startTime: '18:00', endTime: '19:30', start: '2026-03-14T22:00:00.000Z', end: '2026-03-14T23:30:00.000Z',
    duration: 90, holdExpiresAt: null,
    price: { subtotal: 6000, discount: 0, tax: 0, processingFee: 0, total: 6000 }, currency: 'USD',
    fullName: 'Jane Doe', email: 'jane@example.com', phone: '+1 555 0100', notes: null, groupName: null, groupSize: 8,
    contactPerson: null, confirmationNote: null, cancellationReason: null, cancelledAt: null, checkedInAt: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    cancellationPolicy: { freeUntil: '2026-03-13T22:00:00.000Z', lateRefundPercent: 0 },
    ...overrides,
  };
}

/** One page of bookings as GET /companies/bookings answers it. */
export function bookingPage(bookings: Booking[], pagination = { page: 1, limit: 10, total: bookings.length, totalPages: 1 }): BookingList {
  return { bookings, pagination };
}
