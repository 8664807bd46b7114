import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectCurrentUser } from '@pitchside/shared-api/client/auth-slice';
import { selectTheme } from '@pitchside/shared-api/client/preferences-slice';
import { fail, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { customer, profileOf } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';
import ProfilePage from './profile-page';

const api = fakeApiForFile();

const QR = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const render = (entry = '/profile') => renderPage(<ProfilePage />, { store: api.createStore(), route: entry.startsWith('/settings') ? '/settings' : '/profile', path: entry, user: customer });

describe('profile page', () => {
  it('shows a skeleton, then the profile', async () => {
    api.on('GET auth/profile', { ...ok({ user: profileOf() }), delay: 60 });
    render();
    expect(screen.getByRole('status', { name: 'Loading your profile' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^first name/i)).toHaveValue('Ana');
    expect(screen.getByLabelText(/^phone number/i)).toHaveValue('+33 6 12 34 56 78');
    expect(screen.getByLabelText(/^date of birth/i)).toHaveValue('1990-04-12');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  });

  it("says 'Failed to fetch profile' and retries", async () => {
    api.on('GET auth/profile', fail(404, 'User not found', 'NOT_FOUND'));
    const { user } = render();
    expect(await screen.findByText('Failed to fetch profile')).toBeInTheDocument();
    api.on('GET auth/profile', ok({ user: profileOf() }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/^first name/i)).toHaveValue('Ana');
  });

  it('saves only the changed fields, once something changed', async () => {
    api.on('GET auth/profile', ok({ user: profileOf() }));
    api.on('PUT auth/profile', (request) => ok({ user: profileOf(request.body as object) }, 'Profile updated successfully'));
    const { user, store } = render();
    const firstName = await screen.findByLabelText(/^first name/i);
    const save = within(firstName.closest('form') as HTMLElement).getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    await user.clear(firstName);
    await user.type(firstName, 'Anna');
    await user.clear(screen.getByLabelText(/^nationality/i));
    await user.click(save);
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({ firstName: 'Anna', nationality: null });
    await waitFor(() => expect(selectCurrentUser(store.getState())?.firstName).toBe('Anna'));
    await waitFor(() => expect(save).toBeDisabled());
  });

  it("checks fields with the contract and toasts 'Failed to update profile' when the server refuses", async () => {
    api.on('GET auth/profile', ok({ user: profileOf() }));
    api.on('PUT auth/profile', fail(409, 'An account with this email already exists', 'EMAIL_TAKEN'));
    const { user } = render();
    const phone = await screen.findByLabelText(/^phone number/i);
    await user.clear(phone);
    await user.type(phone, 'abc');
    await user.click(screen.getAllByRole('button', { name: 'Save changes' })[0]!);
    expect(await screen.findByText('Invalid phone number')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    await user.clear(phone);
    await user.type(screen.getByLabelText(/^email/i), 'x');
    await user.click(screen.getAllByRole('button', { name: 'Save changes' })[0]!);
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(screen.getByText('An account with this email already exists')).toBeInTheDocument();
  });

  it('rejects a picture that is too big or of the wrong type before uploading', async () => {
    api.on('GET auth/profile', ok({ user: profileOf() }));
    render();
    const input = await screen.findByLabelText('Choose a picture', { selector: 'input' });
    const free = userEvent.setup({ applyAccept: false });
    await free.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('The picture must not be larger than 5 MB.')).toHaveAttribute('role', 'alert');
    await free.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('Choose a JPG, PNG or GIF image.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('button', { name: 'Upload picture' })).not.toBeInTheDocument();
    await free.upload(input, new File([new Uint8Array([0x89, 0x50])], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Preview of the new profile picture' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload picture' })).toBeEnabled();
    expect(api.requests.filter((r) => r.path.startsWith('auth/profile/picture'))).toHaveLength(0);
  });

  it('enables two-factor: QR code and key, then a verified code', async () => {
    api.on('GET auth/profile', ok({ user: profileOf() }));
    api.on('POST auth/2fa/enable', ok({ otpauthUrl: 'otpauth://totp/Pitchside:ana%40example.com?secret=JBSWY3DPEHPK3PXP', qrCodeDataUrl: QR, secret: 'JBSWY3DPEHPK3PXP' }));
    api.on('POST auth/2fa/verify', (request) =>
      (request.body as { code: string }).code === '123456' ? ok({ twoFactorEnabled: true }) : fail(400, 'Invalid two-factor code', 'INVALID_TWO_FACTOR_CODE'),
    );
    const { user } = render('/profile?tab=security');
    await user.click(await screen.findByRole('button', { name: 'Enable two-factor authentication' }));
    expect(await screen.findByRole('img', { name: 'QR code to add Pitchside to your authenticator app' })).toHaveAttribute('src', QR);
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    const code = screen.getByLabelText(/6-digit code/i);
    await user.type(code, '000000{Enter}');
    expect(await screen.findByText('Invalid two-factor code')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '123456{Enter}');
    expect(await screen.findByText('Two-factor authentication enabled')).toBeInTheDocument();
    expect(await screen.findByText('Two-factor authentication is on.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disable two-factor authentication' })).toBeInTheDocument();
  });

  it('saves the notification switches as one settings object', async () => {
    api.on('GET auth/profile', ok({ user: profileOf() }));
    api.on('PUT auth/profile', (request) => ok({ user: profileOf(request.body as object) }));
    const { user } = render('/profile?tab=notifications');
    const sms = await screen.findByRole('switch', { name: 'SMS notifications' });
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(sms).not.toBeChecked();
    expect(save).toBeDisabled();
    await user.click(sms);
    expect(sms).toBeChecked();
    await user.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      notificationSettings: { email: true, sms: true, push: true, bookingReminders: true, promotions: false, newsletter: false },
    });
  });

  it('opens the preferences on /settings and applies a saved theme', async () => {
    api.on('GET auth/profile', ok({ user: profileOf() }));
    api.on('PUT auth/profile', () => ok({ user: profileOf({ preferences: { language: 'en', theme: 'dark', currency: 'EUR', timezone: 'Europe/Paris' } }) }));
    const { user, store } = render('/settings');
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('Theme'), 'dark');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(selectTheme(store.getState())).toBe('dark'));
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({ preferences: { language: 'en', theme: 'dark', currency: 'EUR', timezone: 'Europe/Paris' } });
  });
});
