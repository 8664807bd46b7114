import { COMPANY_SETTINGS_MESSAGES as M } from '@pitchside/shared-api/contracts/company-settings';
import type { Currency } from '@pitchside/shared-api/contracts/field-constants';
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
    const [f, recentBookings] = await Promise.all([this.repo.figures(companyId, company.currency, periods), this.repo.recentBookings(companyId, RECENT)]);
    return {
      revenueThisWeek: f.revenueThisWeek,
      revenueThisMonth: f.revenueThisMonth,
      revenueGrowth: growthOf(f.revenueThisMonth, f.revenuePreviousMonth),
      totalBookingsToday: f.bookingsToday,
      totalBookingsThisWeek: f.bookingsThisWeek,
      totalBookingsThisMonth: f.bookingsThisMonth,
      bookingsGrowth: growthOf(f.bookingsThisMonth, f.bookingsPreviousMonth),
      totalCustomers: f.customers,
      newCustomersThisMonth: f.newCustomersThisMonth,
      customerGrowth: growthOf(f.newCustomersThisMonth, f.newCustomersPreviousMonth),
      totalFields: f.totalFields,
      activeFields: f.activeFields,
      occupancy: f.openMinutes > 0 ? Math.round((f.bookedMinutes / f.openMinutes) * 1000) / 10 : 0,
      recentBookings,
      currency: company.currency as Currency,
      timezone: company.timezone,
      generatedAt: now.toISOString(),
    };
  }
}
