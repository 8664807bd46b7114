import { screen, waitFor, within } from '@testing-library/react';
import {
  BOOKING_RULE_DEFAULTS, COMPANY_SETTINGS_MESSAGES as M, type CompanySettings,
} from '@pitchside/shared-api/contracts/company-settings';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { Permission, Role } from '@pitchside/shared-api/contracts/roles';
import { fail, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { createTestStore, renderPage } from '../../testing/render-page';
import { signIn } from '../../testing/session';
import { SettingsPage } from './settings-page';

const api = fakeApiForFile();

const COMPANY = '00000000-0000-4000-8000-00000000c0de';
const SETTINGS: CompanySettings = {
  booking: {
    holdMinutes: 10, freeCancellationHours: 24, lateRefundPercent: 0, maxDurationMinutes: 180, requiresConfirmation: true,
    checkInOpensMinutes: 60, taxRatePercent: 8.88, processingFee: 150, payOnSite: false,
  },
  currency: 'EUR',
};

/** Serves the settings and stores what PUT and reset change, as the API does. */
function serveSettings(initial: CompanySettings = SETTINGS) {
  let current = structuredClone(initial);
  api.on('GET companies/settings', () => ok(current));
  api.on('PUT companies/settings', ({ body }) => {
    current = { ...current, booking: { ...current.booking, ...(body as { booking: object }).booking } };
    return { ...ok(current, M.saved), delay: 150 };
  });
  api.on('POST companies/settings/reset', () => {
    current = { ...current, booking: BOOKING_RULE_DEFAULTS };
    return ok(current, M.reset);
  });
}

const render = ({ role = 'COMPANY_OWNER' as Role, permissions = [] as Permission[], path = '/company/settings', language = 'en' as LanguageCode } = {}) =>
  renderPage(<SettingsPage />, { store: signIn(createTestStore(api.baseUrl), role, permissions), path, route: '/company/settings', language });

const input = (label: RegExp) => screen.getByRole('textbox', { name: label });
const save = () => screen.getByRole('button', { name: /^Save changes/ });

async function retype(user: ReturnType<typeof render>['user'], label: RegExp, text: string) {
  await user.clear(input(label));
  if (text) await user.type(input(label), text);
}

describe('Company settings: booking rules', () => {
  it('loads the rules into the form, the fee as money in the company currency', async () => {
    serveSettings();
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Company settings' })).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Loading settings' })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Booking rules' });
    expect(input(/^Hold time \(minutes\)/)).toHaveValue('10');
    expect(input(/^Longest booking/)).toHaveValue('180');
    expect(input(/^Free cancellation/)).toHaveValue('24');
    expect(input(/^Refund for a late cancellation/)).toHaveValue('0');
    expect(input(/^Check-in opens/)).toHaveValue('60');
    expect(input(/^Tax rate/)).toHaveValue('8.88');
    expect(input(/^Processing fee \(EUR\)/)).toHaveValue('1.50');
    expect(input(/^Processing fee/)).toHaveAccessibleDescription('Added to every booking, from €0.00 to €100.00.');
    expect(input(/^Hold time/)).toHaveAccessibleDescription(
      'How long a new booking keeps its slot while the customer pays: 5 to 30 minutes.',
    );
    expect(within(section).getByRole('switch', { name: 'Managers confirm paid bookings' })).toBeChecked();
    expect(within(section).getByRole('switch', { name: 'Pay on site' })).not.toBeChecked();
  });

  it('checks the inputs against the rules before sending anything', async () => {
    serveSettings();
    const { user } = render();
    await screen.findByRole('region', { name: 'Booking rules' });
    await retype(user, /^Hold time/, '3');
    await retype(user, /^Longest booking/, '100');
    await retype(user, /^Tax rate/, '12.345');
    await retype(user, /^Processing fee/, '');
    await user.click(save());
    expect(await screen.findByText('Enter a whole number of minutes from 5 to 30.')).toBeInTheDocument();
    expect(screen.getByText('Enter 30 to 720 minutes, in steps of 15.')).toBeInTheDocument();
    expect(screen.getByText('Enter a rate from 0 to 30 %, with up to 2 decimals.')).toBeInTheDocument();
    expect(screen.getByText('Enter an amount from €0.00 to €100.00.')).toBeInTheDocument();
    expect(input(/^Hold time/)).toHaveAttribute('aria-invalid', 'true');
    expect(input(/^Free cancellation/)).not.toHaveAttribute('aria-invalid');
    expect(input(/^Hold time/)).toHaveFocus();
    expect(api.calls('PUT companies/settings')).toHaveLength(0);
    // Editing an input clears its message only.
    await retype(user, /^Hold time/, '15');
    expect(screen.queryByText('Enter a whole number of minutes from 5 to 30.')).not.toBeInTheDocument();
    expect(screen.getByText('Enter 30 to 720 minutes, in steps of 15.')).toBeInTheDocument();
  });

  it('sends only the rules that changed, shows the save busy, then confirms', async () => {
    serveSettings();
    const { user } = render();
    await screen.findByRole('region', { name: 'Booking rules' });
    await retype(user, /^Hold time/, '20');
    await retype(user, /^Tax rate/, '12,5');
    await retype(user, /^Processing fee/, '2.75');
    await user.click(screen.getByRole('switch', { name: 'Pay on site' }));
    await user.click(save());
    await waitFor(() => expect(save()).toHaveAttribute('aria-busy', 'true'));
    expect(await screen.findByText('Booking rules saved')).toBeInTheDocument();
    expect(api.calls('PUT companies/settings').map((request) => request.body)).toEqual([
      { booking: { holdMinutes: 20, taxRatePercent: 12.5, processingFee: 275, payOnSite: true } },
    ]);
    await waitFor(() => expect(save()).not.toHaveAttribute('aria-busy'));
    expect(input(/^Tax rate/)).toHaveValue('12.5');
    expect(input(/^Processing fee/)).toHaveValue('2.75');

    // Saved values are the new baseline: saving again has nothing to send.
    await user.click(save());
    expect(await screen.findByText('Nothing to save: no rule was changed')).toBeInTheDocument();
    expect(api.calls('PUT companies/settings')).toHaveLength(1);
  });

  it('shows the API\'s messages at the inputs they name, and other failures in a toast', async () => {
    serveSettings();
    api.on('PUT companies/settings', fail(400, 'Validation failed. Please check your input.', 'VALIDATION_ERROR', {
      errors: [{ field: 'booking.lateRefundPercent', message: M.lateRefundPercent }, { field: 'booking.checkInOpensMinutes', message: 'Stored value refused' }],
    }));
    const { user } = render();
    await screen.findByRole('region', { name: 'Booking rules' });
    await retype(user, /^Refund for a late cancellation/, '50');
    await user.click(save());
    expect(await screen.findByText('Enter a whole percentage from 0 to 100.')).toBeInTheDocument();
    expect(screen.getByText('Stored value refused')).toBeInTheDocument();
    expect(input(/^Refund for a late cancellation/)).toHaveAttribute('aria-invalid', 'true');

    api.on('PUT companies/settings', fail(500, 'An unexpected error occurred', 'INTERNAL_ERROR'));
    await retype(user, /^Refund for a late cancellation/, '40');
    await user.click(save());
    expect(await screen.findByText('Failed to update settings')).toBeInTheDocument();
    expect(input(/^Refund for a late cancellation/)).toHaveValue('40');
  });

  it('resets every rule to its default after a confirmation', async () => {
    serveSettings({ ...SETTINGS, booking: { ...SETTINGS.booking, holdMinutes: 25, payOnSite: true } });
    const { user } = render();
    await screen.findByRole('region', { name: 'Booking rules' });

    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Reset the booking rules?' });
    expect(dialog).toHaveTextContent('10-minute holds, bookings of up to 180 minutes, free cancellation until 24 hours before');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls('POST companies/settings/reset')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Reset the booking rules?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Booking rules reset to defaults')).toBeInTheDocument();
    expect(api.calls('POST companies/settings/reset')).toHaveLength(1);
    expect(input(/^Hold time/)).toHaveValue('10');
    expect(input(/^Tax rate/)).toHaveValue('0');
    expect(input(/^Processing fee/)).toHaveValue('0.00');
    expect(screen.getByRole('switch', { name: 'Pay on site' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Managers confirm paid bookings' })).not.toBeChecked();
  });

  it('says the settings could not be fetched and fetches them again on retry', async () => {
    api.on('GET companies/settings', fail(500, 'An unexpected error occurred', 'INTERNAL_ERROR'));
    const { user } = render();
    expect((await screen.findByText('Failed to fetch settings')).closest('[role="alert"]')).toBeInTheDocument();
    serveSettings();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Booking rules' })).toBeInTheDocument();
    expect(input(/^Hold time/)).toHaveValue('10');
  });
});

describe('Company settings: access', () => {
  it('tells an employee, even a manager, that company management is not theirs, without asking the API', async () => {
    serveSettings();
    render({ role: 'EMPLOYEE', permissions: ['MANAGE_FIELDS', 'MANAGE_RESERVATIONS', 'VIEW_ANALYTICS'] });
    expect(await screen.findByText("You don't have permission to access company management features.")).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Booking rules' })).not.toBeInTheDocument();
    expect(api.calls('GET companies/settings')).toHaveLength(0);
  });

  it('asks a super admin to choose a company, then manages the one named in the address', async () => {
    serveSettings();
    const first = render({ role: 'SUPER_ADMIN' });
    expect(await screen.findByRole('heading', { name: 'Choose a company' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to companies' })).toHaveAttribute('href', '/admin/companies');
    expect(api.calls('GET companies/settings')).toHaveLength(0);
    first.unmount();

    const { user } = render({ role: 'SUPER_ADMIN', path: `/company/settings?companyId=${COMPANY}` });
    await screen.findByRole('region', { name: 'Booking rules' });
    expect(api.calls('GET companies/settings')[0]?.query.get('companyId')).toBe(COMPANY);
    await retype(user, /^Hold time/, '12');
    await user.click(save());
    await screen.findByText('Booking rules saved');
    expect(api.calls('PUT companies/settings')[0]?.query.get('companyId')).toBe(COMPANY);
  });

  it('reads right to left in Arabic', async () => {
    serveSettings();
    render({ language: 'ar' });
    expect(await screen.findByRole('region', { name: 'قواعد الحجز' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^مدة الحجز المؤقت/ })).toHaveValue('10');
    expect(screen.getByRole('heading', { level: 1 }).closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });
});
