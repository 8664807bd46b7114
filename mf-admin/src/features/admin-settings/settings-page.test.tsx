import { screen, waitFor, within } from '@testing-library/react';
import { fail, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { ADMIN_MESSAGES, type PlatformSettings } from '@pitchside/shared-api/contracts/admin';
import { platformSettings } from '../../testing/admin-fixtures';
import { createTestStore, renderPage } from '../../testing/render-page';
import { SettingsPage } from './settings-page';

const api = fakeApiForFile();

const render = (language?: 'en' | 'ar') => renderPage(<SettingsPage />, { store: createTestStore(api.baseUrl), language });

/** Serves the settings and keeps what PUT changes, with a new version time, as the API does. */
function serveSettings(initial: PlatformSettings = platformSettings()) {
  let current = initial;
  api.on('GET admin/settings', () => ok(current));
  api.on('PUT admin/settings', ({ body }) => {
    const { updatedAt: _version, ...changes } = body as Partial<PlatformSettings>;
    current = { ...current, ...changes, updatedAt: '2026-03-04T08:00:00.000Z' };
    return ok(current);
  });
}

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Save settings' });

describe('Admin SettingsPage (/admin/settings)', () => {
  it('loads the settings into the form, with a live preview of the banner per language, right to left in Arabic', async () => {
    serveSettings();
    const { user } = render();
    expect(screen.getByRole('heading', { level: 1, name: 'Platform settings' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading settings' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Show the banner' })).not.toBeChecked();
    expect(textbox(/^Message in English/)).toHaveValue('Maintenance tonight');
    expect(textbox(/^Message in Arabic/)).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('switch', { name: 'Companies may register' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /^Plan of a new company/ })).toHaveValue('basic');
    expect(textbox(/^Support e-mail/)).toHaveValue('support@pitchside.example');

    const arabic = screen.getByRole('figure', { name: /^Preview in Arabic/ });
    expect(within(arabic).getByText('صيانة الليلة')).toHaveAttribute('lang', 'ar');
    expect(within(arabic).getByText('صيانة الليلة').parentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('figure', { name: /^Preview in English/ })).toHaveTextContent('hidden while the banner is off');

    await user.clear(textbox(/^Message in French/));
    await user.type(textbox(/^Message in French/), 'Coupure à 22 h');
    const french = screen.getByRole('figure', { name: /^Preview in French/ });
    expect(within(french).getByText('Coupure à 22 h').parentElement).toHaveAttribute('dir', 'ltr');
    await user.click(screen.getByRole('switch', { name: 'Show the banner' }));
    expect(french).not.toHaveTextContent('hidden while the banner is off');
  });

  it('saves the whole form and says so', async () => {
    serveSettings();
    const { user } = render();
    await user.click(await screen.findByRole('switch', { name: 'Show the banner' }));
    await user.click(screen.getByRole('switch', { name: 'Companies may register' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Plan of a new company/ }), 'premium');
    await user.clear(textbox(/^Support e-mail/));
    await user.type(textbox(/^Support e-mail/), 'help@pitchside.example');
    await user.click(save());
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(api.calls('PUT admin/settings').map((call) => call.body)).toEqual([{
      maintenanceBanner: { enabled: true, message: { en: 'Maintenance tonight', fr: 'Maintenance ce soir', ar: 'صيانة الليلة' } },
      companyRegistrationOpen: false,
      defaultPlan: 'premium',
      supportEmail: 'help@pitchside.example',
      updatedAt: '2026-03-01T12:00:00.000Z',
    }]);
    // The form starts again from what is saved.
    expect(await screen.findByText(/^Last saved Mar 4, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Show the banner' })).toBeChecked();
  });

  it('checks the values against the contract before sending them', async () => {
    serveSettings();
    const { user } = render();
    await user.click(await screen.findByRole('switch', { name: 'Show the banner' }));
    await user.clear(textbox(/^Message in English/));
    await user.clear(textbox(/^Support e-mail/));
    await user.type(textbox(/^Support e-mail/), 'not-an-address');
    await user.click(save());
    expect(await screen.findByText('Check the highlighted fields')).toBeInTheDocument();
    expect(textbox(/^Message in English/)).toHaveAccessibleDescription(expect.stringContaining(ADMIN_MESSAGES.bannerMessageRequired));
    expect(textbox(/^Support e-mail/)).toHaveAccessibleDescription(expect.stringContaining('Enter a valid e-mail address'));
    expect(textbox(/^Support e-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('PUT admin/settings')).toHaveLength(0);
  });

  it("shows the API's 400 field errors at their inputs", async () => {
    serveSettings();
    api.on('PUT admin/settings', fail(400, 'Validation failed', 'VALIDATION_ERROR', {
      errors: [
        { field: 'supportEmail', message: 'This address does not receive e-mail' },
        { field: 'maintenanceBanner.message.fr', message: 'Too long for the banner' },
      ],
    }));
    const { user } = render();
    await user.type(await screen.findByRole('textbox', { name: /^Message in French/ }), '!');
    await user.click(save());
    expect(await screen.findByText('Check the highlighted fields')).toBeInTheDocument();
    expect(textbox(/^Support e-mail/)).toHaveAccessibleDescription(expect.stringContaining('This address does not receive e-mail'));
    expect(textbox(/^Message in French/)).toHaveAccessibleDescription(expect.stringContaining('Too long for the banner'));
    expect(textbox(/^Message in French/)).toHaveAttribute('aria-invalid', 'true');
    expect(textbox(/^Message in English/)).not.toHaveAttribute('aria-invalid');
    expect(api.calls('PUT admin/settings')).toHaveLength(1);
  });

  it('translates the contract messages of a 400', async () => {
    serveSettings(platformSettings({ maintenanceBanner: { enabled: true, message: { en: 'x', fr: '', ar: '' } } }));
    api.on('PUT admin/settings', fail(400, 'Validation failed', 'VALIDATION_ERROR', {
      errors: [{ field: 'maintenanceBanner.message.en', message: ADMIN_MESSAGES.bannerMessageRequired }],
    }));
    const { user } = render('ar');
    await user.click(await screen.findByRole('button', { name: 'حفظ الإعدادات' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^الرسالة بالإنجليزية/ }))
      .toHaveAccessibleDescription(expect.stringContaining('اللافتة المفعّلة تحتاج إلى رسالتها بالإنجليزية')));
  });

  it('offers a retry when the settings cannot be read', async () => {
    api.on('GET admin/settings', fail(403, 'Forbidden', 'FORBIDDEN'));
    const { user } = render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load settings');
    serveSettings();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Show the banner' })).toBeInTheDocument();
  });
});
