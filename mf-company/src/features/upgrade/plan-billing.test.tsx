import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { fail, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import type { Role } from '@pitchside/shared-api/contracts/roles';
import type { Subscription } from '@pitchside/shared-api/contracts/subscription';
import { createTestStore, renderPage } from '../../testing/render-page';
import { signIn } from '../../testing/session';
import { card, history, PLANS, subscription, usage } from './testing/billing-fixtures';
import { UpgradePage } from './upgrade-page';

const api = fakeApiForFile();

/** A company on `current`, with two cards (the first the default) and no invoices yet. */
function company(current: Partial<Subscription> = {}) {
  api.on('GET companies/subscription', () => ok(subscription(current)));
  api.on('GET subscription-plans', () => ok(PLANS));
  api.on('GET companies/usage', () => ok(usage()));
  api.on('GET companies/payment-methods', () => ok([card(1), card(2)]));
  api.on('GET companies/billing/history', () => ok(history([])));
}

const render = (role: Role = 'COMPANY_OWNER', path = '/company/upgrade') =>
  renderPage(<UpgradePage />, { store: signIn(createTestStore(api.baseUrl), role), path, route: '/company/upgrade' });
const plan = async (name: string) => within(await screen.findByRole('listitem', { name }));
/** After a change the plan, the meters (and, for a plan change, the invoices) are read again: `times` reads in all. */
const reread = (times: number, routes = ['GET companies/subscription', 'GET companies/usage']) =>
  waitFor(() => expect(routes.map((route) => api.calls(route).length)).toEqual(routes.map(() => times)));

describe('Plan & billing (/company/upgrade as an owner)', () => {
  it('shows the plan, and what the company uses against its limits', async () => {
    company();
    api.on('GET companies/usage', () => ok(usage({ plan: 'enterprise', fields: { used: 4, limit: 5 }, employees: { used: 12, limit: null } })));
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Plan & billing' })).toBeInTheDocument();
    const fields = await screen.findByRole('progressbar', { name: 'Fields' });
    expect(fields).toHaveAttribute('aria-valuenow', '4');
    expect(fields).toHaveAttribute('aria-valuemax', '5');
    expect(fields).toHaveAttribute('aria-valuetext', '4 of 5');
    expect(screen.getByText('Close to your plan\'s limit')).toBeInTheDocument();
    // No limit: no meter, the count and "Unlimited".
    expect(screen.queryByRole('progressbar', { name: 'Employees' })).not.toBeInTheDocument();
    expect(screen.getByText('12 · Unlimited')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Locations' })).toHaveAttribute('aria-valuetext', '1 of 1');
    expect(screen.getByText('Limit reached: upgrade your plan to add more')).toBeInTheDocument();

    const yours = within(screen.getByRole('region', { name: 'Your plan' }));
    expect(yours.getByText('Basic')).toBeInTheDocument();
    expect(yours.getByText('The Basic plan is free: nothing is charged.')).toBeInTheDocument();
    expect(yours.queryByRole('button', { name: 'Cancel plan' })).not.toBeInTheDocument();
    expect((await plan('Basic')).getByText('Current plan')).toBeInTheDocument();
    expect((await plan('Basic')).queryByRole('button')).not.toBeInTheDocument();
    expect((await plan('Enterprise')).getByText('$149.00 / month')).toBeInTheDocument();
    expect((await plan('Enterprise')).getByText('Unlimited locations')).toBeInTheDocument();
  });

  it('asks for all its data at once, without waiting for the plan', async () => {
    company();
    api.on('GET companies/subscription', { ...ok(subscription()), delay: 1500 });
    render();
    expect(screen.getByRole('status', { name: 'Loading your plan' })).toBeInTheDocument();
    await waitFor(() => expect(['usage', 'payment-methods', 'billing/history'].map((path) => api.calls(`GET companies/${path}`).length)).toEqual([1, 1, 1]));
    expect(screen.getByRole('status', { name: 'Loading your plan' })).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Fields' }, { timeout: 6000 })).toBeInTheDocument();
    expect(api.calls('GET companies/usage')).toHaveLength(1);
  });

  it('upgrades with the card chosen, charged pro rata', async () => {
    company();
    api.on('PUT companies/subscription', () => ok({ subscription: subscription({ plan: 'premium' }), invoice: null }));
    const { user } = render();
    await user.click((await plan('Premium')).getByRole('button', { name: 'Upgrade to Premium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Premium?' });
    expect(dialog).toHaveTextContent('pro rata for the rest of the current period (until July 1, 2026)');
    const pay = await within(dialog).findByRole('combobox', { name: 'Pay with' });
    expect(pay).toHaveDisplayValue('Visa •••• 4242 · 12/2035');
    await user.selectOptions(pay, card(2).id);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));

    await waitFor(() => expect(api.calls('PUT companies/subscription')).toHaveLength(1));
    expect(api.calls('PUT companies/subscription')[0]!.body).toEqual({ planId: 'premium', paymentMethodId: card(2).id });
    expect(await screen.findByText('Plan changed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await reread(2, ['GET companies/subscription', 'GET companies/usage', 'GET companies/billing/history']);
  });

  it('keeps the dialog open with the card refusal or the API’s reason', async () => {
    company({ plan: 'premium' });
    api.on('PUT companies/subscription', ({ body }) => ((body as { planId: string }).planId === 'enterprise'
      ? fail(402, 'Your card was declined. Please use another card.', 'CARD_DECLINED')
      : fail(409, 'Your company uses more than this plan allows. Remove fields, employees or locations first.', 'PLAN_DOWNGRADE_BLOCKED')));
    const { user } = render();
    await user.click((await plan('Enterprise')).getByRole('button', { name: 'Upgrade to Enterprise' }));
    let dialog = await screen.findByRole('dialog', { name: 'Upgrade to Enterprise?' });
    await within(dialog).findByRole('combobox', { name: 'Pay with' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card was declined. Please use another card.');
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));

    await user.click((await plan('Basic')).getByRole('button', { name: 'Downgrade to Basic' }));
    dialog = await screen.findByRole('dialog', { name: 'Downgrade to Basic?' });
    expect(dialog).toHaveTextContent('The unused time of Premium is kept as a credit');
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your company uses more than this plan allows.');
    expect(api.calls('PUT companies/subscription').map((call) => call.body)).toEqual([
      { planId: 'enterprise', paymentMethodId: card(1).id }, { planId: 'basic' },
    ]);
  });

  it('asks for a card before charging a company that has none', async () => {
    company();
    api.on('GET companies/payment-methods', () => ok([]));
    const { user } = render();
    await user.click((await plan('Premium')).getByRole('button', { name: 'Upgrade to Premium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Premium?' });
    expect(await within(dialog).findByText('Add a card to pay for this plan.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm change' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Add a card' }));
    expect(await screen.findByRole('dialog', { name: 'Add a card' })).toBeInTheDocument();
  });

  it('cancels a paid plan at the period’s end after confirmation, and resumes it', async () => {
    company({ plan: 'premium', credit: 1250 });
    api.on('PATCH companies/subscription/cancel', () => ok(subscription({ plan: 'premium', cancelAtPeriodEnd: true })));
    const { user } = render();
    const yours = within(await screen.findByRole('region', { name: 'Your plan' }));
    expect(yours.getByText('$49.00 / month')).toBeInTheDocument();
    expect(yours.getByText('$12.50')).toBeInTheDocument();
    await user.click(yours.getByRole('button', { name: 'Cancel plan' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel the Premium plan?' });
    expect(confirm).toHaveTextContent('Premium stays active until July 1, 2026.');
    api.on('GET companies/subscription', () => ok(subscription({ plan: 'premium', cancelAtPeriodEnd: true })));
    await user.click(within(confirm).getByRole('button', { name: 'Cancel plan' }));
    await waitFor(() => expect(api.calls('PATCH companies/subscription/cancel')).toHaveLength(1));
    expect(await screen.findByText('Subscription cancelled: it ends with the current period')).toBeInTheDocument();

    expect(await yours.findByText('Ends on July 1, 2026')).toBeInTheDocument();
    api.on('PATCH companies/subscription/resume', () => ok(subscription({ plan: 'premium' })));
    await user.click(yours.getByRole('button', { name: 'Resume plan' }));
    await waitFor(() => expect(api.calls('PATCH companies/subscription/resume')).toHaveLength(1));
    expect(await screen.findByText('Subscription resumed')).toBeInTheDocument();
    await reread(3);
  });

  it('warns after a failed renewal and lets the company choose a plan again', async () => {
    company({ plan: 'premium', status: 'past_due' });
    api.on('PUT companies/subscription', () => ok({ subscription: subscription({ plan: 'premium' }), invoice: null }));
    const { user } = render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your subscription has expired. Renew your plan or choose the basic plan to continue.');
    expect(screen.getByText('Past due')).toBeInTheDocument();
    await user.click((await plan('Premium')).getByRole('button', { name: 'Choose Premium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose Premium?' });
    await within(dialog).findByRole('combobox', { name: 'Pay with' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    await waitFor(() => expect(api.calls('PUT companies/subscription')[0]?.body).toEqual({ planId: 'premium', paymentMethodId: card(1).id }));
    await reread(2, ['GET companies/subscription', 'GET companies/usage', 'GET companies/billing/history']);
  });

  it('refuses employees without asking the API', () => {
    render('EMPLOYEE');
    expect(screen.getByText("You don't have permission to access company management features.")).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('acts on the company a super admin chose, and asks them to choose one first', async () => {
    company();
    render('SUPER_ADMIN');
    expect(screen.getByRole('heading', { name: 'Choose a company' })).toBeInTheDocument();
    // Only the chooser's list of companies is read: nothing of a company until one is chosen.
    await waitFor(() => expect(api.history()).toEqual(['GET admin/companies']));
    cleanup();

    const companyId = '6f1c9c1e-1f4b-4c55-9d3e-2a8f1b6b0c01';
    render('SUPER_ADMIN', `/company/upgrade?companyId=${companyId}`);
    await screen.findByRole('progressbar', { name: 'Fields' });
    for (const route of ['GET companies/subscription', 'GET companies/usage', 'GET companies/payment-methods', 'GET companies/billing/history']) {
      expect(api.calls(route).map((call) => call.query.get('companyId'))).toEqual([companyId]);
    }
  });

  it('speaks Arabic', async () => {
    company({ plan: 'premium' });
    renderPage(<UpgradePage />, { store: signIn(createTestStore(api.baseUrl), 'COMPANY_OWNER'), path: '/company/upgrade', route: '/company/upgrade', language: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'الاشتراك والفوترة' })).toBeInTheDocument();
    expect((await plan('مميز')).getByText('الخطة الحالية')).toBeInTheDocument();
    expect((await plan('مؤسسات')).getByRole('button', { name: 'الترقية إلى مؤسسات' })).toBeInTheDocument();
    expect((await plan('أساسي')).getByText('3 ملاعب')).toBeInTheDocument();
  });

  it('says the subscription could not be read, and tries again', async () => {
    api.on('GET companies/subscription', () => fail(500, 'boom', 'SERVER_ERROR'));
    const { user } = render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch subscription');
    company();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your plan' })).toBeInTheDocument();
  });
});
