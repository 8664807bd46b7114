import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZBookingSchema, type BookingCreate } from '@pitchside/shared-api/contracts/booking';
import { ManualClock } from '../../src/lib/clock.js';
import { bookingNumber, confirmationCode } from '../../src/modules/bookings/booking-codes.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { bearer, DEMO, login, type Session } from '../helpers/http.js';
import { dataOf } from '../helpers/field-management.js';
import { demoCompanyId, insertField, weeklyHours } from '../helpers/field-fixtures.js';

// The codes are random: a collision with an existing booking's is made certain by drawing that booking's code once.
vi.mock('../../src/modules/bookings/booking-codes.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/modules/bookings/booking-codes.js')>();
  return { ...real, bookingNumber: vi.fn(real.bookingNumber), confirmationCode: vi.fn(real.confirmationCode) };
});

let t: TestApp;
let customer: Session;
let fieldId: string;
const clock = new ManualClock(new Date('2026-05-31T12:00:00Z'));
let keys = 0;

beforeAll(async () => {
  t = await createTestApp({ clock });
  customer = await login(t.app, DEMO.customer);
  fieldId = await insertField(t.database.db, await demoCompanyId(t.database.db), { timezone: 'UTC', schedules: weeklyHours('08:00', '22:00') });
});
afterAll(async () => { await t.close(); });

function hold(startTime: string) {
  const body: BookingCreate = { fieldId, date: '2026-06-01', startTime, duration: 60, fullName: 'Nadia Benali', email: 'nadia@example.com', phone: '+33 6 12 34 56 78' };
  return t.app.inject({ method: 'POST', url: '/api/v1/bookings', payload: body, headers: { ...bearer(customer), 'idempotency-key': `codes-${(keys += 1)}` } });
}

describe('booking codes', () => {
  it('draws another booking number or confirmation code when the first is already a booking\'s', async () => {
    const first = await hold('09:00');
    expect(first.statusCode, first.body).toBe(201);
    const taken = ZBookingSchema.parse(dataOf(first));

    vi.mocked(bookingNumber).mockReturnValueOnce(taken.bookingNumber);
    const second = await hold('10:00');
    expect(second.statusCode, second.body).toBe(201);
    expect(ZBookingSchema.parse(dataOf(second)).bookingNumber).not.toBe(taken.bookingNumber);

    vi.mocked(confirmationCode).mockReturnValueOnce(taken.confirmationCode);
    const third = await hold('11:00');
    expect(third.statusCode, third.body).toBe(201);
    const booking = ZBookingSchema.parse(dataOf(third));
    expect(booking.confirmationCode).not.toBe(taken.confirmationCode);
    // The answer names the booking as stored.
    const { rows } = await t.database.db.execute<{ booking_number: string; confirmation_code: string }>(
      sql`SELECT booking_number, confirmation_code FROM bookings WHERE id = ${booking.id}`);
    expect(rows[0]).toEqual({ booking_number: booking.bookingNumber, confirmation_code: booking.confirmationCode });
  });
});
