import { COMPANY_SETTINGS_MESSAGES as M } from '@pitchside/shared-api/contracts/company-settings';
import { amountIn, moneyIn, orderCurrencies, type Money } from '@pitchside/shared-api/contracts/money';
import type { DashboardOverview } from '@pitchside/shared-api/contracts/company-dashboard';
import type { Db } from '../../db/client.js';
import type { CompanyScope } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { dashboardPeriods, growthOf } from './dashboard-periods.js';
import { companyZoneAndCurrency, type DashboardRepository } from './dashboard.repository.js';

/** Recent activity is capped at 10 (docs/product/constants.md). */
const RECENT = 10;

/**
 * The company dashboard (owner, employees who view analytics, super admin naming the company): money,
 * bookings, customers and fields this week and month against the previous ones, in the company's zone.
 */
export class DashboardService {
  constructor(private readonly db: Db, private readonly repo: DashboardRepository, private readonly clock: Clock) {}

  async overview({ companyId, actor }: CompanyScope): Promise<DashboardOverview> {
    const company = await companyZoneAndCurrency(this.db, companyId, actor.tenantId);
    if (!company) throw notFound(M.companyNotFound);
    const now = this.clock.now();
    const periods = dashboardPeriods(now, company.timezone);
    const [f, recentBookings] = await Promise.all([this.repo.figures(companyId, company.timezone, periods), this.repo.recentBookings(companyId, RECENT)]);
    const { primaryCurrency } = company;
    // The money lists carry every currency that moved in either month (the usual one always), in one order.
    const currencies = orderCurrencies([...f.revenueThisMonth, ...f.revenuePreviousMonth].map((m) => m.currency), primaryCurrency);
    const inOrder = (list: Money[]) => currencies.flatMap((c) => list.filter((m) => m.currency === c));
    return {
      revenueToday: inOrder(f.revenueToday),
      revenueThisWeek: inOrder(f.revenueThisWeek),
      revenueThisMonth: moneyIn(f.revenueThisMonth, currencies),
      revenuePreviousMonth: moneyIn(f.revenuePreviousMonth, currencies),
      revenueGrowth: currencies.map((currency) => ({ currency, growth: growthOf(amountIn(f.revenueThisMonth, currency), amountIn(f.revenuePreviousMonth, currency)) })),
      totalBookingsToday: f.bookingsToday,
      totalBookingsThisWeek: f.bookingsThisWeek,
      totalBookingsThisMonth: f.bookingsThisMonth,
      bookingsGrowth: growthOf(f.bookingsThisMonth, f.bookingsPreviousMonth),
      gamesToday: f.gamesToday,
      gamesThisWeek: f.gamesThisWeek,
      gamesThisMonth: f.gamesThisMonth,
      totalCustomers: f.customers,
      newCustomersThisMonth: f.newCustomersThisMonth,
      customerGrowth: growthOf(f.newCustomersThisMonth, f.newCustomersPreviousMonth),
      totalFields: f.totalFields,
      activeFields: f.activeFields,
      occupancy: f.openMinutes > 0 ? Math.round((f.bookedMinutes / f.openMinutes) * 1000) / 10 : 0,
      recentBookings,
      primaryCurrency,
      timezone: company.timezone,
      generatedAt: now.toISOString(),
    };
  }
}
