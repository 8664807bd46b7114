import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { EmployeeShift } from '@pitchside/shared-api/contracts/employees';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import { fail, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { createTestStore, renderPage } from '../../testing/render-page';
import { signIn } from '../../testing/session';
import { EmployeePage } from './employee-page';
import { companyFields, employee, ROLES, shift } from './testing/employee-fixtures';

const api = fakeApiForFile();

const SAM = employee(1);
const BASE = `companies/employees/${SAM.id}`;
const FIELD_A = '00000000-0000-4000-8000-000000000f01';
const FIELD_B = '00000000-0000-4000-8000-000000000f02';
const DAY_SHIFT = shift(1, '2026-12-03T09:00:00.000Z', '2026-12-03T17:00:00.000Z', { fieldId: FIELD_A, notes: 'Opening' });
const NIGHT_SHIFT = shift(2, '2026-12-04T22:00:00.000Z', '2026-12-05T06:00:00.000Z');

/** The employee, their roles, shifts and availability, and the company's fields, as the API answers them. */
function serve({ shifts = [DAY_SHIFT], days = [{ dayOfWeek: 1, startTime: '09:00', endTime: '17:00' }] }: {
  shifts?: EmployeeShift[]; days?: { dayOfWeek: number; startTime: string; endTime: string }[];
} = {}) {
  api.on(`GET ${BASE}`, ok(SAM));
  api.on('GET companies/roles', ok({ roles: ROLES }));
  api.on(`GET ${BASE}/shifts`, ok({ shifts }));
  api.on(`GET ${BASE}/availability`, ok({ days }));
  api.on('GET companies/fields', ok(companyFields([{ id: FIELD_A, name: 'Centre Court' }, { id: FIELD_B, name: 'Court 2' }])));
}

const render = ({ language = 'en' as LanguageCode } = {}) => renderPage(<EmployeePage />, {
  store: signIn(createTestStore(api.baseUrl), 'COMPANY_OWNER'), path: `/company/employees/${SAM.id}`, route: '/company/employees/:employeeId', language,
});

// What the reader sees, on the wall clock of the test's own time zone (UTC when run by the project's scripts).
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const time = (iso: string) => new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date(iso));
const day = (iso: string) => new Intl.DateTimeFormat('en', { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(iso));
const nextDay = (s: EmployeeShift) => new Date(s.start).toDateString() !== new Date(s.end).toDateString();
const hours = (s: EmployeeShift) => `${time(s.start)} – ${time(s.end)}${nextDay(s) ? ' (next day)' : ''}`;
const when = (s: EmployeeShift) => `${day(s.start)}, ${hours(s)}`;
/** A shift's Edit or Remove button, named with the shift's day and hours. */
const shiftButton = (action: 'Edit' | 'Remove', s: EmployeeShift) => screen.findByRole('button', { name: `${action} the shift of ${when(s)}` });
/** The instant the local wall clock shows at this date and time. */
const local = (year: number, month: number, date: number, h: number, m = 0) => new Date(year, month - 1, date, h, m).getTime();

/** Types a shift's local date, start and end into the open shift dialog. */
async function typeShift(user: UserEvent, dialog: ReturnType<typeof within>, { date, start, end }: { date: string; start: string; end: string }) {
  for (const [label, value] of [[/Date/, date], [/Start time/, start], [/End time/, end]] as const) {
    await user.clear(dialog.getByLabelText(label));
    await user.type(dialog.getByLabelText(label), value);
  }
}

const group = (name: string) => screen.getByRole('group', { name });

/** The shifts' window of four weeks starts at "today": the test's today is fixed (Date only; timers stay real). */
const TODAY = new Date(2026, 10, 27, 10, 30);
/** A query parameter of the `n`th shift list request, as an instant. */
const askedFor = (n: number, key: 'from' | 'to') => Date.parse(api.calls(`GET ${BASE}/shifts`)[n]!.query.get(key)!);

describe('Employee page: dated shifts', () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'], now: TODAY }));
  afterEach(() => void vi.useRealTimers());

  it('lists the coming shifts by local day, with their times, field and notes', async () => {
    serve({ shifts: [NIGHT_SHIFT, DAY_SHIFT] });
    render();
    const list = await screen.findByRole('list', { name: 'Upcoming shifts' });
    expect(screen.getByText(`Four weeks at a time. Times are in ${zone}.`)).toBeInTheDocument();
    const days = within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(days).toEqual([day(DAY_SHIFT.start), day(NIGHT_SHIFT.start)]);
    expect(within(list).getByText(hours(DAY_SHIFT))).toBeInTheDocument();
    expect(within(list).getByText(hours(NIGHT_SHIFT))).toBeInTheDocument();
    expect(await within(list).findByText('Centre Court')).toBeInTheDocument();
    expect(within(list).getByText('Opening')).toBeInTheDocument();
    if (zone === 'UTC') expect(within(list).getByText(/^10:00\sPM – 6:00\sAM \(next day\)$/)).toBeInTheDocument();
  });

  it('adds a shift: the local date and times go as instants with their offset, an end before the start on the next day', async () => {
    serve({ shifts: [] });
    // As the API stores it: instants in UTC.
    api.on(`POST ${BASE}/shifts`, { status: 201, ...ok(shift(3, '2026-12-10T22:00:00.000Z', '2026-12-11T06:00:00.000Z', { fieldId: FIELD_B, notes: 'Night watch' })) });
    const { user } = render();
    expect(await screen.findByText('No shifts in the coming four weeks')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a shift' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a shift for Sam1 Rivera' }));
    await typeShift(user, dialog, { date: '2026-12-10', start: '22:00', end: '06:00' });
    expect(dialog.getByText('Ends the next day.')).toBeInTheDocument();
    await user.selectOptions(await dialog.findByRole('combobox', { name: 'Field' }), 'Court 2');
    await user.type(dialog.getByLabelText(/Notes/), 'Night watch');
    await user.click(dialog.getByRole('button', { name: 'Add shift' }));

    await waitFor(() => expect(api.calls(`POST ${BASE}/shifts`)).toHaveLength(1));
    const sent = api.calls(`POST ${BASE}/shifts`)[0]!.body as { start: string; end: string };
    expect(sent).toMatchObject({ fieldId: FIELD_B, notes: 'Night watch' });
    expect(sent.start).toMatch(/^2026-12-10T22:00:00[+-]\d\d:\d\d$/);
    expect(sent.end).toMatch(/^2026-12-11T06:00:00[+-]\d\d:\d\d$/);
    expect(Date.parse(sent.start)).toBe(local(2026, 12, 10, 22));
    expect(Date.parse(sent.end)).toBe(local(2026, 12, 11, 6));
    if (zone === 'UTC') expect(sent).toMatchObject({ start: '2026-12-10T22:00:00+00:00', end: '2026-12-11T06:00:00+00:00' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.calls(`GET ${BASE}/shifts`)).toHaveLength(2));
    // Inside the weeks shown: they stay.
    expect(askedFor(1, 'from')).toBe(local(2026, 11, 27, 0));
  });

  it('shows four weeks at a time from today, then earlier or later ones, and back', async () => {
    serve({ shifts: [DAY_SHIFT] });
    const { user } = render();
    await screen.findByRole('list', { name: 'Upcoming shifts' });
    const weeks = within(screen.getByRole('navigation', { name: 'Weeks shown' }));
    expect(weeks.getByText(/^November 27 – December 24, 2026$/)).toBeInTheDocument();
    expect([askedFor(0, 'from'), askedFor(0, 'to')]).toEqual([local(2026, 11, 27, 0), local(2026, 12, 25, 0)]);
    expect(weeks.queryByRole('button', { name: 'Coming weeks' })).not.toBeInTheDocument();

    api.on(`GET ${BASE}/shifts`, ok({ shifts: [] }));
    await user.click(weeks.getByRole('button', { name: 'The four weeks after' }));
    expect(await screen.findByText('No shifts in these four weeks')).toBeInTheDocument();
    expect(weeks.getByText(/^December 25, 2026 – January 21, 2027$/)).toBeInTheDocument();
    expect([askedFor(1, 'from'), askedFor(1, 'to')]).toEqual([local(2026, 12, 25, 0), local(2027, 1, 22, 0)]);

    await user.click(weeks.getByRole('button', { name: 'The four weeks before' }));
    await user.click(weeks.getByRole('button', { name: 'The four weeks before' }));
    expect(weeks.getByText(/^October 30 – November 26, 2026$/)).toBeInTheDocument();
    await waitFor(() => expect(askedFor(2, 'from')).toBe(local(2026, 10, 30, 0)));
    await user.click(weeks.getByRole('button', { name: 'Coming weeks' }));
    expect(weeks.getByText(/^November 27 – December 24, 2026$/)).toBeInTheDocument();
  });

  it('brings the weeks of a shift saved beyond those shown into view', async () => {
    serve({ shifts: [] });
    const later = shift(4, new Date(local(2027, 1, 10, 9)).toISOString(), new Date(local(2027, 1, 10, 17)).toISOString());
    api.on(`POST ${BASE}/shifts`, { status: 201, ...ok(later) });
    const { user } = render();
    expect(await screen.findByText('No shifts in the coming four weeks')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a shift' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a shift for Sam1 Rivera' }));
    await typeShift(user, dialog, { date: '2027-01-10', start: '09:00', end: '17:00' });
    api.on(`GET ${BASE}/shifts`, ok({ shifts: [later] }));
    await user.click(dialog.getByRole('button', { name: 'Add shift' }));

    const weeks = within(screen.getByRole('navigation', { name: 'Weeks shown' }));
    expect(await weeks.findByText(/^December 25, 2026 – January 21, 2027$/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: day(later.start) })).toBeInTheDocument();
    expect(api.calls(`GET ${BASE}/shifts`).some((call) => Date.parse(call.query.get('from')!) === local(2026, 12, 25, 0))).toBe(true);
  });

  it('shows an overlap in the dialog, which stays open', async () => {
    serve({ shifts: [] });
    api.on(`POST ${BASE}/shifts`, fail(409, 'This shift overlaps another shift of this employee', 'SHIFT_OVERLAP'));
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Add a shift' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a shift for Sam1 Rivera' }));
    await user.click(dialog.getByRole('button', { name: 'Add shift' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('This shift overlaps another shift of this employee');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('translates the API’s refusal of an input (French)', async () => {
    serve({ shifts: [] });
    api.on(`POST ${BASE}/shifts`, fail(400, 'Validation failed', 'VALIDATION_ERROR', {
      errors: [{ field: 'end', message: 'A shift ends after it starts and lasts at most 24 hours' }],
    }));
    const { user } = render({ language: 'fr' });
    await user.click(await screen.findByRole('button', { name: 'Ajouter un créneau' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Ajouter le créneau' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Un créneau se termine après son début et dure 24 heures au plus');
  });

  it('changes a shift from its local times', async () => {
    serve();
    api.on(`PUT ${BASE}/shifts/${DAY_SHIFT.id}`, ok(DAY_SHIFT));
    const { user } = render();
    await user.click(await shiftButton('Edit', DAY_SHIFT));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit a shift of Sam1 Rivera' }));
    expect(dialog.getByLabelText(/Start time/)).toHaveValue(new Date(DAY_SHIFT.start).toTimeString().slice(0, 5));
    expect(dialog.getByLabelText(/Notes/)).toHaveValue('Opening');
    await user.clear(dialog.getByLabelText(/End time/));
    await user.type(dialog.getByLabelText(/End time/), '23:30');
    await user.click(dialog.getByRole('button', { name: 'Save shift' }));
    await waitFor(() => expect(api.calls(`PUT ${BASE}/shifts/${DAY_SHIFT.id}`)).toHaveLength(1));
    const sent = api.calls(`PUT ${BASE}/shifts/${DAY_SHIFT.id}`)[0]!.body as { start: string; end: string };
    expect(Date.parse(sent.start)).toBe(Date.parse(DAY_SHIFT.start));
    const start = new Date(DAY_SHIFT.start);
    expect(Date.parse(sent.end)).toBe(local(start.getFullYear(), start.getMonth() + 1, start.getDate(), 23, 30));
    expect(sent).toMatchObject({ fieldId: FIELD_A, notes: 'Opening' });
    expect(await screen.findByText('Shift updated')).toBeInTheDocument();
  });

  it('removes a shift once confirmed', async () => {
    serve();
    api.on(`DELETE ${BASE}/shifts/${DAY_SHIFT.id}`, ok(null));
    const { user } = render();
    await user.click(await shiftButton('Remove', DAY_SHIFT));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Remove this shift?' }));
    expect(api.calls(`DELETE ${BASE}/shifts/${DAY_SHIFT.id}`)).toHaveLength(0);
    await user.click(confirm.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.calls(`DELETE ${BASE}/shifts/${DAY_SHIFT.id}`)).toHaveLength(1));
    await waitFor(() => expect(api.calls(`GET ${BASE}/shifts`)).toHaveLength(2));
  });

  it('says when the shifts cannot load, and retries', async () => {
    serve();
    api.on(`GET ${BASE}/shifts`, fail(500, 'boom', 'INTERNAL_ERROR'));
    const { user } = render();
    const card = within(await screen.findByRole('region', { name: 'Upcoming shifts' }));
    expect(await card.findByText('Failed to load shifts', {}, { timeout: 10_000 })).toBeInTheDocument();
    api.on(`GET ${BASE}/shifts`, ok({ shifts: [DAY_SHIFT] }));
    await user.click(card.getByRole('button', { name: /try again/i }));
    expect(await card.findByText(hours(DAY_SHIFT))).toBeInTheDocument();
  }, 20_000);
});

describe('Employee page: availability', () => {
  it('loads the days, and saves the ones switched on with their hours', async () => {
    serve({ days: [{ dayOfWeek: 1, startTime: '09:00', endTime: '17:00' }, { dayOfWeek: 3, startTime: '10:00', endTime: '14:00' }] });
    api.on(`PUT ${BASE}/availability`, ({ body }) => ok(body));
    const { user } = render();
    await screen.findByRole('heading', { level: 2, name: 'Availability' });
    const monday = within(await waitFor(() => group('Monday')));
    expect(monday.getByRole('switch', { name: 'Available' })).toBeChecked();
    expect(monday.getByLabelText('From')).toHaveValue('09:00');
    expect(monday.getByLabelText('To')).toHaveValue('17:00');
    expect(within(group('Tuesday')).getByRole('switch', { name: 'Available' })).not.toBeChecked();
    expect(within(group('Tuesday')).getByText('Not available')).toBeInTheDocument();

    await user.click(within(group('Tuesday')).getByRole('switch', { name: 'Available' }));
    await user.clear(within(group('Tuesday')).getByLabelText('To'));
    await user.type(within(group('Tuesday')).getByLabelText('To'), '13:00');
    await user.click(within(group('Wednesday')).getByRole('switch', { name: 'Available' }));
    await user.click(within(group('Sunday')).getByRole('switch', { name: 'Available' }));
    await user.click(screen.getByRole('button', { name: 'Save availability' }));

    await waitFor(() => expect(api.calls(`PUT ${BASE}/availability`)).toHaveLength(1));
    expect(api.calls(`PUT ${BASE}/availability`)[0]!.body).toEqual({
      days: [
        { dayOfWeek: 0, startTime: '09:00', endTime: '17:00' },
        { dayOfWeek: 1, startTime: '09:00', endTime: '17:00' },
        { dayOfWeek: 2, startTime: '09:00', endTime: '13:00' },
      ],
    });
    expect(await screen.findByText('Availability saved')).toBeInTheDocument();
  });

  it('refuses an end before the start, and sends nothing', async () => {
    serve();
    const { user } = render();
    const monday = within(await waitFor(() => group('Monday')));
    await user.clear(monday.getByLabelText('To'));
    await user.type(monday.getByLabelText('To'), '08:00');
    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await monday.findByText('The end time must be after the start time, on the same day')).toBeInTheDocument();
    expect(monday.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls(`PUT ${BASE}/availability`)).toHaveLength(0);
  });

  it('says when the availability cannot load, and retries', async () => {
    serve();
    api.on(`GET ${BASE}/availability`, fail(500, 'boom', 'INTERNAL_ERROR'));
    const { user } = render();
    expect(await screen.findByText('Failed to load the availability', {}, { timeout: 10_000 })).toBeInTheDocument();
    api.on(`GET ${BASE}/availability`, ok({ days: [] }));
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await waitFor(() => group('Monday'))).toBeInTheDocument();
  }, 20_000);
});
