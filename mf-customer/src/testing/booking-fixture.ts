import type { Booking, BookingDetails, BookingList } from '@pitchside/shared-api/contracts/booking';

export const BOOKING_ID = '3f6c1d2a-9b7e-4c58-8a41-6d2e0f9b7c15';
const FIELD_ID = '5b0f7c3e-8a2d-4c61-9f3e-2d7a1b6c4e80';
const COMPANY_ID = '00000000-0000-4000-8000-000000000900';

let sequence = 0;
/** Valid UUIDs (the client checks answers against the contract). */
export const bookingId = () => `00000000-0000-4000-8000-${String((sequence += 1)).padStart(12, '0')}`;

/**
 * A confirmed 90-minute booking at a New York field on Sunday 2 June 2030, 20:30 to 22:00 local time
 * (summer time, UTC−4): in UTC it is already Monday 3 June, 00:30 to 02:00.
 */
export function bookingFixture(overrides: Partial<Booking> = {}): Booking {
  return {
    id: BOOKING_ID,
    bookingNumber: 'BK-20300520-7KQ2MX',
    confirmationCode: 'K7Q2M9XA',
    status: 'confirmed',
    field: { id: FIELD_ID, name: 'Riverside Pitch', city: 'Brooklyn', address: '12 River Road', timezone: 'America/New_York' },
    company: { id: COMPANY_ID, name: 'Green Park Sports' },
    date: '2030-06-02',
    startTime: '20:30',
    endTime: '22:00',
    start: '2030-06-03T00:30:00.000Z',
    end: '2030-06-03T02:00:00.000Z',
    duration: 90,
    holdExpiresAt: null,
    price: { subtotal: 6000, discount: 600, tax: 486, processingFee: 150, total: 6036 },
    currency: 'USD',
    fullName: 'Sam Rivera',
    email: 'sam@example.com',
    phone: '+1 555 0100',
    notes: 'Bring the orange bibs',
    groupName: 'Thursday Five',
    groupSize: 10,
    contactPerson: null,
    confirmationNote: null,
    cancellationReason: null,
    cancelledAt: null,
    checkedInAt: null,
    createdAt: '2030-05-20T12:00:00.000Z',
    cancellationPolicy: { freeUntil: '2030-06-02T00:30:00.000Z', lateRefundPercent: 0 },
    ...overrides,
  };
}

/** A 1×1 PNG: enough to stand for the server's QR code. */
const QR_CODE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** `GET /bookings/:id`: the booking with its pass, the refund a cancellation now would give, and its receipt (paid). */
export function bookingDetailsFixture(overrides: Partial<BookingDetails> = {}): BookingDetails {
  const booking = bookingFixture();
  return { ...booking, qrCode: QR_CODE, calendarUrl: `/api/v1/bookings/${booking.id}/calendar.ics?pass=${booking.id}.signature`, refundIfCancelledNow: 6036, hasReceipt: true, ...overrides };
}

/** `GET /bookings`: `bookings` as page `page` of `total`. */
export function bookingList(bookings: Booking[], { total = bookings.length, page = 1, limit = 10 } = {}): BookingList {
  return { bookings, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
}
