import { ZDashboardOverviewSchema, type DashboardOverview, type DashboardQuery } from '../contracts/company-dashboard.js';
import { ALERT_RULES, utilizationOf, type AlertSeverity, type AlertType } from '../contracts/company-dashboard-rules.js';
import type { Currency } from '../contracts/field-constants.js';
import type { CurrencyGrowth, MoneyList } from '../contracts/money.js';
import { api } from './api.js';
import type { SuccessEnvelope } from './envelope.js';
import { zSuccessEnvelope } from '../contracts/envelope.js';

/** A generated alert (docs/product/entities.md#dashboard-summary): the page words it by `type` with `values`. */
export interface DashboardAlert {
  /** The type, and the currency of a money alert (`REVENUE_DECLINE:EUR`). */
  id: string;
  type: AlertType;
  /** The currency a money alert is about. */
  currency?: Currency;
  severity: AlertSeverity;
  actionRequired: boolean;
  actionUrl: string | null;
  values: Record<string, number>;
}

/** One of the latest bookings as recent activity (docs/product/entities.md#dashboard-summary). */
export interface ActivityItem {
  id: string;
  type: 'BOOKING';
  bookingNumber: string;
  status: 'pending' | 'confirmed' | 'cancelled';
  awaitingConfirmation: boolean;
  customerName: string;
  fieldName: string;
  timestamp: string;
  severity: 'info' | 'warning';
  userId: string;
  metadata: { bookingId: string; fieldId: string; amount: number; currency: Currency };
}

/** The dashboard summary as shown to the user (docs/product/entities.md#dashboard-summary). */
export interface DashboardSummary {
  /** Money per currency, the usual one first (docs/product/figures.md). */
  revenue: { today: MoneyList; week: MoneyList; month: MoneyList; growth: CurrencyGrowth[] };
  /** Bookings made. */
  bookings: { today: number; week: number; month: number; growth: number };
  /** Games played (by their start). */
  games: { today: number; week: number; month: number };
  customers: { total: number; new: number; growth: number };
  fields: { total: number; active: number; utilization: number; occupancy: number };
  recentActivity: ActivityItem[];
  alerts: DashboardAlert[];
  primaryCurrency: Currency;
  timezone: string;
}

/** The four rules of docs/product/constants.md on the summary's figures. */
export function dashboardAlerts(summary: Omit<DashboardSummary, 'alerts'>): DashboardAlert[] {
  const alerts: DashboardAlert[] = [];
  const alert = (type: AlertType, severity: AlertSeverity, actionUrl: string | null, values: Record<string, number>, currency?: Currency) =>
    alerts.push({ id: currency ? `${type}:${currency}` : type, type, severity, actionRequired: actionUrl !== null, actionUrl, values, ...(currency ? { currency } : {}) });
  if (summary.fields.total > 0 && summary.fields.utilization < ALERT_RULES.lowUtilizationBelow) {
    alert('LOW_UTILIZATION', 'MEDIUM', '/company/analytics', { utilization: summary.fields.utilization });
  }
  for (const { currency, growth } of summary.revenue.growth) {
    if (growth < ALERT_RULES.revenueDeclineBelow) alert('REVENUE_DECLINE', 'HIGH', '/company/analytics', { growth }, currency);
  }
  if (summary.bookings.growth > ALERT_RULES.bookingSurgeAbove) alert('BOOKING_SURGE', 'LOW', null, { growth: summary.bookings.growth });
  const pending = summary.recentActivity.filter((item) => item.status === 'pending').length;
  if (pending > ALERT_RULES.pendingBookingsAbove) alert('PENDING_BOOKINGS', 'MEDIUM', '/company/bookings', { count: pending });
  return alerts;
}

/** The server's overview reshaped into the summary (today's revenue is measured, docs/product/figures.md). */
export function toDashboardSummary(overview: DashboardOverview): DashboardSummary {
  const base: Omit<DashboardSummary, 'alerts'> = {
    revenue: { today: overview.revenueToday, week: overview.revenueThisWeek, month: overview.revenueThisMonth, growth: overview.revenueGrowth },
    bookings: { today: overview.totalBookingsToday, week: overview.totalBookingsThisWeek, month: overview.totalBookingsThisMonth, growth: overview.bookingsGrowth },
    games: { today: overview.gamesToday, week: overview.gamesThisWeek, month: overview.gamesThisMonth },
    customers: { total: overview.totalCustomers, new: overview.newCustomersThisMonth, growth: overview.customerGrowth },
    fields: {
      total: overview.totalFields, active: overview.activeFields,
      utilization: utilizationOf(overview.gamesThisMonth, overview.totalFields), occupancy: overview.occupancy,
    },
    recentActivity: overview.recentBookings.slice(0, 10).map((booking) => ({
      id: booking.id,
      type: 'BOOKING',
      bookingNumber: booking.bookingNumber,
      status: booking.status,
      awaitingConfirmation: booking.awaitingConfirmation,
      customerName: `${booking.user.firstName} ${booking.user.lastName}`.trim(),
      fieldName: booking.field.name,
      timestamp: booking.createdAt,
      severity: booking.awaitingConfirmation ? 'warning' : 'info',
      userId: booking.user.id,
      metadata: { bookingId: booking.id, fieldId: booking.field.id, amount: booking.totalPrice, currency: booking.currency },
    })),
    primaryCurrency: overview.primaryCurrency,
    timezone: overview.timezone,
  };
  return { ...base, alerts: dashboardAlerts(base) };
}

/** The company dashboard (owner, employees who view analytics, or a super admin with `companyId`). */
export const companyDashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboardSummary: build.query<DashboardSummary, DashboardQuery | void>({
      query: (args) => `/companies/dashboard${args?.companyId ? `?companyId=${encodeURIComponent(args.companyId)}` : ''}`,
      transformResponse: (response: SuccessEnvelope<DashboardOverview>) => toDashboardSummary(response.data),
      rawResponseSchema: __DEV__ ? zSuccessEnvelope(ZDashboardOverviewSchema) : undefined,
      providesTags: ['Booking'],
    }),
  }),
});

export const { useGetDashboardSummaryQuery } = companyDashboardApi;
