import { expect } from 'vitest';
import type { Booking } from '@pitchside/shared-api/contracts/booking';
import { dataOf } from './field-management.js';
import { bearer, type Session } from './http.js';
import type { TestApp } from './test-app.js';

let keys = 0;
const nextKey = () => `paid-booking-${process.pid}-${(keys += 1)}`;

/** Holds an hour of the field and pays it with the test card that succeeds; answers the booking as paid. */
export async function paidBooking(t: TestApp, who: Session, booking: {
  fieldId: string; date: string; startTime: string; fullName?: string; email?: string;
}): Promise<Booking> {
  const fullName = booking.fullName ?? 'Nadia Benali';
  const held = await t.app.inject({
    method: 'POST', url: '/api/v1/bookings', headers: { ...bearer(who), 'idempotency-key': nextKey() },
    payload: {
      fieldId: booking.fieldId, date: booking.date, startTime: booking.startTime, duration: 60, fullName,
      email: booking.email ?? 'nadia@example.com', phone: '+33612345678',
    },
  });
  expect(held.statusCode, held.body).toBe(201);
  const paid = await t.app.inject({
    method: 'POST', url: `/api/v1/bookings/${dataOf<Booking>(held).id}/pay`, headers: { ...bearer(who), 'idempotency-key': nextKey() },
    payload: { card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', holder: fullName } },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return dataOf<{ booking: Booking }>(paid).booking;
}
