import { screen, waitFor, within } from '@testing-library/react';
import { fail, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { ADMIN_ERROR_CODES, ADMIN_MESSAGES, type AdminUserDetail } from '@pitchside/shared-api/contracts/admin';
import { companyId, userDetail, userId } from '../../testing/admin-fixtures';
import { createTestStore, renderPage } from '../../testing/render-page';
import { UserPage } from './user-page';

const api = fakeApiForFile();
const ID = userId(1);

const render = (language?: 'en' | 'ar') =>
  renderPage(<UserPage />, { store: createTestStore(api.baseUrl), path: `/admin/users/${ID}`, route: '/admin/users/:id', language });

/** Serves the account and what each action makes of it, as the API does. */
function serveUser(initial: AdminUserDetail = userDetail(1)) {
  let current = initial;
  api.on('GET admin/users/:id', () => ok(current));
  api.on('POST admin/users/:id/lock', ({ body }) => {
    current = { ...current, status: 'locked', lockedAt: '2026-03-03T10:00:00.000Z', lockReason: (body as { reason: string }).reason };
    return ok(current);
  });
  api.on('POST admin/users/:id/unlock', () => {
    current = { ...current, status: current.emailVerified ? 'active' : 'unverified', lockedAt: null, lockReason: null };
    return ok(current);
  });
  api.on('POST admin/users/:id/password-reset', () => ok(current, ADMIN_MESSAGES.passwordResetSent));
  api.on('POST admin/users/:id/resend-verification', () => ok(current, ADMIN_MESSAGES.verificationSent));
  api.on('POST admin/users/:id/verify-email', () => {
    current = { ...current, emailVerified: true, status: current.status === 'locked' ? 'locked' : 'active' };
    return ok(current, ADMIN_MESSAGES.emailVerified);
  });
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const value = (region: string, label: string) => section(region).getByText(label).nextElementSibling;

describe('Admin UserPage (/admin/users/:id)', () => {
  it('shows the account, its company, bookings and payments per currency', async () => {
    serveUser(userDetail(1, { role: 'EMPLOYEE', company: { id: companyId(1), name: 'Arena Sports', relation: 'employee' }, twoFactorEnabled: true }));
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam1 Rivera' })).toBeInTheDocument();
    expect(screen.getByText('sam1@example.com · Employee')).toBeInTheDocument();
    expect(value('Account', 'Language')).toHaveTextContent('French');
    expect(value('Access and security', 'Two-step sign-in')).toHaveTextContent('On');
    expect(value('Access and security', 'E-mail verified')).toHaveTextContent('Yes');
    expect(section('Company and bookings').getByRole('link', { name: 'Arena Sports' })).toHaveAttribute('href', `/admin/companies/${companyId(1)}`);
    expect(value('Company and bookings', 'Bookings')).toHaveTextContent('12');
    expect(within(section('Company and bookings').getByRole('list', { name: 'Paid for bookings' })).getAllByRole('listitem').map((item) => item.textContent))
      .toEqual(['€450.00', '$120.00']);
    // A verified account has nothing to verify.
    expect(screen.queryByRole('button', { name: 'Mark e-mail verified' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Their admin actions' })).not.toBeInTheDocument();
  });

  it('locks only with a reason, posts it, and shows the lock', async () => {
    serveUser();
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Lock account' }));
    const dialog = within(screen.getByRole('dialog', { name: "Lock Sam1 Rivera's account?" }));
    await user.click(dialog.getByRole('button', { name: 'Lock account' }));
    expect(dialog.getByRole('textbox', { name: /^Reason/ })).toHaveAccessibleDescription(expect.stringContaining(ADMIN_MESSAGES.reasonRequired));
    expect(api.calls('POST admin/users/:id/lock')).toHaveLength(0);

    await user.type(dialog.getByRole('textbox', { name: /^Reason/ }), 'Chargeback fraud');
    await user.click(dialog.getByRole('button', { name: 'Lock account' }));
    expect(await screen.findByText("Sam1 Rivera's account is locked")).toBeInTheDocument();
    expect(api.calls('POST admin/users/:id/lock').map((call) => call.body)).toEqual([{ reason: 'Chargeback fraud' }]);
    expect(await screen.findByRole('button', { name: 'Unlock account' })).toBeInTheDocument();
    expect(value('Access and security', 'Lock reason')).toHaveTextContent('Chargeback fraud');
    expect(screen.getByRole('alert')).toHaveTextContent('Reason: Chargeback fraud.');
  });

  it.each([
    [ADMIN_MESSAGES.selfLock, ADMIN_ERROR_CODES.selfLock],
    [ADMIN_MESSAGES.lastSuperAdmin, ADMIN_ERROR_CODES.lastSuperAdmin],
    [ADMIN_MESSAGES.alreadyLocked, ADMIN_ERROR_CODES.alreadyLocked],
  ])('says the 409 "%s" and reads the account again', async (message, code) => {
    serveUser(userDetail(1, { role: 'SUPER_ADMIN' }));
    api.on('POST admin/users/:id/lock', fail(409, message, code));
    const { user } = render();
    expect(await screen.findByRole('link', { name: 'Their admin actions' })).toHaveAttribute('href', `/admin/activity?actor=${ID}`);
    await user.click(screen.getByRole('button', { name: 'Lock account' }));
    await user.type(within(screen.getByRole('dialog')).getByRole('textbox', { name: /^Reason/ }), 'Testing the lock');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Lock account' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET admin/users/:id')).toHaveLength(2));
  });

  it('unlocks after a confirmation', async () => {
    serveUser(userDetail(1, { status: 'locked', lockedAt: '2026-03-01T10:00:00.000Z', lockReason: 'Fraud' }));
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Unlock account' }));
    const dialog = within(screen.getByRole('alertdialog', { name: "Unlock Sam1 Rivera's account?" }));
    await user.click(dialog.getByRole('button', { name: 'Unlock account' }));
    expect(await screen.findByText("Sam1 Rivera's account is unlocked")).toBeInTheDocument();
    expect(api.calls('POST admin/users/:id/unlock')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Lock account' })).toBeInTheDocument();
  });

  it('sends a password reset, marks the e-mail verified and resends the verification, each with its toast', async () => {
    serveUser(userDetail(1, { status: 'unverified', emailVerified: false }));
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Send password reset' }));
    expect(await screen.findByText(ADMIN_MESSAGES.passwordResetSent)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend verification' }));
    expect(await screen.findByText(ADMIN_MESSAGES.verificationSent)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark e-mail verified' }));
    expect(await screen.findByText(ADMIN_MESSAGES.emailVerified)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark e-mail verified' })).not.toBeInTheDocument());
    expect(api.history().filter((route) => route.startsWith('POST'))).toEqual([
      `POST admin/users/${ID}/password-reset`, `POST admin/users/${ID}/resend-verification`, `POST admin/users/${ID}/verify-email`,
    ]);
  });

  it('says the contract messages in Arabic', async () => {
    serveUser();
    api.on('POST admin/users/:id/lock', fail(409, ADMIN_MESSAGES.selfLock, ADMIN_ERROR_CODES.selfLock));
    const { user } = render('ar');
    await user.click(await screen.findByRole('button', { name: 'قفل الحساب' }));
    await user.type(within(screen.getByRole('dialog')).getByRole('textbox', { name: /^السبب/ }), 'اختبار');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'قفل الحساب' }));
    expect(await screen.findByText('لا يمكنك قفل حسابك الخاص')).toBeInTheDocument();
  });

  it('says when there is no such account', async () => {
    api.on('GET admin/users/:id', fail(404, ADMIN_MESSAGES.userNotFound, 'NOT_FOUND'));
    render();
    expect(await screen.findByRole('heading', { level: 2, name: 'User not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lock account' })).not.toBeInTheDocument();
  });
});
