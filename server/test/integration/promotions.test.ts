import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZBookingSchema, type Booking, type BookingCreate } from '@pitchside/shared-api/contracts/booking';
import {
  PROMOTION_MESSAGES, ZPromotionCheckSchema, ZPromotionListSchema, ZPromotionSchema, type Promotion, type PromotionCreate,
} from '@pitchside/shared-api/contracts/promotion';
import { ManualClock } from '../../src/lib/clock.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { bearer, DEMO, json, login, register, type Session } from '../helpers/http.js';
import { caller, dataOf, demoOwner, newCompany, type Caller, type CompanyAccount } from '../helpers/field-management.js';
import { demoCompanyId, insertField, weeklyHours } from '../helpers/field-fixtures.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let companyId: string;
let owner: CompanyAccount;
let rival: CompanyAccount;
let employee: Session;
let customer: Session;
let other: Session;
let fieldId: string;
let secondFieldId: string;
let rivalFieldId: string;
const clock = new ManualClock(new Date('2026-05-31T12:00:00Z'));
const HOUR = 3_600_000;
let keys = 0;
const nextKey = () => `promo-${process.pid}-${(keys += 1)}`;
let codes = 0;
const nextCode = (prefix = 'TEST') => `${prefix}${(codes += 1)}`;
/** Slots handed out so far, by length in hours (each length has its own days, so they never overlap). */
const slots = new Map<number, number>();

beforeAll(async () => {
  t = await createTestApp({ clock });
  call = caller(t);
  companyId = await demoCompanyId(t.database.db);
  // 8.75 % tax and a 1.50 fee per booking; paid bookings are confirmed at once.
  await t.database.db.execute(sql`
    UPDATE companies SET requires_confirmation = false, tax_rate_bp = 875, processing_fee = 150, max_booking_minutes = 240 WHERE id = ${companyId}`);
  const field = { timezone: 'Europe/Paris', currency: 'EUR' as const, basePricePerHour: 4000, schedules: weeklyHours('08:00', '22:00') };
  fieldId = await insertField(t.database.db, companyId, field);
  secondFieldId = await insertField(t.database.db, companyId, { ...field, name: 'Second Pitch' });
  [owner, rival, employee, customer, other] = await Promise.all([
    demoOwner(t), newCompany(t, 'Rival Promotions'), login(t.app, DEMO.employee), login(t.app, DEMO.customer),
    register(t.app).then((account) => login(t.app, { email: account.email, password: account.password })),
  ]);
  rivalFieldId = await insertField(t.database.db, rival.companyId, field);
});
afterAll(async () => { await t.close(); });

/** A valid promotion valid from a day ago for a month; tests override what they look at. */
function promotionBody(overrides: Partial<PromotionCreate> = {}): PromotionCreate {
  return {
    code: nextCode(), discountPercent: 10, minHours: 0,
    validFrom: new Date(clock.now().getTime() - 24 * HOUR).toISOString(), validTo: new Date(clock.now().getTime() + 30 * 24 * HOUR).toISOString(),
    ...overrides,
  };
}

async function promotion(overrides: Partial<PromotionCreate> = {}, who: Caller = owner): Promise<Promotion> {
  const response = await call(who, 'POST', '/companies/promotions', promotionBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return ZPromotionSchema.parse(dataOf(response));
}

const usesOf = async (id: string) => ZPromotionSchema.parse(dataOf(await call(owner, 'GET', `/companies/promotions/${id}`))).uses;

/** The next slots no test has used, `hours` long: one-hour runs from 2 June, two-hour runs from 20 June, in Paris. */
function nextSlot(hours = 1): { date: string; startTime: string; start: string; end: string } {
  const used = slots.get(hours) ?? 0;
  slots.set(hours, used + 1);
  const perDay = Math.floor(14 / hours);
  const day = (hours === 1 ? 2 : 20) + Math.floor(used / perDay);
  const hour = 8 + (used % perDay) * hours;
  const date = `2026-06-${String(day).padStart(2, '0')}`;
  const startTime = `${String(hour).padStart(2, '0')}:00`;
  // Paris is two hours ahead of UTC in June.
  const start = new Date(`${date}T${startTime}:00+02:00`);
  return { date, startTime, start: start.toISOString(), end: new Date(start.getTime() + hours * HOUR).toISOString() };
}

function bookingBody(overrides: Partial<BookingCreate> = {}, hours = 1): BookingCreate {
  const { date, startTime } = nextSlot(hours);
  return { fieldId, date, startTime, duration: hours * 60, fullName: 'Nadia Benali', email: 'nadia@example.com', phone: '+33 6 12 34 56 78', ...overrides };
}

const book = (body: BookingCreate, who: Session = customer) => t.app.inject({
  method: 'POST', url: '/api/v1/bookings', payload: body, headers: { ...bearer(who), 'idempotency-key': nextKey() },
});

async function held(body: BookingCreate, who: Session = customer): Promise<Booking> {
  const response = await book(body, who);
  expect(response.statusCode, response.body).toBe(201);
  return ZBookingSchema.parse(dataOf(response));
}

const pay = (id: string, who: Session = customer) => t.app.inject({
  method: 'POST', url: `/api/v1/bookings/${id}/pay`, headers: { ...bearer(who), 'idempotency-key': nextKey() },
  payload: { card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', holder: 'Nadia Benali' } },
});

const check = (code: string, slot: { start: string; end: string }, field = fieldId, who: Caller = customer) =>
  call(who, 'GET', `/fields/${field}/promotions/${encodeURIComponent(code)}/check?start=${encodeURIComponent(slot.start)}&end=${encodeURIComponent(slot.end)}`);

const refusal = (response: Awaited<ReturnType<typeof call>>) => {
  const body = json<{ code: string; message: string; details?: unknown }>(response);
  return { status: response.statusCode, code: body.code, message: body.message, ...(body.details === undefined ? {} : { details: body.details }) };
};

/** Access tokens last 15 minutes: after moving the clock, everyone signs in again. */
async function moveClock(by: number): Promise<void> {
  clock.set(new Date(clock.now().getTime() + by));
  [owner, customer, other] = await Promise.all([
    demoOwner(t), login(t.app, DEMO.customer), login(t.app, { email: (await userEmail(other.userId)), password: 'Str0ngPass' }),
  ]);
}
const userEmail = async (id: string) => (await t.database.pool.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [id])).rows[0]!.email;

describe('the company’s promotions', () => {
  it('are created, listed, changed, switched off and deleted by the owner; the demo company has its welcome code', async () => {
    const created = await promotion({ code: 'Summer24', discountPercent: 15, minHours: 2, maxUses: 50, maxUsesPerCustomer: 2, fieldIds: [secondFieldId] });
    expect(created).toMatchObject({
      code: 'Summer24', discountPercent: 15, minHours: 2, maxUses: 50, maxUsesPerCustomer: 2, fieldIds: [secondFieldId],
      fields: [{ id: secondFieldId, name: 'Second Pitch' }], active: true, uses: 0, status: 'active',
    });
    const list = ZPromotionListSchema.parse(dataOf(await call(owner, 'GET', '/companies/promotions')));
    expect(list.find((p) => p.id === created.id)).toEqual(created);
    // Seeded at the real time (this file's clock is earlier), for a year.
    expect(list.find((p) => p.code === 'WELCOME10')).toMatchObject({ discountPercent: 10, minHours: 0, active: true, fieldIds: [], maxUses: null });

    const changed = await call(owner, 'PATCH', `/companies/promotions/${created.id}`, { discountPercent: 20, fieldIds: [], active: false });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(dataOf<Promotion>(changed)).toMatchObject({ discountPercent: 20, fieldIds: [], fields: [], active: false, status: 'inactive', code: 'Summer24' });
    expect(json<{ message: string }>(changed).message).toBe(PROMOTION_MESSAGES.updated);

    const later = await promotion({ validFrom: new Date(clock.now().getTime() + 24 * HOUR).toISOString() });
    expect(later.status).toBe('scheduled');
    const over = await promotion({ validFrom: '2026-01-01T00:00:00Z', validTo: '2026-02-01T00:00:00Z' });
    expect(over.status).toBe('expired');

    const deleted = await call(owner, 'DELETE', `/companies/promotions/${created.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call(owner, 'GET', `/companies/promotions/${created.id}`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `/companies/promotions/${created.id}`)).statusCode).toBe(404);
  });

  it('refuse a code that is not 4 to 20 letters or digits, a discount outside 1–100 and an end before the start, in the product’s words', async () => {
    const invalid = async (overrides: Partial<PromotionCreate>) => {
      const response = await call(owner, 'POST', '/companies/promotions', { ...promotionBody(), ...overrides });
      expect(response.statusCode, response.body).toBe(400);
      return json<{ code: string; errors: { field: string; message: string }[] }>(response);
    };
    for (const code of ['AB1', 'SUMMER-24', 'ÉTÉ2026', 'A'.repeat(21)]) {
      expect((await invalid({ code })).errors).toEqual([{ field: 'code', message: PROMOTION_MESSAGES.codeFormat }]);
    }
    expect((await invalid({ discountPercent: 0 })).errors).toEqual([{ field: 'discountPercent', message: PROMOTION_MESSAGES.discountRange }]);
    expect((await invalid({ discountPercent: 101 })).errors).toEqual([{ field: 'discountPercent', message: PROMOTION_MESSAGES.discountRange }]);
    expect((await invalid({ minHours: 25 })).errors).toEqual([{ field: 'minHours', message: PROMOTION_MESSAGES.minHoursRange }]);
    expect((await invalid({ maxUses: 0 })).errors).toEqual([{ field: 'maxUses', message: PROMOTION_MESSAGES.usesRange }]);
    const body = promotionBody();
    expect((await invalid({ validTo: body.validFrom })).errors).toEqual([{ field: 'validTo', message: PROMOTION_MESSAGES.validToAfterFrom }]);
    expect((await invalid({ fieldIds: [rivalFieldId] })).errors).toEqual([{ field: 'fieldIds', message: PROMOTION_MESSAGES.fieldsNotOwned }]);

    // A change that would end it before it starts is refused against the stored start.
    const stored = await promotion();
    const patched = await call(owner, 'PATCH', `/companies/promotions/${stored.id}`, { validTo: new Date(Date.parse(stored.validFrom) - 1).toISOString() });
    expect(patched.statusCode).toBe(400);
    expect(json<{ errors: unknown[] }>(patched).errors).toEqual([{ field: 'validTo', message: PROMOTION_MESSAGES.validToAfterFrom }]);
  });

  it('keep one code per company whatever its letter case (409), while another company may have the same code', async () => {
    await promotion({ code: 'Autumn26' });
    const duplicate = await call(owner, 'POST', '/companies/promotions', promotionBody({ code: 'AUTUMN26' }));
    expect(refusal(duplicate)).toEqual({ status: 409, code: 'PROMOTION_CODE_TAKEN', message: PROMOTION_MESSAGES.codeTaken, details: { field: 'code' } });
    const renamed = await promotion();
    expect(refusal(await call(owner, 'PATCH', `/companies/promotions/${renamed.id}`, { code: 'autumn26' })).code).toBe('PROMOTION_CODE_TAKEN');
    const theirs = await promotion({ code: 'autumn26' }, rival);
    // Each company sees only its own.
    expect((await call(owner, 'GET', `/companies/promotions/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(rival, 'PATCH', `/companies/promotions/${renamed.id}`, { active: false })).statusCode).toBe(404);
  });

  it('are the owner’s and fields managers’: an employee without MANAGE_FIELDS and a customer get 403, nobody 401', async () => {
    for (const who of [employee, customer]) {
      expect((await call(who, 'GET', '/companies/promotions')).statusCode).toBe(403);
      expect((await call(who, 'POST', '/companies/promotions', promotionBody())).statusCode).toBe(403);
    }
    expect((await call(null, 'GET', '/companies/promotions')).statusCode).toBe(401);
    // Given MANAGE_FIELDS, the same employee may.
    await t.database.db.execute(sql`UPDATE employees SET permissions = array_append(permissions, 'MANAGE_FIELDS') WHERE user_id = ${employee.userId}`);
    try {
      const allowed = await login(t.app, DEMO.employee);
      expect((await call(allowed, 'POST', '/companies/promotions', promotionBody())).statusCode).toBe(201);
    } finally {
      await t.database.db.execute(sql`UPDATE employees SET permissions = array_remove(permissions, 'MANAGE_FIELDS') WHERE user_id = ${employee.userId}`);
    }
  });
});

describe('a promo code on a booking', () => {
  it('takes the discount off the subtotal, before the tax and the fee, on the check, the hold and the payment', async () => {
    const code = (await promotion({ discountPercent: 15, code: 'Spring15' })).code;
    const slot = nextSlot();
    // 40.00 − 15 % = 34.00; tax 8.75 % of 34.00 = 2.975 → 2.98; fee 1.50; total 37.98.
    const price = { subtotal: 4000, discount: 600, tax: 298, processingFee: 150, total: 3848 };
    const checked = await check('spring15', slot);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(ZPromotionCheckSchema.parse(dataOf(checked))).toEqual({ code, discountPercent: 15, price, currency: 'EUR' });

    const booking = await held({ ...bookingBody(), date: slot.date, startTime: slot.startTime, promoCode: ' SPRING15 ' });
    expect(booking.price).toEqual(price);
    expect(booking.promoCode).toBe('Spring15');
    const paid = await pay(booking.id);
    expect(paid.statusCode, paid.body).toBe(200);
    const { rows } = await t.database.pool.query<{ amount: number }>('SELECT amount FROM payments WHERE booking_id = $1', [booking.id]);
    expect(rows[0]?.amount).toBe(3848);
    const details = dataOf<Booking>(await call(customer, 'GET', `/bookings/${booking.id}`));
    expect(details).toMatchObject({ price, promoCode: 'Spring15', status: 'confirmed' });

    // Without a code nothing changes: 40.00 + 3.50 tax + 1.50.
    expect((await held(bookingBody())).price).toEqual({ subtotal: 4000, discount: 0, tax: 350, processingFee: 150, total: 4500 });
    // Over two hours, a 100 % code leaves the fee only.
    const free = await promotion({ discountPercent: 100 });
    expect((await held(bookingBody({ promoCode: free.code }, 2))).price).toEqual({ subtotal: 8000, discount: 8000, tax: 0, processingFee: 150, total: 150 });
  });

  it('is refused with the same code on the check and on POST /bookings: not found, expired, minimum hours, used up, not for the field', async () => {
    const inactive = await promotion({ active: false });
    const ended = await promotion({ validFrom: '2026-01-01T00:00:00Z', validTo: '2026-05-01T00:00:00Z' });
    const notYet = await promotion({ validFrom: '2026-07-01T00:00:00Z', validTo: '2026-08-01T00:00:00Z' });
    const twoHours = await promotion({ minHours: 2 });
    const secondOnly = await promotion({ fieldIds: [secondFieldId] });
    const once = await promotion({ maxUses: 1 });
    await held(bookingBody({ promoCode: once.code }), other);
    const theirs = await promotion({}, rival);

    const cases: [string, ReturnType<typeof refusal> | Omit<ReturnType<typeof refusal>, 'details'>][] = [
      ['NOPE2026', { status: 422, code: 'PROMO_NOT_FOUND', message: PROMOTION_MESSAGES.notFound }],
      // Another company's code is not this field's company's.
      [theirs.code, { status: 422, code: 'PROMO_NOT_FOUND', message: PROMOTION_MESSAGES.notFound }],
      [inactive.code, { status: 422, code: 'PROMO_EXPIRED', message: PROMOTION_MESSAGES.expired, details: { reason: 'inactive' } }],
      [ended.code, { status: 422, code: 'PROMO_EXPIRED', message: PROMOTION_MESSAGES.expired, details: { reason: 'ended' } }],
      [notYet.code, { status: 422, code: 'PROMO_EXPIRED', message: PROMOTION_MESSAGES.notYetValid, details: { reason: 'not_started', validFrom: '2026-07-01T00:00:00.000Z' } }],
      [twoHours.code, { status: 422, code: 'PROMO_MIN_HOURS', message: 'This code needs at least 2 hours.', details: { minHours: 2 } }],
      [secondOnly.code, { status: 422, code: 'PROMO_NOT_FOR_FIELD', message: PROMOTION_MESSAGES.notForField }],
      [once.code, { status: 422, code: 'PROMO_USED_UP', message: PROMOTION_MESSAGES.usedUp, details: { limit: 'total' } }],
    ];
    for (const [code, expected] of cases) {
      const slot = nextSlot();
      expect(refusal(await check(code, slot)), `check ${code}`).toEqual(expected);
      expect(refusal(await book({ ...bookingBody(), date: slot.date, startTime: slot.startTime, promoCode: code })), `book ${code}`).toEqual(expected);
    }
    // The same codes pass where they apply: two hours, the second field.
    const long = nextSlot(2);
    expect((await check(twoHours.code, long)).statusCode).toBe(200);
    expect((await held({ ...bookingBody(), date: long.date, startTime: long.startTime, duration: 120, promoCode: twoHours.code })).price.discount).toBe(800);
    expect((await check(secondOnly.code, nextSlot(), secondFieldId)).statusCode).toBe(200);
    // Refusals hold nothing.
    expect((await t.database.pool.query('SELECT 1 FROM bookings WHERE promotion_id = ANY($1)', [[inactive.id, ended.id, notYet.id, secondOnly.id]])).rowCount).toBe(0);
    expect((await check('NOPE2026', nextSlot(), fieldId, null)).statusCode).toBe(401);
  });

  it('counts one customer’s uses against maxUsesPerCustomer, and not other customers’', async () => {
    const perCustomer = await promotion({ maxUsesPerCustomer: 1 });
    await held(bookingBody({ promoCode: perCustomer.code }));
    const again = await book(bookingBody({ promoCode: perCustomer.code }));
    expect(refusal(again)).toEqual({ status: 422, code: 'PROMO_USED_UP', message: PROMOTION_MESSAGES.usedUpByCustomer, details: { limit: 'customer' } });
    expect(refusal(await check(perCustomer.code, nextSlot())).code).toBe('PROMO_USED_UP');
    await held(bookingBody({ promoCode: perCustomer.code }), other);
    expect(await usesOf(perCustomer.id)).toBe(2);
  });

  it('gets its use back when the booking is cancelled', async () => {
    const once = await promotion({ maxUses: 1 });
    const booking = await held(bookingBody({ promoCode: once.code }));
    expect((await pay(booking.id)).statusCode).toBe(200);
    expect(await usesOf(once.id)).toBe(1);
    expect(refusal(await book(bookingBody({ promoCode: once.code }), other)).code).toBe('PROMO_USED_UP');
    const cancelled = await call(customer, 'POST', `/bookings/${booking.id}/cancel`, { reason: 'Plans changed' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await usesOf(once.id)).toBe(0);
    const retaken = await held(bookingBody({ promoCode: once.code }), other);
    expect(retaken.price.discount).toBe(400);
    expect(await usesOf(once.id)).toBe(1);
  });

  it('gets its use back when the hold lapses, before and after the sweep', async () => {
    const once = await promotion({ maxUses: 1 });
    const hold = await held(bookingBody({ promoCode: once.code }));
    expect(await usesOf(once.id)).toBe(1);
    await moveClock(Date.parse(hold.holdExpiresAt!) - clock.now().getTime() + 1000);
    expect(await usesOf(once.id)).toBe(0);
    expect(await t.app.services.bookings.expireHolds()).toBeGreaterThanOrEqual(1);
    expect(await usesOf(once.id)).toBe(0);
    expect((await held(bookingBody({ promoCode: once.code }), other)).price.discount).toBe(400);
    expect(ZPromotionSchema.parse(dataOf(await call(owner, 'GET', `/companies/promotions/${once.id}`)))).toMatchObject({ uses: 1, status: 'used_up' });
  });

  it('is given to a hold at the payment step and taken off again; a paid booking keeps its price', async () => {
    const code = (await promotion({ discountPercent: 25 })).code;
    const hold = await held(bookingBody());
    const apply = (promoCode: string) => call(customer, 'PUT', `/bookings/${hold.id}/promo-code`, { promoCode });
    const applied = await apply(code.toLowerCase());
    expect(applied.statusCode, applied.body).toBe(200);
    // 40.00 − 10.00 = 30.00; tax 2.625 → 2.63; fee 1.50.
    expect(dataOf<Booking>(applied)).toMatchObject({ promoCode: code, price: { subtotal: 4000, discount: 1000, tax: 263, processingFee: 150, total: 3413 } });
    expect((await apply(code)).statusCode).toBe(200);
    expect(refusal(await apply('NOPE2026')).code).toBe('PROMO_NOT_FOUND');
    expect(refusal(await call(other, 'PUT', `/bookings/${hold.id}/promo-code`, { promoCode: code })).status).toBe(404);

    const removed = await call(customer, 'DELETE', `/bookings/${hold.id}/promo-code`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(dataOf<Booking>(removed)).toMatchObject({ promoCode: null, price: { subtotal: 4000, discount: 0, tax: 350, processingFee: 150, total: 4500 } });

    // A code whose only use another hold has is refused here too; given back, it applies.
    const once = await promotion({ maxUses: 1 });
    const rivalHold = await held(bookingBody({ promoCode: once.code }), other);
    expect(refusal(await apply(once.code))).toMatchObject({ status: 422, code: 'PROMO_USED_UP' });
    await call(other, 'POST', `/bookings/${rivalHold.id}/cancel`, {});
    expect(dataOf<Booking>(await apply(once.code)).price.discount).toBe(400);

    expect((await pay(hold.id)).statusCode).toBe(200);
    const { rows } = await t.database.pool.query<{ amount: number }>('SELECT amount FROM payments WHERE booking_id = $1', [hold.id]);
    // 40.00 − 10 % = 36.00; tax 3.15; fee 1.50.
    expect(rows[0]?.amount).toBe(4065);
    expect(refusal(await apply(code))).toMatchObject({ status: 409, code: 'INVALID_BOOKING_STATE' });
    expect(refusal(await call(customer, 'DELETE', `/bookings/${hold.id}/promo-code`))).toMatchObject({ status: 409, code: 'INVALID_BOOKING_STATE' });
    expect(await usesOf(once.id)).toBe(1);
  });

  it('keeps the price of the bookings made with a promotion that is then deleted', async () => {
    const gone = await promotion({ discountPercent: 50 });
    const booking = await held(bookingBody({ promoCode: gone.code }));
    expect((await call(owner, 'DELETE', `/companies/promotions/${gone.id}`)).statusCode).toBe(200);
    expect(dataOf<Booking>(await call(customer, 'GET', `/bookings/${booking.id}`))).toMatchObject({ promoCode: gone.code, price: { discount: 2000 } });
    expect(refusal(await book(bookingBody({ promoCode: gone.code }))).code).toBe('PROMO_NOT_FOUND');
  });
});

describe('the last use of a promotion', () => {
  it('goes to exactly one of ten concurrent bookings; the nine others are refused PROMO_USED_UP', async () => {
    const once = await promotion({ maxUses: 1 });
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => book(bookingBody({ promoCode: once.code }), i % 2 ? other : customer)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses, responses.map((r) => r.body).join('\n')).toEqual([201, ...Array(9).fill(422)]);
    const winner = ZBookingSchema.parse(dataOf(responses.find((r) => r.statusCode === 201)!));
    expect(winner.price.discount).toBe(400);
    expect(responses.filter((r) => r.statusCode === 422).map((r) => refusal(r).code)).toEqual(Array(9).fill('PROMO_USED_UP'));
    expect(await usesOf(once.id)).toBe(1);
    expect((await t.database.pool.query('SELECT 1 FROM bookings WHERE promotion_id = $1', [once.id])).rowCount).toBe(1);
  });

  it('per customer: one of ten concurrent bookings by the same customer', async () => {
    const perCustomer = await promotion({ maxUsesPerCustomer: 1 });
    const responses = await Promise.all(Array.from({ length: 10 }, () => book(bookingBody({ promoCode: perCustomer.code }))));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(422)]);
    expect(await usesOf(perCustomer.id)).toBe(1);
  });
});
