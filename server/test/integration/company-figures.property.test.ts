/**
 * Properties of the company's figures on real PostgreSQL (docs/product/figures.md): bookings in every state,
 * payments, refunds and cancellations in two currencies, in a company zone and field zones that differ,
 * across a month boundary, are generated and written; then for several periods the figures must add up
 * (days to totals, statuses to bookings made, fields and customers to totals), revenue must equal what
 * `GET /payments/transactions` lists for the period, the dashboard's month must equal the analytics' month,
 * and every figure must equal an independent count of the generated model (local days from Intl).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analytics } from '@pitchside/shared-api/contracts/company-analytics';
import type { DashboardOverview } from '@pitchside/shared-api/contracts/company-dashboard';
import type { Currency } from '@pitchside/shared-api/contracts/field-constants';
import { amountIn } from '@pitchside/shared-api/contracts/money';
import type { Transaction } from '@pitchside/shared-api/contracts/payment';
import { ManualClock } from '../../src/lib/clock.js';
import { HOLD_EXPIRED_REASON } from '../../src/modules/bookings/booking-hold.repository.js';
import { insertField } from '../helpers/field-fixtures.js';
import { caller, dataOf, newCompany, type CompanyAccount } from '../helpers/field-management.js';
import { register } from '../helpers/http.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** "Now": 10 June 2026, noon UTC; everything generated happened before it. */
const NOW = Date.parse('2026-06-10T12:00:00Z');
/** Bookings are made from 20 April on: the May/June boundary falls inside every run. */
const FIRST_MADE = Date.parse('2026-04-20T00:00:00Z');
const COMPANY_ZONES = ['Pacific/Auckland', 'America/Los_Angeles', 'Europe/Paris', 'UTC'] as const;
const STATES = ['hold', 'lapsed', 'failed', 'awaiting', 'confirmed', 'checkedIn', 'cancelled', 'cash', 'cashCancelled'] as const;
type State = (typeof STATES)[number];

interface GeneratedBooking {
  field: 0 | 1;
  customer: 0 | 1 | 2;
  state: State;
  /** Distinct slot numbers: two-hour slots from 1 May, so bookings of a field never overlap. */
  slot: number;
  madeAt: number;
  price: number;
  /** Refunds as shares of the price (their sum is kept at most the price), each some days after payment. */
  refunds: { share: number; afterDays: number; completed: boolean }[];
}

const bookingArbitrary = (slot: number) => fc.record({
  field: fc.constantFrom(0 as const, 1 as const),
  customer: fc.constantFrom(0 as const, 1 as const, 2 as const),
  state: fc.constantFrom(...STATES),
  slot: fc.constant(slot),
  madeAt: fc.integer({ min: FIRST_MADE, max: NOW - HOUR }),
  price: fc.integer({ min: 500, max: 20_000 }),
  refunds: fc.array(fc.record({ share: fc.double({ min: 0.05, max: 0.7, noNaN: true }), afterDays: fc.double({ min: 0, max: 20, noNaN: true }), completed: fc.boolean() }), { maxLength: 2 }),
});
const scenario = fc.record({
  zone: fc.constantFrom(...COMPANY_ZONES),
  slots: fc.uniqueArray(fc.integer({ min: 0, max: 500 }), { minLength: 1, maxLength: 24 }),
}).chain(({ zone, slots }) => fc.record({ zone: fc.constant(zone), bookings: fc.tuple(...slots.map(bookingArbitrary)) }));

const clock = new ManualClock(new Date(NOW));
let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: CompanyAccount;
const fieldsOf: { id: string; currency: Currency; zone: string }[] = [];
const customers: string[] = [];
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp({ clock });
  call = caller(t);
  owner = await newCompany(t, `Figures Property ${process.pid}`);
  // The usual currency is euros; a dollar field in New York and a euro field in Tokyo.
  await t.database.pool.query(`UPDATE companies SET primary_currency = 'EUR', currencies = '{EUR,USD}' WHERE id = $1`, [owner.companyId]);
  for (const [currency, zone] of [['USD', 'America/New_York'], ['EUR', 'Asia/Tokyo']] as const) {
    fieldsOf.push({ id: await insertField(t.database.db, owner.companyId, { currency, timezone: zone, name: `${currency} field` }), currency, zone });
  }
  for (let i = 0; i < 3; i += 1) customers.push((await register(t.app)).userId);
});
afterAll(async () => { await t.close(); });

const localDayFormat = new Map<string, Intl.DateTimeFormat>();
/** The local date of an instant in a zone, from Intl (independent of the server's SQL and date library). */
function localDay(instant: number, zone: string): string {
  let format = localDayFormat.get(zone);
  if (!format) localDayFormat.set(zone, format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }));
  return format.format(instant);
}

/** What each generated booking became in the database: its payment and refunds as stored. */
interface Written {
  booking: GeneratedBooking;
  startsAt: number;
  currency: Currency;
  paidAt: number | null;
  collected: boolean;
  refunds: { at: number; amount: number; completed: boolean }[];
}

async function write(bookings: GeneratedBooking[]): Promise<Written[]> {
  const db = t.database.pool;
  await db.query(`DELETE FROM refunds WHERE payment_id IN (SELECT id FROM payments WHERE company_id = $1)`, [owner.companyId]);
  await db.query(`DELETE FROM payments WHERE company_id = $1`, [owner.companyId]);
  await db.query(`DELETE FROM bookings WHERE company_id = $1`, [owner.companyId]);
  const written: Written[] = [];
  for (const b of bookings) {
    const field = fieldsOf[b.field]!;
    const startsAt = Date.parse('2026-05-01T00:00:00Z') + b.slot * 2 * HOUR;
    const local = new Intl.DateTimeFormat('en-CA', { timeZone: field.zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const [status, hold, reason, checkedIn] = ({
      hold: ['pending', new Date(NOW + 10 * 60_000), null, false],
      lapsed: ['cancelled', null, HOLD_EXPIRED_REASON, false],
      failed: ['cancelled', null, 'Gave up at checkout', false],
      awaiting: ['pending', null, null, false],
      confirmed: ['confirmed', null, null, false],
      checkedIn: ['confirmed', null, null, true],
      cancelled: ['cancelled', null, 'Cannot come', false],
      cash: ['confirmed', null, null, false],
      cashCancelled: ['cancelled', null, 'Cannot come', false],
    } as const satisfies Record<State, readonly [string, Date | null, string | null, boolean]>)[b.state];
    sequence += 1;
    const { rows } = await db.query<{ id: string }>(`
      INSERT INTO bookings (booking_number, confirmation_code, company_id, field_id, customer_id, starts_at, ends_at, local_date, start_time, end_time,
                            duration_minutes, status, hold_expires_at, subtotal, total, currency, full_name, email, phone, cancellation_reason,
                            cancelled_at, checked_in_at, created_at, updated_at)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 60, $11, $12, $13, $13, $14, 'Property Player', 'p@example.com', '+33612345678', $15, $16, $17, $18, $18)
      RETURNING id`, [
      `FP-${process.pid}-${sequence}`, `P${String(sequence).padStart(7, '0')}`.slice(-8), owner.companyId, field.id, customers[b.customer],
      new Date(startsAt), new Date(startsAt + HOUR), localDay(startsAt, field.zone), local.format(startsAt), local.format(startsAt + HOUR),
      status, hold, b.price, field.currency, reason, status === 'cancelled' ? new Date(b.madeAt + HOUR) : null,
      checkedIn ? new Date(startsAt) : null, new Date(b.madeAt),
    ]);
    const bookingId = rows[0]!.id;
    const record: Written = { booking: b, startsAt, currency: field.currency, paidAt: null, collected: false, refunds: [] };
    written.push(record);
    const card = ['awaiting', 'confirmed', 'checkedIn', 'cancelled'].includes(b.state);
    const cash = b.state === 'cash' || b.state === 'cashCancelled';
    if (!card && !cash && b.state !== 'failed') continue;
    const paidAt = b.madeAt + 2 * 60_000;
    const refunds: Written['refunds'] = [];
    let refunded = 0;
    if (card) {
      for (const r of b.refunds) {
        const amount = Math.max(1, Math.floor(b.price * r.share));
        if (refunded + amount > b.price) break;
        const at = Math.min(NOW - 60_000, paidAt + r.afterDays * DAY);
        refunds.push({ at, amount, completed: r.completed });
        if (r.completed) refunded += amount;
      }
    }
    const paymentStatus = b.state === 'failed' ? 'failed' : cash ? (b.state === 'cash' ? 'pending' : 'cancelled')
      : refunded === 0 ? 'completed' : refunded === b.price ? 'refunded' : 'partial refund';
    const payment = await db.query<{ id: string }>(`
      INSERT INTO payments (booking_id, company_id, customer_id, amount, currency, status, method, description, refunded_amount, created_at, updated_at)
      VALUES ($1, $2, $3, $4, $5, $6, $7, 'Property booking', $8, $9, $9) RETURNING id`,
    [bookingId, owner.companyId, customers[b.customer], b.price, field.currency, paymentStatus, cash ? 'cash' : 'credit_card', refunded, new Date(paidAt)]);
    for (const r of refunds) {
      await db.query(`INSERT INTO refunds (payment_id, amount, reason, status, created_at, updated_at) VALUES ($1, $2, 'Property', $3, $4, $4)`,
        [payment.rows[0]!.id, r.amount, r.completed ? 'completed' : 'failed', new Date(r.at)]);
    }
    Object.assign(record, { paidAt, collected: card, refunds });
  }
  return written;
}

const CURRENCIES_IN_PLAY: Currency[] = ['EUR', 'USD'];
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const MADE_STATES: State[] = ['awaiting', 'confirmed', 'checkedIn', 'cancelled', 'cash', 'cashCancelled'];
const PLAYING_STATES: State[] = ['awaiting', 'confirmed', 'checkedIn', 'cash'];

/** The figures of a period counted from the model, with the company's local days from Intl. */
function expected(written: Written[], zone: string, start: string, end: string) {
  const inPeriod = (instant: number) => { const day = localDay(instant, zone); return day >= start && day <= end; };
  const made = written.filter((w) => MADE_STATES.includes(w.booking.state) && inPeriod(w.booking.madeAt));
  const money = (currency: Currency) => {
    const collected = sum(written.filter((w) => w.collected && w.currency === currency && inPeriod(w.paidAt!)).map((w) => w.booking.price));
    const refunded = sum(written.filter((w) => w.currency === currency).flatMap((w) => w.refunds.filter((r) => r.completed && inPeriod(r.at)).map((r) => r.amount)));
    return { collected, refunded };
  };
  const net = (w: Written) => (w.collected ? w.booking.price - sum(w.refunds.filter((r) => r.completed).map((r) => r.amount)) : 0);
  return {
    bookingsMade: made.length,
    gamesPlayed: written.filter((w) => PLAYING_STATES.includes(w.booking.state) && inPeriod(w.startsAt)).length,
    cancelled: made.filter((w) => w.booking.state === 'cancelled' || w.booking.state === 'cashCancelled').length,
    customers: new Set(made.map((w) => w.booking.customer)).size,
    money: Object.fromEntries(CURRENCIES_IN_PLAY.map((c) => [c, money(c)])) as Record<Currency, { collected: number; refunded: number }>,
    bookingValue: Object.fromEntries(CURRENCIES_IN_PLAY.map((c) => [c, sum(made.filter((w) => w.currency === c).map(net))])) as Record<Currency, number>,
  };
}

/** Every transaction of the company, page by page, as the payments page reads them. */
async function allTransactions(): Promise<Transaction[]> {
  const all: Transaction[] = [];
  for (let page = 1; ; page += 1) {
    const list = dataOf<{ transactions: Transaction[]; pagination: { totalPages: number } }>(await call(owner, 'GET', `/payments/transactions?limit=50&page=${page}`));
    all.push(...list.transactions);
    if (page >= list.pagination.totalPages) return all;
  }
}

async function analytics(query: string): Promise<Analytics> {
  const response = await call(owner, 'GET', `/companies/analytics${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<Analytics>(response);
}

function checkAddsUp(a: Analytics) {
  const { totals } = a;
  for (const currency of a.currencies) {
    expect(sum(a.revenueByDay.map((d) => amountIn(d.revenue, currency))), `days of ${currency}`).toBe(amountIn(totals.revenue, currency));
    expect(amountIn(totals.revenue, currency)).toBe(amountIn(totals.collected, currency) - amountIn(totals.refunded, currency));
    expect(sum(a.bookingsByField.map((f) => amountIn(f.revenue, currency))), `fields of ${currency}`).toBe(amountIn(totals.revenue, currency));
    const madeIn = totals.bookingsMadeByCurrency.find((m) => m.currency === currency)?.count ?? 0;
    const value = amountIn(totals.bookingValue, currency);
    expect(amountIn(totals.averageBookingValue, currency)).toBe(madeIn > 0 ? Math.round(value / madeIn) : 0);
    // Three customers: the top ten are all of them, so their spending is the whole booking value.
    expect(sum(a.topCustomers.map((c) => amountIn(c.spent, currency)))).toBe(value);
  }
  expect(a.currencies[0]).toBe('EUR');
  expect(sum(a.revenueByDay.map((d) => d.bookingsMade))).toBe(totals.bookingsMade);
  expect(sum(a.revenueByDay.map((d) => d.gamesPlayed))).toBe(totals.gamesPlayed);
  expect(sum(a.bookingsByStatus.map((s) => s.count))).toBe(totals.bookingsMade);
  expect(sum(totals.bookingsMadeByCurrency.map((m) => m.count))).toBe(totals.bookingsMade);
  expect(sum(a.bookingsByField.map((f) => f.bookingsMade))).toBe(totals.bookingsMade);
  expect(sum(a.bookingsByField.map((f) => f.gamesPlayed))).toBe(totals.gamesPlayed);
  expect(sum(a.heatmap.map((h) => h.games))).toBe(totals.gamesPlayed);
  expect(sum(a.topCustomers.map((c) => c.bookings))).toBe(totals.bookingsMade);
  for (const c of a.topCustomers) expect(c.bookings).toBeLessThanOrEqual(totals.bookingsMade);
  expect(a.topCustomers.length).toBe(totals.customers);
}

describe('company figures', () => {
  it('add up, match the transactions and the model, and the dashboard’s month is the analytics’ month', async () => {
    await fc.assert(fc.asyncProperty(scenario, async ({ zone, bookings }) => {
      await t.database.pool.query(`UPDATE companies SET timezone = $1 WHERE id = $2`, [zone, owner.companyId]);
      const written = await write(bookings);
      const transactions = await allTransactions();
      const month = await analytics('?period=custom&startDate=2026-06-01&endDate=2026-06-30');
      for (const a of [month, await analytics('?period=custom&startDate=2026-05-01&endDate=2026-05-31'), await analytics('?period=30d'), await analytics('?period=7d')]) {
        checkAddsUp(a);
        const model = expected(written, zone, a.startDate, a.endDate);
        expect(a.totals).toMatchObject({ bookingsMade: model.bookingsMade, gamesPlayed: model.gamesPlayed, cancelled: model.cancelled, customers: model.customers });
        const inPeriod = (iso: string) => { const day = localDay(Date.parse(iso), zone); return day >= a.startDate && day <= a.endDate; };
        for (const currency of CURRENCIES_IN_PLAY) {
          const ofCurrency = transactions.filter((x) => x.currency === currency);
          const collected = sum(ofCurrency.filter((x) => ['completed', 'refunded', 'partial refund'].includes(x.status) && inPeriod(x.createdAt)).map((x) => x.amount));
          const refunded = sum(ofCurrency.flatMap((x) => x.refunds.filter((r) => r.status === 'completed' && inPeriod(r.createdAt)).map((r) => r.amount)));
          expect({ currency, collected, refunded }).toEqual({ currency, ...model.money[currency] });
          expect(amountIn(a.totals.collected, currency), `collected ${currency}`).toBe(collected);
          expect(amountIn(a.totals.refunded, currency), `refunded ${currency}`).toBe(refunded);
          expect(amountIn(a.totals.bookingValue, currency), `booking value ${currency}`).toBe(model.bookingValue[currency]);
        }
      }
      const overview = dataOf<DashboardOverview>(await call(owner, 'GET', '/companies/dashboard'));
      expect(overview.totalBookingsThisMonth).toBe(month.totals.bookingsMade);
      expect(overview.gamesThisMonth).toBe(month.totals.gamesPlayed);
      for (const currency of month.currencies) expect(amountIn(overview.revenueThisMonth, currency)).toBe(amountIn(month.totals.revenue, currency));
    }), { numRuns: 15 });
  });
});
