import { screen, waitFor, within } from '@testing-library/react';
import type { CompanyFieldSummary, ScheduleTemplate } from '@pitchside/shared-api/contracts/field';
import { fail, ok } from '@pitchside/shared-api/client/testing/fake-api';
import { renderPage } from '../../testing/render-page';
import { BulkSchedulePage } from './bulk-schedule-page';
import { signedInStore, setUpFakeApi } from './testing/fake-api-setup';
import { FIELD_ID, OTHER_FIELD_ID, nextId } from './testing/field-fixtures';

const api = setUpFakeApi();

const DRAFT_ID = nextId();

function summary(id: string, name: string, city: string, publicationState: CompanyFieldSummary['publicationState']): CompanyFieldSummary {
  return {
    id, name, city, publicationState, sportType: 'football', surfaceType: 'grass', indoor: false, capacity: 10, basePricePerHour: 4000,
    currency: 'USD', country: 'US', latitude: 40.7, longitude: -74, primaryImageUrl: null, amenities: [], companyName: 'Green Park Sports',
    status: 'active', imageCount: 1, scheduleCount: 0, updatedAt: '2025-01-10T12:00:00.000Z',
  };
}

const LISTS: Record<string, CompanyFieldSummary[]> = {
  published: [summary(FIELD_ID, 'Riverside Pitch', 'New York', 'published'), summary(OTHER_FIELD_ID, 'Hilltop Court', 'Boston', 'published')],
  draft: [summary(DRAFT_ID, 'Harbour Cage', 'New York', 'draft')],
};

const everyDay = (openTime: string, closeTime: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, openTime, closeTime, slotDuration: 60, breakDuration: 0, isActive: true }));
const TEMPLATES: ScheduleTemplate[] = [
  { id: 'business_hours', name: 'Business hours', schedules: everyDay('09:00', '17:00').filter((s) => s.dayOfWeek >= 1 && s.dayOfWeek <= 5) },
  { id: 'sports_center', name: 'Sports center', schedules: everyDay('06:00', '22:00') },
  { id: 'weekend_only', name: 'Weekend only', schedules: everyDay('08:00', '20:00').filter((s) => s.dayOfWeek === 0 || s.dayOfWeek === 6) },
];

function serveLists() {
  api.on('GET companies/fields', ({ query }) => {
    const fields = LISTS[query.get('state') ?? ''] ?? [];
    return ok({ fields, pagination: { page: 1, limit: 50, total: fields.length, totalPages: 1 }, counts: { published: 2, draft: 1, archived: 0 } });
  });
  api.on('GET schedule-templates', ok(TEMPLATES));
}

const render = () => renderPage(<BulkSchedulePage />, { store: signedInStore(api.baseUrl), path: '/company/fields/bulk-schedule', route: '/company/fields/bulk-schedule' });
const fieldList = () => screen.findByRole('list', { name: 'Fields' });
const apply = () => screen.getByRole('button', { name: 'Apply' });

describe('BulkSchedulePage', { timeout: 15_000 }, () => {
  it('lists published fields and drafts, searches them, selects all that show and clears', async () => {
    serveLists();
    const { user } = render();
    expect(screen.getByRole('heading', { level: 1, name: 'Bulk scheduling' })).toBeInTheDocument();
    const list = within(await fieldList());
    expect(list.getAllByRole('checkbox').map((box) => box.getAttribute('aria-checked'))).toEqual(['false', 'false', 'false']);
    expect(list.getByText('Draft')).toBeInTheDocument();
    expect(api.calls('GET companies/fields').map((call) => call.query.get('state')).sort()).toEqual(['draft', 'published']);

    await user.type(screen.getByRole('searchbox', { name: 'Search fields' }), 'new york');
    expect(within(await fieldList()).getAllByRole('checkbox')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Select all' }));
    expect(screen.getByText('2 fields selected')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search fields' }));
    expect(within(await fieldList()).getByRole('checkbox', { name: /Hilltop Court/ })).toHaveAttribute('aria-checked', 'false');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('0 fields selected')).toBeInTheDocument();
  });

  it("asks for 'Select fields and a template, or fields and days' before sending anything", async () => {
    serveLists();
    const { user } = render();
    await fieldList();
    await user.click(apply());
    expect(await screen.findByText('Select fields and a template, or fields and days')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Template' }), 'business_hours');
    await user.click(apply());
    expect(screen.getByText('Select fields and a template, or fields and days')).toBeInTheDocument();
    await user.click(within(await fieldList()).getByRole('checkbox', { name: /Riverside Pitch/ }));
    await user.click(screen.getByRole('tab', { name: 'Custom days' }));
    await user.click(apply());
    expect(screen.getByText('Select fields and a template, or fields and days')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls('POST fields/bulk-schedule')).toHaveLength(0);
  });

  it('previews a template for the chosen fields, applies it after confirmation and lists the result per field', async () => {
    serveLists();
    api.on('POST fields/bulk-schedule', ok({
      results: [{ fieldId: FIELD_ID, ok: true }, { fieldId: DRAFT_ID, ok: false, message: 'Field not found' }],
    }));
    const { user } = render();
    const list = within(await fieldList());
    await user.click(list.getByRole('checkbox', { name: /Riverside Pitch/ }));
    await user.click(list.getByRole('checkbox', { name: /Harbour Cage/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Template' }), 'weekend_only');
    const preview = within(screen.getByRole('list', { name: 'Hours per weekday' }));
    expect(preview.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Sunday08:00–20:00 · 60-min slots · × 2 fields', 'MondayClosed', 'TuesdayClosed', 'WednesdayClosed', 'ThursdayClosed',
      'FridayClosed', 'Saturday08:00–20:00 · 60-min slots · × 2 fields',
    ]);
    await user.click(apply());
    const confirm = within(screen.getByRole('alertdialog', { name: 'Apply these hours to 2 fields?' }));
    await user.click(confirm.getByRole('button', { name: 'Apply' }));
    const results = within(await screen.findByRole('list', { name: 'Result per field' }));
    expect(api.calls('POST fields/bulk-schedule')[0]?.body).toEqual({ fieldIds: [FIELD_ID, DRAFT_ID], template: 'weekend_only' });
    expect(results.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Riverside PitchUpdated', 'Harbour CageNot updatedField not found',
    ]);
    expect(screen.getByText('1 of 2 fields updated')).toBeInTheDocument();
  });

  it('checks custom days with the schedule contract and sends the open ones', async () => {
    serveLists();
    api.on('POST fields/bulk-schedule', ({ body }) => ok({
      results: (body as { fieldIds: string[] }).fieldIds.map((fieldId) => ({ fieldId, ok: true })),
    }));
    const { user } = render();
    await user.click(within(await fieldList()).getByRole('checkbox', { name: /Hilltop Court/ }));
    await user.click(screen.getByRole('tab', { name: 'Custom days' }));
    const day = (name: string) => within(screen.getByRole('group', { name }));
    await user.click(day('Monday').getByRole('switch', { name: 'Open on Monday' }));
    await user.clear(day('Monday').getByLabelText(/^Slot length/));
    await user.type(day('Monday').getByLabelText(/^Slot length/), '90');
    await user.click(day('Tuesday').getByRole('switch', { name: 'Open on Tuesday' }));
    await user.clear(day('Tuesday').getByLabelText(/^Opens/));
    await user.type(day('Tuesday').getByLabelText(/^Opens/), '18:00');
    await user.click(apply());
    expect(await day('Tuesday').findByText('Invalid time range')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(day('Tuesday').getByRole('switch', { name: 'Open on Tuesday' }));
    await user.click(apply());
    await user.click(within(screen.getByRole('alertdialog', { name: 'Apply these hours to 1 field?' })).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(api.calls('POST fields/bulk-schedule')).toHaveLength(1));
    expect(api.calls('POST fields/bulk-schedule')[0]?.body).toEqual({
      fieldIds: [OTHER_FIELD_ID],
      days: [{ dayOfWeek: 1, openTime: '09:00', closeTime: '17:00', slotDuration: 90, breakDuration: 0, isActive: true }],
    });
    expect(await screen.findByText('1 of 1 field updated')).toBeInTheDocument();
  });

  it('reports a failed field list with a retry, and a failed apply with the documented words', async () => {
    serveLists();
    let failing = true;
    api.on('GET companies/fields', ({ query }) => {
      if (failing) return fail(500, 'Boom', 'SERVER_ERROR');
      const fields = LISTS[query.get('state') ?? ''] ?? [];
      return ok({ fields, pagination: { page: 1, limit: 50, total: fields.length, totalPages: 1 }, counts: { published: 2, draft: 1, archived: 0 } });
    });
    api.on('POST fields/bulk-schedule', fail(500, 'Boom', 'SERVER_ERROR'));
    const { user } = render();
    expect(await screen.findByText('Failed to load fields')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(within(await fieldList()).getByRole('checkbox', { name: /Riverside Pitch/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Template' }), 'sports_center');
    await user.click(apply());
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Failed to apply the schedules')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Result per field' })).not.toBeInTheDocument();
  });

  it('tells an employee without the permission so, and loads nothing', () => {
    renderPage(<BulkSchedulePage />, { store: signedInStore(api.baseUrl, 'EMPLOYEE', []), path: '/company/fields/bulk-schedule' });
    expect(screen.getByText("You don't have permission to manage field schedules and pricing.")).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
