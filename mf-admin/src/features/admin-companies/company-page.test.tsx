import { screen, waitFor, within } from '@testing-library/react';
import { fail, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { ADMIN_ERROR_CODES, ADMIN_MESSAGES, type AdminCompanyDetail } from '@pitchside/shared-api/contracts/admin';
import { companyDetail, companyId, userId } from '../../testing/admin-fixtures';
import { createTestStore, renderPage } from '../../testing/render-page';
import { CompanyPage } from './company-page';

const api = fakeApiForFile();
const ID = companyId(1);

const render = (language?: 'en' | 'fr') =>
  renderPage(<CompanyPage />, { store: createTestStore(api.baseUrl), path: `/admin/companies/${ID}`, route: '/admin/companies/:id', language });

/** Serves the company and what suspend and reactivate make of it, as the API does. */
function serveCompany(initial: AdminCompanyDetail = companyDetail(1)) {
  let current = initial;
  api.on('GET admin/companies/:id', () => ok(current));
  api.on('POST admin/companies/:id/suspend', ({ body }) => {
    current = { ...current, status: 'suspended', suspendedAt: '2026-03-03T10:00:00.000Z', suspensionReason: (body as { reason: string }).reason };
    return ok(current);
  });
  api.on('POST admin/companies/:id/reactivate', () => {
    current = { ...current, status: 'active', suspendedAt: null, suspensionReason: null };
    return ok(current);
  });
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('Admin CompanyPage (/admin/companies/:id)', () => {
  it('shows the company: profile, owner, plan and usage, figures, revenue per currency and locations', async () => {
    serveCompany();
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Arena Sports' })).toBeInTheDocument();
    expect(screen.getByText('Premium plan · owned by owner1@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open company area' })).toHaveAttribute('href', `/company?companyId=${ID}`);
    expect(screen.getByRole('link', { name: 'All companies' })).toHaveAttribute('href', '/admin/companies');

    expect(section('Profile').getByText('Europe/Paris')).toBeInTheDocument();
    expect(section('Profile').getByText('EUR (usual) · EUR, USD')).toBeInTheDocument();
    expect(section('Owner').getByRole('link', { name: 'Olivia Owner1' })).toHaveAttribute('href', `/admin/users/${userId(1)}`);
    expect(section('Plan and usage').getByText('Employees').nextElementSibling).toHaveTextContent('7');
    expect(section('Figures').getByText('Fields published').nextElementSibling).toHaveTextContent('3 of 4');
    expect(section('Figures').getByText('Bookings made, ever').nextElementSibling).toHaveTextContent('5,000');

    const revenue = within(section('Revenue').getByRole('table'));
    expect(revenue.getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['EUR€12,345.00€999.00', 'USD$500.00$0.00']);
    expect(section('Locations').getByText('Main')).toBeInTheDocument();
    expect(section('Locations').getByText('Lyon, France')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reactivate' })).not.toBeInTheDocument();
  });

  it('suspends only with a reason of 3 to 500 characters, and posts it', async () => {
    serveCompany();
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Suspend Arena Sports?' }));
    const reason = dialog.getByRole('textbox', { name: /^Reason/ });
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute('aria-required', 'true');

    await user.click(dialog.getByRole('button', { name: 'Suspend company' }));
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(ADMIN_MESSAGES.reasonRequired));
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await user.type(reason, '  no ');
    await user.click(dialog.getByRole('button', { name: 'Suspend company' }));
    expect(dialog.getByText(ADMIN_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(api.calls('POST admin/companies/:id/suspend')).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, '  Unpaid invoices since January  ');
    await user.click(dialog.getByRole('button', { name: 'Suspend company' }));
    expect(await screen.findByText('Arena Sports is suspended')).toBeInTheDocument();
    expect(api.calls('POST admin/companies/:id/suspend').map((call) => [call.params.id, call.body])).toEqual([
      [ID, { reason: 'Unpaid invoices since January' }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Read again: the page now says the suspension, its date and reason, and offers to reactivate.
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(/^Suspended since/);
    expect(notice).toHaveTextContent('Reason: Unpaid invoices since January.');
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
  });

  it("shows the server's 409 as an error toast and reads the company again", async () => {
    serveCompany();
    api.on('POST admin/companies/:id/suspend', fail(409, ADMIN_MESSAGES.alreadySuspended, ADMIN_ERROR_CODES.alreadySuspended));
    const { user } = render('fr');
    await user.click(await screen.findByRole('button', { name: 'Suspendre' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: /^Motif/ }), 'Fraude avérée');
    await user.click(dialog.getByRole('button', { name: 'Suspendre l’entreprise' }));
    expect(await screen.findByText('Cette entreprise est déjà suspendue')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.calls('GET admin/companies/:id')).toHaveLength(2));
  });

  it('reactivates with an optional note', async () => {
    serveCompany(companyDetail(1, { status: 'suspended', suspendedAt: '2026-02-01T10:00:00.000Z', suspensionReason: 'Unpaid invoices' }));
    const { user } = render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Reason: Unpaid invoices.');
    await user.click(screen.getByRole('button', { name: 'Reactivate' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reactivate Arena Sports?' }));
    expect(dialog.getByRole('textbox', { name: 'Note' })).not.toHaveAttribute('aria-required');
    await user.click(dialog.getByRole('button', { name: 'Reactivate company' }));
    expect(await screen.findByText('Arena Sports is active again')).toBeInTheDocument();
    expect(api.calls('POST admin/companies/:id/reactivate').map((call) => call.body)).toEqual([{}]);
    expect(await screen.findByRole('button', { name: 'Suspend' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    await user.type(within(screen.getByRole('dialog')).getByRole('textbox', { name: /^Reason/ }), 'Again');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Suspend company' }));
    await user.click(await screen.findByRole('button', { name: 'Reactivate' }));
    await user.type(within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Note' }), 'Paid in full');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reactivate company' }));
    await waitFor(() => expect(api.calls('POST admin/companies/:id/reactivate').map((call) => call.body)).toEqual([{}, { note: 'Paid in full' }]));
  });

  it('says when there is no such company', async () => {
    api.on('GET admin/companies/:id', fail(404, ADMIN_MESSAGES.companyNotFound, 'NOT_FOUND'));
    render();
    expect(await screen.findByRole('heading', { level: 2, name: 'Company not found' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'All companies' }).at(-1)).toHaveAttribute('href', '/admin/companies');
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
  });
});
