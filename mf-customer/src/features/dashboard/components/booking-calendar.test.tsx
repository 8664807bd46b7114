import { screen, waitFor, within } from '@testing-library/react';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import { fakeApiForFile, ok } from '@pitchside/shared-api/client/testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { calendarFixture } from '../testing/home-fixtures';
import { BookingCalendar } from './booking-calendar';

const api = fakeApiForFile();
beforeEach(() => {
  api.on('GET bookings/calendar', (request) => ok(calendarFixture(request.query.get('month') ?? '')));
});

/** The calendar on Tuesday 30 June 2026; July has a booking on the 2nd. */
function renderCalendar(language: LanguageCode = 'en') {
  return renderPage(<BookingCalendar today="2026-06-30" />, { store: api.createStore(), language });
}
const grid = () => screen.getByRole('grid');
const cell = (name: string | RegExp) => within(grid()).getByRole('gridcell', { name });
const focusedCell = () => document.activeElement?.getAttribute('data-date');
const months = () => api.calls('GET bookings/calendar').map((request) => request.query.get('month'));

describe('BookingCalendar', () => {
  it('is a month grid in the language\'s week, today marked and chosen', async () => {
    renderCalendar();
    expect(grid()).toHaveAccessibleName('June 2026');
    expect(within(grid()).getAllByRole('columnheader').map((header) => header.getAttribute('aria-label')))
      .toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    const today = cell('Tuesday, June 30, 2026');
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveAttribute('aria-selected', 'true');
    expect(today).toHaveAttribute('tabindex', '0');
    expect(within(grid()).getAllByRole('gridcell').filter((c) => c.getAttribute('tabindex') === '0')).toHaveLength(1);
    await waitFor(() => expect(months()).toEqual(['2026-06']));
    expect(await screen.findByText('No bookings on this day.')).toBeInTheDocument();
  });

  it('moves by day, week and month with the keys, loads each month, and shows a chosen day\'s bookings', async () => {
    const { user } = renderCalendar();
    await user.click(cell('Tuesday, June 30, 2026'));
    expect(focusedCell()).toBe('2026-06-30');

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(focusedCell()).toBe('2026-07-01'));
    expect(grid()).toHaveAccessibleName('July 2026');
    await user.keyboard('{ArrowRight}');
    // The day's bookings, said in its name once the month is in.
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Thursday, July 2, 2026, 1 booking'));
    await user.keyboard('{Enter}');
    expect(cell(/July 2, 2026/)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Line Islands Tennis, 10:00–11:30' })).toHaveAttribute('href', '/bookings/00000000-0000-4000-8000-0000000000a1');

    await user.keyboard('{Home}');
    await waitFor(() => expect(focusedCell()).toBe('2026-06-28'));
    await user.keyboard('{End}');
    await waitFor(() => expect(focusedCell()).toBe('2026-07-04'));
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(focusedCell()).toBe('2026-06-27'));
    await user.keyboard('{ArrowDown}{ArrowLeft}');
    await waitFor(() => expect(focusedCell()).toBe('2026-07-03'));
    await user.keyboard('{PageDown}');
    await waitFor(() => expect(focusedCell()).toBe('2026-08-03'));
    expect(grid()).toHaveAccessibleName('August 2026');
    await user.keyboard('{PageUp}{PageUp}');
    await waitFor(() => expect(focusedCell()).toBe('2026-06-03'));
    expect(new Set(months())).toEqual(new Set(['2026-06', '2026-07', '2026-08']));
  });

  it('changes month with the buttons, keeping the chosen day', async () => {
    const { user } = renderCalendar();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(grid()).toHaveAccessibleName('July 2026');
    expect(await screen.findByText('Choose a day to see its bookings.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(grid()).toHaveAccessibleName('June 2026');
  });

  it('starts the week on Monday in French and on Saturday in Arabic, where the arrows follow the reading direction', async () => {
    const { unmount } = renderCalendar('fr');
    expect(within(grid()).getAllByRole('columnheader')[0]).toHaveAccessibleName('lundi');
    unmount();

    const { user } = renderCalendar('ar');
    expect(within(grid()).getAllByRole('columnheader')[0]).toHaveAccessibleName('السبت');
    await user.click(within(grid()).getByRole('gridcell', { current: 'date' }));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(focusedCell()).toBe('2026-07-01'));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(focusedCell()).toBe('2026-06-29'));
  });
});
