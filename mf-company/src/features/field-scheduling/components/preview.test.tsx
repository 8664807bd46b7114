import { screen, waitFor, within } from '@testing-library/react';
import type { AvailabilityDay, Slot } from '@pitchside/shared-api/contracts/field';
import { ok } from '@pitchside/shared-api/client/testing/fake-api';
import { addDays } from '../lib/local-dates';
import { setUpFakeApi } from '../testing/fake-api-setup';
import { aSlot, FIELD_ID } from '../testing/field-fixtures';
import { renderScheduling, serveField } from '../testing/render-scheduling';

const api = setUpFakeApi();
beforeEach(() => {
  // Wednesday 15 January 2025, 10:00 in New York; only the clock is faked, timers run for real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-01-15T15:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const AVAILABILITY = `fields/${FIELD_ID}/availability`;

/** Seven days from `from`, with `slots` on the dates given. */
function week(from: string, slots: Record<string, Slot[]> = {}): { timezone: string; days: AvailabilityDay[] } {
  const days = Array.from({ length: 7 }, (_, index) => addDays(from, index));
  return { timezone: 'America/New_York', days: days.map((date) => ({ date, slots: slots[date] ?? [] })) };
}

function serveWeeks() {
  api.on(`GET ${AVAILABILITY}`, ({ query }) => {
    const from = query.get('from') ?? '';
    if (from !== '2025-01-12') return ok(week(from));
    return ok(week(from, {
      '2025-01-13': [
        aSlot('2025-01-13', '09:00'),
        aSlot('2025-01-13', '10:00', { status: 'booked' }),
        aSlot('2025-01-13', '11:00', { status: 'maintenance' }),
      ],
      '2025-01-18': [aSlot('2025-01-18', '18:00', { status: 'private_event', price: 6000 })],
    }));
  });
}

describe('Preview tab', { timeout: 15_000 }, () => {
  it("shows this week's slots per day with local time, price and status in words, and the week in figures", async () => {
    serveField(api);
    serveWeeks();
    renderScheduling(api, { tab: 'preview' });
    const grid = await screen.findByRole('region', { name: 'Slots of the week' });
    expect(api.calls(`GET ${AVAILABILITY}`)[0]?.query.toString()).toBe('from=2025-01-12&days=7');
    expect(within(grid).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Sunday Jan 12', 'Monday Jan 13', 'Tuesday Jan 14', 'Wednesday Jan 15', 'Thursday Jan 16', 'Friday Jan 17', 'Saturday Jan 18',
    ]);
    const monday = within(within(grid).getByRole('region', { name: 'Monday Jan 13' }));
    expect(monday.getAllByRole('listitem').map((cell) => cell.textContent)).toEqual([
      '09:00–10:00$40.00Available', '10:00–11:00$40.00Booked', '11:00–12:00$40.00Under maintenance',
    ]);
    const saturday = within(within(grid).getByRole('region', { name: 'Saturday Jan 18' }));
    expect(saturday.getByRole('listitem')).toHaveTextContent('18:00–19:00$60.00Private event');
    expect(within(within(grid).getByRole('region', { name: 'Sunday Jan 12' })).getByText('Closed')).toBeInTheDocument();

    const figures = within(screen.getByRole('region', { name: 'The week in figures' }));
    const figure = (label: string) => figures.getByText(label).nextElementSibling?.textContent;
    expect(figure('Open hours')).toBe('4');
    expect(figure('Slots')).toBe('4');
    expect(figure('Available')).toBe('1');
    expect(figure('Booked')).toBe('1');
    expect(figure('Blocked')).toBe('2');
    expect(figure('Lowest price')).toBe('$40.00');
    expect(figure('Highest price')).toBe('$60.00');
    expect(figure('Average price')).toBe('$45.00');
  });

  it('moves a week forward and back, and says when a week has no slots', async () => {
    serveField(api);
    serveWeeks();
    const { user } = renderScheduling(api, { tab: 'preview' });
    await screen.findByRole('region', { name: 'Slots of the week' });
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByRole('heading', { name: 'Nothing to preview yet' })).toBeInTheDocument();
    expect(api.calls(`GET ${AVAILABILITY}`).at(-1)?.query.get('from')).toBe('2025-01-19');
    expect(screen.getByLabelText('Week starting')).toHaveValue('2025-01-19');
    await user.click(screen.getByRole('button', { name: 'This week' }));
    expect(await screen.findByRole('region', { name: 'Slots of the week' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() => expect(api.calls(`GET ${AVAILABILITY}`).at(-1)?.query.get('from')).toBe('2025-01-05'));
  });

  it('starts the week on Monday for French readers, with prices in French', async () => {
    serveField(api);
    api.on(`GET ${AVAILABILITY}`, ({ query }) => ok(week(query.get('from') ?? '', { '2025-01-13': [aSlot('2025-01-13', '09:00')] })));
    renderScheduling(api, { tab: 'preview', language: 'fr' });
    const grid = await screen.findByRole('region', { name: 'Créneaux de la semaine' });
    expect(api.calls(`GET ${AVAILABILITY}`)[0]?.query.get('from')).toBe('2025-01-13');
    expect(within(grid).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Lundi 13 janv.');
    expect(within(grid).getByRole('listitem')).toHaveTextContent(/09:00–10:0040,00\s\$US\s?Disponible/);
  });
});
