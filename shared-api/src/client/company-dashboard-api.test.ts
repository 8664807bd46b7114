import type { DashboardOverview, RecentBooking } from '../contracts/company-dashboard.js';
import { toDashboardSummary } from './company-dashboard-api.js';

const booking = (n: number, overrides: Partial<RecentBooking> = {}): RecentBooking => ({
  id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`, bookingNumber: `BK-${n}`, status: 'confirmed', awaitingConfirmation: false,
  createdAt: '2026-06-17T10:00:00.000Z', totalPrice: 4500, field: { id: '00000000-0000-4000-8000-0000000000f1', name: 'Centre Court' },
  user: { id: '00000000-0000-4000-8000-0000000000c1', firstName: 'Nadia', lastName: 'Benali' }, ...overrides,
});

const overview = (overrides: Partial<DashboardOverview> = {}): DashboardOverview => ({
  revenueThisWeek: 70_000, revenueThisMonth: 200_000, revenueGrowth: 5, totalBookingsToday: 4, totalBookingsThisWeek: 20,
  totalBookingsThisMonth: 60, bookingsGrowth: 10, totalCustomers: 42, newCustomersThisMonth: 7, customerGrowth: 16.7,
  totalFields: 2, activeFields: 2, occupancy: 35.5, recentBookings: [booking(1)], currency: 'EUR', timezone: 'Europe/Paris',
  generatedAt: '2026-06-17T12:00:00.000Z', ...overrides,
});

describe('the dashboard summary', () => {
  it('reshapes the overview: today’s revenue as the week’s / 7, utilization by the documented formula', () => {
    const summary = toDashboardSummary(overview());
    expect(summary.revenue).toEqual({ today: 10_000, month: 200_000, growth: 5 });
    expect(summary.bookings).toEqual({ today: 4, week: 20, growth: 10 });
    expect(summary.customers).toEqual({ total: 42, new: 7, growth: 16.7 });
    // 60 / (2 × 30) × 100
    expect(summary.fields).toEqual({ total: 2, active: 2, utilization: 100, occupancy: 35.5 });
    expect(summary.recentActivity[0]).toEqual({
      id: booking(1).id, type: 'BOOKING', bookingNumber: 'BK-1', status: 'confirmed', awaitingConfirmation: false, customerName: 'Nadia Benali',
      fieldName: 'Centre Court', timestamp: '2026-06-17T10:00:00.000Z', severity: 'info', userId: booking(1).user.id,
      metadata: { bookingId: booking(1).id, fieldId: booking(1).field.id, amount: 4500 },
    });
    expect(summary.alerts).toEqual([]);
  });

  it('raises each of the four alerts at its threshold, and not below it', () => {
    const low = toDashboardSummary(overview({ totalBookingsThisMonth: 11 })); // 11 / 60 = 18.3 %
    expect(low.alerts).toEqual([{ id: 'LOW_UTILIZATION', type: 'LOW_UTILIZATION', severity: 'MEDIUM', actionRequired: true, actionUrl: '/company/analytics', values: { utilization: 18.3 } }]);
    expect(toDashboardSummary(overview({ totalBookingsThisMonth: 12 })).alerts).toEqual([]); // exactly 20 %

    expect(toDashboardSummary(overview({ revenueGrowth: -10.1 })).alerts.map((a) => [a.type, a.severity])).toEqual([['REVENUE_DECLINE', 'HIGH']]);
    expect(toDashboardSummary(overview({ revenueGrowth: -10 })).alerts).toEqual([]);

    const surge = toDashboardSummary(overview({ bookingsGrowth: 50.1 })).alerts;
    expect(surge).toEqual([{ id: 'BOOKING_SURGE', type: 'BOOKING_SURGE', severity: 'LOW', actionRequired: false, actionUrl: null, values: { growth: 50.1 } }]);
    expect(toDashboardSummary(overview({ bookingsGrowth: 50 })).alerts).toEqual([]);

    const pending = (n: number) => Array.from({ length: n }, (_, i) => booking(i + 1, { status: 'pending', awaitingConfirmation: true }));
    expect(toDashboardSummary(overview({ recentBookings: pending(6) })).alerts).toEqual([
      { id: 'PENDING_BOOKINGS', type: 'PENDING_BOOKINGS', severity: 'MEDIUM', actionRequired: true, actionUrl: '/company/bookings', values: { count: 6 } },
    ]);
    expect(toDashboardSummary(overview({ recentBookings: pending(5) })).alerts).toEqual([]);
  });

  it('does not report low utilization for a company without fields, and caps recent activity at 10', () => {
    const summary = toDashboardSummary(overview({ totalFields: 0, activeFields: 0, totalBookingsThisMonth: 0, recentBookings: Array.from({ length: 12 }, (_, i) => booking(i + 1)) }));
    expect(summary.alerts).toEqual([]);
    expect(summary.fields.utilization).toBe(0);
    expect(summary.recentActivity).toHaveLength(10);
  });
});
