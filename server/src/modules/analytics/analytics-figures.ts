import type { Analytics, AnalyticsPeriod } from '@pitchside/shared-api/contracts/company-analytics';
import type { Currency } from '@pitchside/shared-api/contracts/field-constants';
import { moneyIn, orderCurrencies, type Money } from '@pitchside/shared-api/contracts/money';
import { nextDay, type AnalyticsAggregates } from './analytics.repository.js';

export interface AnalyticsFrame {
  period: AnalyticsPeriod; startDate: string; endDate: string; timezone: string; primaryCurrency: Currency;
  /** Whether the reader may see customers' e-mail addresses (docs/product/figures.md). */
  showEmails: boolean;
}

/** Sums amounts per currency. */
function totalOf(entries: Iterable<Money>): Money[] {
  const sums = new Map<Currency, number>();
  for (const { currency, amount } of entries) sums.set(currency, (sums.get(currency) ?? 0) + amount);
  return [...sums].map(([currency, amount]) => ({ currency, amount }));
}

/** The entries of a list in the currencies' order (only those present). */
const ordered = (list: readonly Money[], currencies: readonly Currency[]): Money[] =>
  currencies.flatMap((currency) => list.filter((m) => m.currency === currency));

/**
 * The analytics answer from the period's aggregates: money per currency (every currency with activity,
 * the usual one first), zero-filled days, and totals that are the sums of their parts.
 */
export function analyticsFrom(a: AnalyticsAggregates, frame: AnalyticsFrame): Analytics {
  const currencies = orderCurrencies([
    ...a.moneyByDay.map((m) => m.currency), ...a.madeByCurrency.map((m) => m.currency), ...a.madeValue.map((m) => m.currency),
    ...a.fields.flatMap((f) => f.revenue.map((m) => m.currency)), ...a.topCustomers.flatMap((c) => c.spent.map((m) => m.currency)),
  ], frame.primaryCurrency);
  const collected = moneyIn(totalOf(a.moneyByDay.map((m) => ({ currency: m.currency, amount: m.collected }))), currencies);
  const refunded = moneyIn(totalOf(a.moneyByDay.map((m) => ({ currency: m.currency, amount: m.refunded }))), currencies);
  const revenue = collected.map((m, i) => ({ currency: m.currency, amount: m.amount - refunded[i]!.amount }));
  const bookingValue = moneyIn(a.madeValue, currencies);
  const madeIn = (currency: Currency) => a.madeByCurrency.find((m) => m.currency === currency)?.count ?? 0;
  const countOn = (rows: { day: string; count: number }[], day: string) => rows.find((r) => r.day === day)?.count ?? 0;

  const revenueByDay: Analytics['revenueByDay'] = [];
  for (let day = frame.startDate; day <= frame.endDate; day = nextDay(day)) {
    const moved = a.moneyByDay.filter((m) => m.day === day).map((m) => ({ currency: m.currency, amount: m.collected - m.refunded }));
    revenueByDay.push({ date: day, revenue: moneyIn(moved, currencies), bookingsMade: countOn(a.madeByDay, day), gamesPlayed: countOn(a.playedByDay, day) });
  }

  return {
    period: frame.period, startDate: frame.startDate, endDate: frame.endDate, timezone: frame.timezone,
    primaryCurrency: frame.primaryCurrency, currencies,
    totals: {
      collected, refunded, revenue,
      bookingsMade: a.madeByStatus.reduce((sum, s) => sum + s.count, 0),
      gamesPlayed: a.playedByDay.reduce((sum, d) => sum + d.count, 0),
      cancelled: a.madeByStatus.find((s) => s.status === 'cancelled')?.count ?? 0,
      customers: a.customers,
      bookingsMadeByCurrency: currencies.map((currency) => ({ currency, count: madeIn(currency) })),
      bookingValue,
      averageBookingValue: bookingValue.map((m) => ({ currency: m.currency, amount: madeIn(m.currency) > 0 ? Math.round(m.amount / madeIn(m.currency)) : 0 })),
    },
    revenueByDay,
    bookingsByStatus: a.madeByStatus,
    bookingsByField: a.fields.map((f) => ({ ...f, revenue: ordered(f.revenue, currencies) })),
    heatmap: a.heatmap,
    topCustomers: a.topCustomers.map((c) => ({ ...c, email: frame.showEmails ? c.email : null, spent: ordered(c.spent, currencies) })),
  };
}
