import { randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { and, eq, sql } from 'drizzle-orm';
import { ZBookingCreateSchema, type Booking } from '@pitchside/shared-api/contracts/booking';
import { ZBookingPaySchema } from '@pitchside/shared-api/contracts/payment';
import { DEFAULT_TENANT_ID } from '@pitchside/shared-api/contracts/session-user';
import type { Db } from '../db/client.js';
import { companies, fields } from '../db/schema.js';
import type { Actor, CompanyScope } from '../lib/actor.js';
import { ManualClock, type Clock } from '../lib/clock.js';
import { BookingLifecycleService } from '../modules/bookings/booking-lifecycle.service.js';
import { BookingChangeRepository } from '../modules/bookings/booking-change.repository.js';
import { BookingHoldRepository } from '../modules/bookings/booking-hold.repository.js';
import { BookingReadRepository } from '../modules/bookings/booking-read.repository.js';
import { BookingService } from '../modules/bookings/booking.service.js';
import { IdempotencyRepository } from '../modules/idempotency/idempotency.repository.js';
import { computeAvailability } from '../modules/fields/availability.js';
import { AvailabilityRepository } from '../modules/fields/availability.repository.js';
import { PaymentMethodRepository } from '../modules/payments/payment-method.repository.js';
import { PaymentRepository } from '../modules/payments/payment.repository.js';
import { PaymentsOfBookings } from '../modules/payments/booking-money.js';
import { PaymentService } from '../modules/payments/payment.service.js';
import { ReceiptRepository } from '../modules/payments/receipt.repository.js';
import { ReceiptService } from '../modules/payments/receipt.service.js';
import { TestCardProcessor } from '../modules/payments/test-card-processor.js';
import { UserRepository } from '../modules/users/user.repository.js';
import { DEMO_COMPANY, demoAccounts } from './demo-accounts.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface DemoBooking {
  /** A published demo field of the demo company. */
  field: string;
  /** The slot's local day, in days from the seeding day in the field's zone (negative: past). */
  day: number;
  /** The first free slot at or after this local time that day (or the next days) is booked. */
  from: string;
  /** When the customer booked and paid, in hours before the seeding. */
  bookedHoursAgo: number;
  notes?: string;
  groupName?: string;
  groupSize?: number;
  /** The owner confirms it this many minutes after the booking, with a note; without: it awaits confirmation. */
  confirmed?: { afterMinutes: number; note: string };
  /** The employee checks the player in this many minutes before the start. */
  checkedIn?: { minutesBeforeStart: number };
  /** The customer cancels it this many hours before the seeding (refunded as the policy then says). */
  cancelled?: { hoursAgo: number; reason: string };
}

/**
 * The demo customer's bookings with the demo company, so that the customer's and the owner's booking pages
 * show every state on a fresh start: a game played (confirmed and checked in), two paid bookings awaiting
 * the manager's confirmation, a confirmed one to come, and one cancelled in time and refunded in full.
 */
export const DEMO_BOOKINGS: DemoBooking[] = [
  {
    field: 'Hudson River Turf', day: -3, from: '18:30', bookedHoursAgo: 6 * 24,
    groupName: 'Thursday Night Football', groupSize: 14, notes: 'Two sets of bibs, please.',
    confirmed: { afterMinutes: 90, note: 'Floodlights are on from 18:00. Enjoy the game!' },
    checkedIn: { minutesBeforeStart: 12 },
  },
  {
    field: 'Chelsea Hoops Hall', day: 2, from: '19:00', bookedHoursAgo: 3,
    groupSize: 8, notes: 'Could the scoreboard be switched on?',
  },
  {
    field: 'Riverside Clay Courts', day: 4, from: '10:00', bookedHoursAgo: 20,
    groupName: 'Morning doubles', groupSize: 4,
  },
  {
    field: 'Pier 2 Volleyball Courts', day: 5, from: '18:00', bookedHoursAgo: 2 * 24,
    groupSize: 10,
    confirmed: { afterMinutes: 45, note: 'The nets will be up when you arrive.' },
  },
  {
    field: 'Vernon Boulevard Roller Rink', day: 8, from: '19:00', bookedHoursAgo: 5 * 24,
    groupName: 'Queens Rollers', groupSize: 12,
    confirmed: { afterMinutes: 30, note: 'See you on the rink!' },
    cancelled: { hoursAgo: 2 * 24, reason: 'Half of the team is away that week.' },
  },
];

/** The test processor's card that always succeeds. */
const TEST_CARD = '4242424242424242';

/**
 * Gives the demo customer the DEMO_BOOKINGS with the demo company, once: a company that already has any
 * booking is left alone. Each booking's history is replayed through the services the API uses, on a clock
 * set to when each step happened — held and priced by BookingService, paid with the test card through
 * PaymentService and the test processor, confirmed, checked in or cancelled (and refunded) by the booking
 * lifecycle — so its rows are those the API would have written. A booking whose field is no longer
 * published and active, or has no free slot near the demo's time, is left out. An advisory lock, held by a
 * transaction that does nothing else, keeps two instances starting together from both seeding. Answers how
 * many bookings were created.
 */
export async function seedDemoBookings(db: Db, passSecret: string, clock: Clock): Promise<number> {
  const users = new UserRepository(db);
  // The demo customer, and the demo company's owner and employee.
  const accounts = demoAccounts({ email: '' });
  const [customer, owner, employee] = await Promise.all((['CUSTOMER', 'COMPANY_OWNER', 'EMPLOYEE'] as const).map((role) => {
    const email = accounts.find((a) => a.role === role && (role === 'CUSTOMER' || a.company === DEMO_COMPANY))?.email;
    return email ? users.findByEmail(DEFAULT_TENANT_ID, email) : undefined;
  }));
  const [company] = await db.select({ id: companies.id }).from(companies)
    .where(and(eq(companies.tenantId, DEFAULT_TENANT_ID), eq(companies.name, DEMO_COMPANY))).limit(1);
  if (!customer || !owner || !employee || !company) return 0;

  return db.transaction(async (lock) => {
    await lock.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`demo-bookings:${company.id}`}))`);
    const { rows } = await lock.execute(sql`SELECT 1 FROM bookings WHERE company_id = ${company.id} LIMIT 1`);
    if (rows.length > 0) return 0;
    const bookable = new Map((await db.select({ id: fields.id, name: fields.name, timezone: fields.timezone }).from(fields)
      .where(and(eq(fields.companyId, company.id), eq(fields.publicationState, 'published'), eq(fields.status, 'active'))))
      .map((f) => [f.name, f]));
    const history = new BookingHistory(db, passSecret, clock.now());
    let created = 0;
    for (const demo of DEMO_BOOKINGS) {
      const field = bookable.get(demo.field);
      if (!field) continue;
      const actor = (user: typeof owner, permissions: Actor['permissions'], companyId: string | null): Actor =>
        ({ userId: user.id, role: user.role, tenantId: user.tenantId, permissions, companyId });
      const booking = await history.replay(demo, field, {
        customer: { ...actor(customer, [], null), name: `${customer.firstName} ${customer.lastName}`, email: customer.email, phone: customer.phone },
        owner: { companyId: company.id, actor: actor(owner, ['MANAGE_RESERVATIONS'], company.id) },
        employee: { companyId: company.id, actor: actor(employee, ['SCAN_QR_CODES'], company.id) },
      });
      if (booking) created += 1;
    }
    return created;
  });
}

interface Cast {
  customer: Actor & { name: string; email: string; phone: string | null };
  owner: CompanyScope;
  employee: CompanyScope;
}

/** The booking and payment services on a clock the replay moves from step to step. */
class BookingHistory {
  private readonly clock: ManualClock;
  private readonly calendars: AvailabilityRepository;
  private readonly bookings: BookingService;
  private readonly payments: PaymentService;
  private readonly lifecycle: BookingLifecycleService;

  constructor(db: Db, passSecret: string, private readonly now: Date) {
    this.clock = new ManualClock(now);
    const records = new BookingReadRepository(db);
    const paymentRecords = new PaymentRepository(db);
    const idempotency = new IdempotencyRepository();
    this.calendars = new AvailabilityRepository(db);
    this.bookings = new BookingService(db, records, new BookingHoldRepository(db), this.calendars, idempotency, this.clock, passSecret);
    this.payments = new PaymentService(db, paymentRecords, new PaymentMethodRepository(db), records,
      new TestCardProcessor(db, this.clock), idempotency, this.clock);
    const money = new PaymentsOfBookings(paymentRecords, this.payments, new ReceiptService(new ReceiptRepository(db), this.clock));
    this.lifecycle = new BookingLifecycleService(db, records, new BookingChangeRepository(db), money, this.clock,
      (token) => this.bookings.verifyPassToken(token));
  }

  /** The booking as the demo says it went, or undefined when the field has no free slot for it. */
  async replay(demo: DemoBooking, field: { id: string; timezone: string }, cast: Cast): Promise<Booking | undefined> {
    const bookedAt = new Date(this.now.getTime() - demo.bookedHoursAgo * HOUR);
    this.clock.set(bookedAt);
    const slot = await this.freeSlot(field, demo, bookedAt);
    if (!slot) return undefined;
    const request = ZBookingCreateSchema.parse({
      fieldId: field.id, ...slot, fullName: cast.customer.name, email: cast.customer.email, phone: cast.customer.phone ?? '+1 555 010 0000',
      notes: demo.notes, groupName: demo.groupName, groupSize: demo.groupSize,
    });
    const held = (await this.bookings.create(cast.customer, request, randomUUID())).data;

    this.clock.set(new Date(bookedAt.getTime() + 2 * MINUTE));
    const card = { number: TEST_CARD, expMonth: 12, expYear: bookedAt.getUTCFullYear() + 3, cvc: '123', holder: cast.customer.name };
    const paid = (await this.payments.pay(cast.customer, held.id, ZBookingPaySchema.parse({ card }), randomUUID())).data;
    let booking = paid.booking;

    if (demo.confirmed && booking.status === 'pending') {
      this.clock.set(new Date(bookedAt.getTime() + demo.confirmed.afterMinutes * MINUTE));
      booking = await this.lifecycle.confirm(cast.owner, booking.id, demo.confirmed.note);
    }
    if (demo.checkedIn) {
      this.clock.set(new Date(Date.parse(booking.start) - demo.checkedIn.minutesBeforeStart * MINUTE));
      booking = await this.lifecycle.checkIn(cast.employee, { confirmationCode: booking.confirmationCode });
    }
    if (demo.cancelled) {
      this.clock.set(new Date(this.now.getTime() - demo.cancelled.hoursAgo * HOUR));
      booking = (await this.lifecycle.cancelByCustomer(cast.customer, booking.id, demo.cancelled.reason)).booking;
    }
    return booking;
  }

  /**
   * The first slot free when the customer booked, at or after the demo's local time on its day (or on the
   * days after, for a field closed that day, as long as a past booking stays in the past), one slot long.
   */
  private async freeSlot(field: { id: string; timezone: string }, demo: DemoBooking, at: Date)
    : Promise<{ date: string; startTime: string; duration: number } | undefined> {
    const today = new TZDate(this.now, field.timezone);
    for (let extra = 0; extra < 7 && (demo.day >= 0 || demo.day + extra < 0); extra += 1) {
      const day = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + demo.day + extra, field.timezone);
      const date = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
      const snapshot = await this.calendars.snapshot(field.id, date, 1, at);
      if (!snapshot) return undefined;
      const { days } = computeAvailability({ ...snapshot, from: date, days: 1, now: at, fieldStatus: snapshot.status });
      const slot = days[0]?.slots.find((s) => s.status === 'available' && s.startTime >= demo.from);
      if (slot) return { date, startTime: slot.startTime, duration: (Date.parse(slot.end) - Date.parse(slot.start)) / MINUTE };
    }
    return undefined;
  }
}
