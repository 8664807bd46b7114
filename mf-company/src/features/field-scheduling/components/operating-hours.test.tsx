import { screen, waitFor, within } from '@testing-library/react';
import type { Schedule, ScheduleTemplate } from '@pitchside/shared-api/contracts/field';
import { fail, ok } from '@pitchside/shared-api/client/testing/fake-api';
import { setUpFakeApi } from '../testing/fake-api-setup';
import { aSchedule, FIELD_ID } from '../testing/field-fixtures';
import { renderScheduling, serveField } from '../testing/render-scheduling';

const api = setUpFakeApi();

const SCHEDULES = `fields/${FIELD_ID}/schedules`;
const rows = () => within(screen.getByRole('list', { name: 'Operating hours by day' })).getAllByRole('listitem');
const rowOf = (day: string) => {
  const row = rows().find((item) => within(item).queryByRole('heading', { name: new RegExp(`^${day}`) }));
  if (!row) throw new Error(`no row for ${day}`);
  return within(row);
};

describe('Operating hours tab', { timeout: 15_000 }, () => {
  it('shows one row per weekday, Sunday first, with the hours or "Closed"', async () => {
    serveField(api, {
      schedules: [
        aSchedule(1),
        aSchedule(6, { openTime: '08:00', closeTime: '24:00', slotDuration: 90, breakDuration: 15, isActive: false }),
      ],
    });
    renderScheduling(api);
    await screen.findByRole('list', { name: 'Operating hours by day' });
    expect(rows().map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'SaturdayInactive',
    ]);
    expect(rowOf('Sunday').getByText('Closed')).toBeInTheDocument();
    expect(rowOf('Monday').getByText('09:00–17:00 · 60-min slots')).toBeInTheDocument();
    expect(rowOf('Saturday').getByText('08:00–24:00 · 90-min slots · 15-min breaks')).toBeInTheDocument();
    expect(rowOf('Sunday').getByRole('button', { name: 'Add hours for Sunday' })).toBeInTheDocument();
    expect(rowOf('Monday').getByRole('button', { name: 'Edit Monday hours' })).toBeInTheDocument();
  });

  it('starts the week on Monday in French, with French day names', async () => {
    serveField(api, { schedules: [aSchedule(1)] });
    renderScheduling(api, { language: 'fr' });
    const list = await screen.findByRole('list', { name: "Heures d'ouverture par jour" });
    const titles = within(list).getAllByRole('heading').map((heading) => heading.textContent);
    expect(titles).toEqual(['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche']);
    expect(within(list).getAllByText('Fermé')).toHaveLength(6);
  });

  it("refuses a closing time that leaves no room for one slot with 'Invalid time range', sending nothing", async () => {
    serveField(api);
    const { user } = renderScheduling(api);
    await user.click(await screen.findByRole('button', { name: 'Add hours for Sunday' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add hours for Sunday' }));
    await user.clear(dialog.getByLabelText(/^Opens/));
    await user.type(dialog.getByLabelText(/^Opens/), '16:30');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Invalid time range')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Closes\*?$/)).toHaveAttribute('aria-invalid', 'true');
    await user.clear(dialog.getByLabelText(/^Slot length/));
    await user.type(dialog.getByLabelText(/^Slot length/), '30');
    await user.clear(dialog.getByLabelText(/^Opens/));
    await user.type(dialog.getByLabelText(/^Opens/), '18:00');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Invalid time range')).toBeInTheDocument();
    expect(api.calls(`POST ${SCHEDULES}`)).toHaveLength(0);
  });

  it('creates a day that closes at midnight and shows it once saved', async () => {
    const state = serveField(api);
    api.on(`POST ${SCHEDULES}`, ({ body }) => {
      const created: Schedule = { ...aSchedule(0), ...(body as Omit<Schedule, 'id'>) };
      state.schedules.push(created);
      return { status: 201, body: { success: true, data: created } };
    });
    const { user } = renderScheduling(api);
    await user.click(await screen.findByRole('button', { name: 'Add hours for Sunday' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('checkbox', { name: 'Closes at midnight (24:00)' }));
    expect(dialog.getByLabelText(/^Closes\*?$/)).toBeDisabled();
    await user.clear(dialog.getByLabelText(/^Break/));
    await user.type(dialog.getByLabelText(/^Break/), '10');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls(`POST ${SCHEDULES}`)[0]?.body).toEqual({
      dayOfWeek: 0, openTime: '09:00', closeTime: '24:00', slotDuration: 60, breakDuration: 10, isActive: true,
    });
    expect(await screen.findByText('09:00–24:00 · 60-min slots · 10-min breaks')).toBeInTheDocument();
    expect(await screen.findByText('Sunday hours saved')).toBeInTheDocument();
  });

  it("shows the API's 409 conflict message in the dialog, as returned", async () => {
    serveField(api);
    api.on(`POST ${SCHEDULES}`, fail(409, 'A schedule already exists for Monday, edit the existing one', 'CONFLICT'));
    const { user } = renderScheduling(api);
    await user.click(await screen.findByRole('button', { name: 'Add hours for Monday' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert).toHaveTextContent('Schedule conflict');
    expect(alert).toHaveTextContent('A schedule already exists for Monday, edit the existing one');
  });

  it('edits a day with its current values, and deletes one after confirmation', async () => {
    const monday = aSchedule(1, { openTime: '07:00', closeTime: '21:00', slotDuration: 45 });
    const state = serveField(api, { schedules: [monday] });
    api.on(`PUT ${SCHEDULES}/${monday.id}`, ({ body }) => ok({ ...monday, ...(body as object) }));
    api.on(`DELETE ${SCHEDULES}/${monday.id}`, () => {
      state.schedules = [];
      return { status: 204, body: '' };
    });
    const { user } = renderScheduling(api);
    await user.click(await screen.findByRole('button', { name: 'Edit Monday hours' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Monday hours' }));
    expect(dialog.getByLabelText(/^Opens/)).toHaveValue('07:00');
    expect(dialog.getByLabelText(/^Slot length/)).toHaveValue(45);
    await user.click(dialog.getByRole('switch', { name: 'Open for bookings' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls(`PUT ${SCHEDULES}/${monday.id}`)).toHaveLength(1));
    expect(api.calls(`PUT ${SCHEDULES}/${monday.id}`)[0]?.body).toMatchObject({ dayOfWeek: 1, isActive: false });

    await user.click(await screen.findByRole('button', { name: 'Delete Monday hours' }));
    const confirm = within(screen.getByRole('alertdialog', { name: 'Delete Monday hours?' }));
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls(`DELETE ${SCHEDULES}/${monday.id}`)).toHaveLength(1));
    await waitFor(() => expect(screen.getAllByText('Closed')).toHaveLength(7));
  });

  it('applies a template to every day after confirmation', async () => {
    const hours = (days: number[], openTime: string, closeTime: string) =>
      days.map((dayOfWeek) => ({ dayOfWeek, openTime, closeTime, slotDuration: 60, breakDuration: 0, isActive: true }));
    const templates: ScheduleTemplate[] = [
      { id: 'business_hours', name: 'Business hours', schedules: hours([1, 2, 3, 4, 5], '09:00', '17:00') },
      { id: 'weekend_only', name: 'Weekend only', schedules: hours([0, 6], '08:00', '20:00') },
    ];
    const state = serveField(api, { schedules: [aSchedule(3, { openTime: '10:00' })] });
    api.on('GET schedule-templates', ok(templates));
    api.on('POST fields/bulk-schedule', () => {
      state.schedules = [aSchedule(0, { openTime: '08:00', closeTime: '20:00' }), aSchedule(6, { openTime: '08:00', closeTime: '20:00' })];
      return ok({ results: [{ fieldId: FIELD_ID, ok: true, schedules: state.schedules }] });
    });
    const { user } = renderScheduling(api);
    await user.click(await screen.findByRole('button', { name: 'Apply a template' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Apply a template' }));
    expect(dialog.getByText(/replaces the hours of every day/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Apply template' }));
    expect(await dialog.findByText('Choose a template first')).toBeInTheDocument();
    await user.selectOptions(await dialog.findByRole('combobox', { name: 'Template' }), 'weekend_only');
    expect(dialog.getByRole('list', { name: 'Hours the template sets' })).toHaveTextContent('Sun, Sat: 08:00–20:00');
    await user.click(dialog.getByRole('button', { name: 'Apply template' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls('POST fields/bulk-schedule')[0]?.body).toEqual({ fieldIds: [FIELD_ID], template: 'weekend_only' });
    await waitFor(() => expect(screen.getAllByText('08:00–20:00 · 60-min slots')).toHaveLength(2));
    expect(screen.getAllByText('Closed')).toHaveLength(5);
  });
});
