import type { AdminAnalytics } from '@pitchside/shared-api/contracts/admin';
import { CURRENCIES, type Currency } from '@pitchside/shared-api/contracts/field-constants';
import { csvMoney, csvTable } from '../../lib/csv.js';
import { nextDay } from '../analytics/analytics.repository.js';
import { periodDays } from '../analytics/analytics.service.js';
import type { PlatformAggregates } from './admin-platform.repository.js';

type Period = AdminAnalytics['period'];
const STATUSES = ['confirmed', 'awaiting_confirmation', 'checked_in', 'cancelled'] as const;

/** The UTC days a period covers, ending today (a custom one as given): the company periods' rule, in UTC. */
export function platformPeriod(request: { period: Period; from?: string | undefined; to?: string | undefined }, now: Date): { from: string; to: string } {
  const { startDate, endDate } = periodDays({ period: request.period, startDate: request.from, endDate: request.to }, now, 'UTC');
  return { from: startDate, to: endDate };
}

/** The answer from the aggregates: every day zero-filled, totals that are the sums of the days. */
export function platformAnalyticsFrom(a: PlatformAggregates, period: Period, from: string, to: string): AdminAnalytics {
  const currencies = CURRENCIES.filter((c) => a.moneyByDay.some((m) => m.currency === c));
  const days: AdminAnalytics['days'] = [];
  for (let date = from; date <= to; date = nextDay(date)) {
    const bookings = Object.fromEntries(STATUSES.map((s) => [s, a.madeByDay.find((m) => m.day === date && m.status === s)?.count ?? 0])) as AdminAnalytics['days'][number]['bookings'];
    const revenue = currencies.map((currency) => ({ currency, amount: a.moneyByDay.find((m) => m.day === date && m.currency === currency)?.amount ?? 0 }));
    days.push({
      date, bookings, revenue,
      newUsers: a.usersByDay.find((u) => u.day === date)?.count ?? 0, newCompanies: a.companiesByDay.find((c) => c.day === date)?.count ?? 0,
    });
  }
  const sum = (pick: (d: AdminAnalytics['days'][number]) => number) => days.reduce((total, d) => total + pick(d), 0);
  const byStatus = Object.fromEntries(STATUSES.map((s) => [s, sum((d) => d.bookings[s])])) as AdminAnalytics['totals']['byStatus'];
  return {
    period, from, to, currencies,
    totals: {
      bookingsMade: STATUSES.reduce((total, s) => total + byStatus[s], 0), byStatus,
      revenue: currencies.map((currency, i) => ({ currency, amount: sum((d) => d.revenue[i]!.amount) })),
      newUsers: sum((d) => d.newUsers), newCompanies: sum((d) => d.newCompanies),
    },
    days,
    topCompaniesByBookings: a.topByBookings,
    topCompaniesByRevenue: currencies.map((currency: Currency) => ({
      currency, companies: a.topByRevenue.filter((r) => r.currency === currency).map(({ companyId, name, amount }) => ({ companyId, name, amount })),
    })),
    bookingsBySport: a.bySport,
    bookingsByCity: a.byCity,
  };
}

/** One row per day, then the totals; a revenue column per currency. */
export function platformAnalyticsCsv(a: AdminAnalytics): string {
  const row = (label: string, bookings: AdminAnalytics['totals']['byStatus'], revenue: AdminAnalytics['totals']['revenue'], users: number, companies: number) => [
    label, String(STATUSES.reduce((total, s) => total + bookings[s], 0)), ...STATUSES.map((s) => String(bookings[s])), String(users), String(companies),
    ...revenue.map((m) => csvMoney(m.amount)),
  ];
  return csvTable(['date', 'bookings_made', ...STATUSES, 'new_users', 'new_companies', ...a.currencies.map((c) => `revenue_${c}`)], [
    ...a.days.map((d) => row(d.date, d.bookings, d.revenue, d.newUsers, d.newCompanies)),
    row('total', a.totals.byStatus, a.totals.revenue, a.totals.newUsers, a.totals.newCompanies),
  ]);
}
