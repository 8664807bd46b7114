import type { DashboardOverview, RecentBooking } from '../contracts/company-dashboard.js';
import { toDashboardSummary } from './company-dashboard-api.js';

const booking = (n: number, overrides: Partial<RecentBooking> = {}): RecentBooking => ({
  id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`, bookingNumber: `BK-${n}`, status: 'confirmed', awaitingConfirmation: false,
  createdAt: '2026-06-17T10:00:00.000Z', totalPrice: 4500, currency: 'EUR', field: { id: '00000000-0000-4000-8000-0000000000f1', name: 'Centre Court' },
  user: { id: '00000000-0000-4000-8000-0000000000c1', firstName: 'Nadia', lastName: 'Benali' }, ...overrides,
});

const overview = (overrides: Partial<DashboardOverview> = {}): DashboardOverview => ({
  revenueToday: [{ currency: 'EUR', amount: 12_000 }],
  revenueThisWeek: [{ currency: 'EUR', amount: 70_000 }],
  revenueThisMonth: [{ currency: 'EUR', amount: 200_000 }],
  revenuePreviousMonth: [{ currency: 'EUR', amount: 190_000 }],
  revenueGrowth: [{ currency: 'EUR', growth: 5 }],
  totalBookingsToday: 4, totalBookingsThisWeek: 20, totalBookingsThisMonth: 45, bookingsGrowth: 10,
  gamesToday: 3, gamesThisWeek: 18, gamesThisMonth: 60,
  totalCustomers: 42, newCustomersThisMonth: 7, customerGrowth: 16.7,
  totalFields: 2, activeFields: 2, occupancy: 35.5, recentBookings: [booking(1)], primaryCurrency: 'EUR', timezone: 'Europe/Paris',
  generatedAt: '2026-06-17T12:00:00.000Z', ...overrides,
});

describe('the dashboard summary', () => {
  it('reshapes the overview: revenue per currency as measured, bookings made, games played, utilization by the documented formula', () => {
    const summary = toDashboardSummary(overview());
    expect(summary.revenue).toEqual({
      today: [{ currency: 'EUR', amount: 12_000 }], week: [{ currency: 'EUR', amount: 70_000 }], month: [{ currency: 'EUR', amount: 200_000 }],
      growth: [{ currency: 'EUR', growth: 5 }],
    });
    expect(summary.bookings).toEqual({ today: 4, week: 20, month: 45, growth: 10 });
    expect(summary.games).toEqual({ today: 3, week: 18, month: 60 });
    expect(summary.customers).toEqual({ total: 42, new: 7, growth: 16.7 });
    // Games played this month: 60 / (2 × 30) × 100 (the 45 bookings made this month do not count).
    expect(summary.fields).toEqual({ total: 2, active: 2, utilization: 100, occupancy: 35.5 });
    expect(summary.recentActivity[0]).toEqual({
      id: booking(1).id, type: 'BOOKING', bookingNumber: 'BK-1', status: 'confirmed', awaitingConfirmation: false, customerName: 'Nadia Benali',
      fieldName: 'Centre Court', timestamp: '2026-06-17T10:00:00.000Z', severity: 'info', userId: booking(1).user.id,
      metadata: { bookingId: booking(1).id, fieldId: booking(1).field.id, amount: 4500, currency: 'EUR' },
    });
    expect(summary.primaryCurrency).toBe('EUR');
    expect(summary.timezone).toBe('Europe/Paris');
    expect(summary.alerts).toEqual([]);
  });

  it('keeps every currency apart, the usual one first, and each booking in its own currency', () => {
    const summary = toDashboardSummary(overview({
      revenueToday: [{ currency: 'EUR', amount: 0 }, { currency: 'USD', amount: 2_500 }],
      revenueThisMonth: [{ currency: 'EUR', amount: 200_000 }, { currency: 'USD', amount: 50_000 }],
      revenueGrowth: [{ currency: 'EUR', growth: 5 }, { currency: 'USD', growth: 100 }],
      recentBookings: [booking(1), booking(2, { totalPrice: 3000, currency: 'USD' })],
    }));
    expect(summary.revenue.month).toEqual([{ currency: 'EUR', amount: 200_000 }, { currency: 'USD', amount: 50_000 }]);
    expect(summary.revenue.today).toEqual([{ currency: 'EUR', amount: 0 }, { currency: 'USD', amount: 2_500 }]);
    expect(summary.revenue.growth).toEqual([{ currency: 'EUR', growth: 5 }, { currency: 'USD', growth: 100 }]);
    expect(summary.recentActivity.map((item) => item.metadata)).toEqual([
      expect.objectContaining({ amount: 4500, currency: 'EUR' }),
      expect.objectContaining({ amount: 3000, currency: 'USD' }),
    ]);
  });

  it('raises each of the four alerts at its threshold, and not below it', () => {
    const low = toDashboardSummary(overview({ gamesThisMonth: 11 })); // 11 / 60 = 18.3 %
    expect(low.alerts).toEqual([{ id: 'LOW_UTILIZATION', type: 'LOW_UTILIZATION', severity: 'MEDIUM', actionRequired: true, actionUrl: '/company/analytics', values: { utilization: 18.3 } }]);
    expect(toDashboardSummary(overview({ gamesThisMonth: 12 })).alerts).toEqual([]); // exactly 20 %
    // Utilization follows the games played, not the bookings made.
    expect(toDashboardSummary(overview({ totalBookingsThisMonth: 0, gamesThisMonth: 12 })).alerts).toEqual([]);

    expect(toDashboardSummary(overview({ revenueGrowth: [{ currency: 'EUR', growth: -10.1 }] })).alerts).toEqual([{
      id: 'REVENUE_DECLINE:EUR', type: 'REVENUE_DECLINE', currency: 'EUR', severity: 'HIGH', actionRequired: true, actionUrl: '/company/analytics',
      values: { growth: -10.1 },
    }]);
    expect(toDashboardSummary(overview({ revenueGrowth: [{ currency: 'EUR', growth: -10 }] })).alerts).toEqual([]);

    const surge = toDashboardSummary(overview({ bookingsGrowth: 50.1 })).alerts;
    expect(surge).toEqual([{ id: 'BOOKING_SURGE', type: 'BOOKING_SURGE', severity: 'LOW', actionRequired: false, actionUrl: null, values: { growth: 50.1 } }]);
    expect(toDashboardSummary(overview({ bookingsGrowth: 50 })).alerts).toEqual([]);

    const pending = (n: number) => Array.from({ length: n }, (_, i) => booking(i + 1, { status: 'pending', awaitingConfirmation: true }));
    expect(toDashboardSummary(overview({ recentBookings: pending(6) })).alerts).toEqual([
      { id: 'PENDING_BOOKINGS', type: 'PENDING_BOOKINGS', severity: 'MEDIUM', actionRequired: true, actionUrl: '/company/bookings', values: { count: 6 } },
    ]);
    expect(toDashboardSummary(overview({ recentBookings: pending(5) })).alerts).toEqual([]);
  });

  it('raises one revenue alert per declining currency, each naming its currency', () => {
    const alerts = toDashboardSummary(overview({
      revenueGrowth: [{ currency: 'EUR', growth: -25 }, { currency: 'USD', growth: 40 }, { currency: 'GBP', growth: -100 }],
    })).alerts;
    expect(alerts.filter((a) => a.type === 'REVENUE_DECLINE').map((a) => [a.id, a.currency, a.values])).toEqual([
      ['REVENUE_DECLINE:EUR', 'EUR', { growth: -25 }],
      ['REVENUE_DECLINE:GBP', 'GBP', { growth: -100 }],
    ]);
    // The ids stay distinct, so that a list can key the alerts by id.
    expect(new Set(alerts.map((a) => a.id)).size).toBe(alerts.length);
  });

  it('does not report low utilization for a company without fields, and caps recent activity at 10', () => {
    const summary = toDashboardSummary(overview({ totalFields: 0, activeFields: 0, gamesThisMonth: 0, recentBookings: Array.from({ length: 12 }, (_, i) => booking(i + 1)) }));
    expect(summary.alerts).toEqual([]);
    expect(summary.fields.utilization).toBe(0);
    expect(summary.recentActivity).toHaveLength(10);
  });
});
