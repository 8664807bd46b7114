import { COMPANY_SETTINGS_MESSAGES as M } from '@pitchside/shared-api/contracts/company-settings';
import { API_ERROR_CODES } from '@pitchside/shared-api/contracts/api-error';
import type { Currency } from '@pitchside/shared-api/contracts/field-constants';
import type { DashboardOverview } from '@pitchside/shared-api/contracts/company-dashboard';
import type { Permission, Role } from '@pitchside/shared-api/contracts/session-user';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import type { CompanyRepository } from '../companies/company.repository.js';
import { dashboardPeriods, growthOf } from './dashboard-periods.js';
import { companyZoneAndCurrency, type DashboardRepository } from './dashboard.repository.js';

/** Spec §9: recent activity is capped at 10. */
const RECENT = 10;

export interface AnalyticsActor { userId: string; role: Role; tenantId: string; permissions: readonly Permission[] }

/**
 * The company dashboard (owner, employees who view analytics, super admin naming the company): money,
 * bookings, customers and fields this week and month against the previous ones, in the company's zone.
 */
export class DashboardService {
  constructor(private readonly db: Db, private readonly repo: DashboardRepository, private readonly companies: CompanyRepository, private readonly clock: Clock) {}

  async overview(actor: AnalyticsActor, requested?: string): Promise<DashboardOverview> {
    const companyId = await this.companyOf(actor, requested);
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

  /** The caller's own company (owner or employee); a super admin names one. Others: 403. */
  private async companyOf(actor: AnalyticsActor, requested: string | undefined): Promise<string> {
    if (actor.role === 'SUPER_ADMIN') {
      if (!requested) throw new AppError(400, API_ERROR_CODES.validation, M.companyIdRequired, { errors: [{ field: 'companyId', message: M.companyIdRequired }] });
      return requested;
    }
    const membership = actor.role === 'COMPANY_OWNER' || actor.role === 'EMPLOYEE' ? await this.companies.findMembership(actor.userId) : undefined;
    if (!membership || (requested !== undefined && requested !== membership.companyId)) throw forbidden(M.noPermission);
    return membership.companyId;
  }
}
