import { summarizeWeek } from './week-summary';

const slot = (start: string, minutes: number, status: 'available' | 'booked' | 'maintenance' | 'closed' | 'private_event', price: number) => ({
  start, end: new Date(Date.parse(start) + minutes * 60_000).toISOString(), startTime: '00:00', endTime: '00:00', status, price, currency: 'USD' as const,
});

describe('summarizeWeek', () => {
  it('adds up hours, counts slots by status and spreads the prices', () => {
    const summary = summarizeWeek([
      { date: '2025-01-13', slots: [slot('2025-01-13T14:00:00.000Z', 90, 'available', 6000), slot('2025-01-13T16:00:00.000Z', 60, 'booked', 4000)] },
      { date: '2025-01-14', slots: [slot('2025-01-14T14:00:00.000Z', 60, 'closed', 4000), slot('2025-01-14T15:00:00.000Z', 60, 'private_event', 5001)] },
      { date: '2025-01-15', slots: [] },
    ]);
    expect(summary).toEqual({
      openHours: 4.5, slots: 4, available: 1, booked: 1, blocked: 2, minPrice: 4000, maxPrice: 6000, averagePrice: 4750,
    });
  });

  it('has no prices for a week without slots', () => {
    expect(summarizeWeek([{ date: '2025-01-13', slots: [] }])).toMatchObject({ slots: 0, openHours: 0, minPrice: null, averagePrice: null });
  });
});
