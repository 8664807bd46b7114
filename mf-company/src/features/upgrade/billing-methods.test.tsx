import { screen, waitFor, within } from '@testing-library/react';
import { fail, file, ok, startFakeApi, type FakeApi } from '@pitchside/shared-api/client/testing/fake-api';
import { createTestStore, renderPage } from '../../testing/render-page';
import { signIn } from '../../testing/session';
import { card, history, invoice, PLANS, subscription, usage } from './testing/billing-fixtures';
import { UpgradePage } from './upgrade-page';
import { catchDownloads } from '../../testing/downloads';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
beforeEach(() => {
  api.reset();
  api.on('GET companies/subscription', () => ok(subscription({ plan: 'premium' })));
  api.on('GET subscription-plans', () => ok(PLANS));
  api.on('GET companies/usage', () => ok(usage()));
  api.on('GET companies/payment-methods', () => ok([card(1), card(2)]));
  api.on('GET companies/billing/history', () => ok(history([])));
});
afterAll(() => api.close());

const render = () =>
  renderPage(<UpgradePage />, { store: signIn(createTestStore(api.baseUrl), 'COMPANY_OWNER'), path: '/company/upgrade', route: '/company/upgrade' });
const savedCards = async () => within(await screen.findByRole('list', { name: 'Saved cards' }));

describe('Plan & billing: payment methods', () => {
  it('lists the cards with the default one marked', async () => {
    render();
    const cards = await savedCards();
    const visa = within(cards.getByRole('listitem', { name: 'Visa •••• 4242' }));
    expect(visa.getByText('Default')).toBeInTheDocument();
    expect(visa.getByText('Expires 12/2035')).toBeInTheDocument();
    expect(visa.getByText('Olivia Owner')).toBeInTheDocument();
    expect(visa.queryByRole('button', { name: 'Make default' })).not.toBeInTheDocument();
    expect(within(cards.getByRole('listitem', { name: 'Mastercard •••• 4444' })).queryByText('Default')).not.toBeInTheDocument();
  });

  it('checks a new card against the contract, then saves it', async () => {
    api.on('POST companies/payment-methods', () => ok(card(3, { last4: '1111' })));
    const { user } = render();
    await savedCards();
    await user.click(screen.getByRole('button', { name: 'Add a card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await within(dialog).findByText('Enter the card number (12 to 19 digits)')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the expiry month')).toBeInTheDocument();
    expect(within(dialog).getByText('Cardholder name is required')).toBeInTheDocument();
    expect(api.calls('POST companies/payment-methods')).toHaveLength(0);

    const number = within(dialog).getByRole('textbox', { name: /Card number/ });
    await user.type(number, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Expiry month/ }), '8');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Expiry year/ }), String(new Date().getFullYear() + 2));
    await user.type(within(dialog).getByRole('textbox', { name: /Security code/ }), '123');
    await user.type(within(dialog).getByRole('textbox', { name: /Cardholder name/ }), 'Olivia Owner');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Make this the default card' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    await waitFor(() => expect(api.calls('POST companies/payment-methods')).toHaveLength(1));
    expect(api.calls('POST companies/payment-methods')[0]!.body).toEqual({
      card: { number: '4242424242424242', expMonth: 8, expYear: new Date().getFullYear() + 2, cvc: '123', holder: 'Olivia Owner' }, makeDefault: true,
    });
    expect(await screen.findByText('Payment method added')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET companies/payment-methods')).toHaveLength(2));
  });

  it('makes another card the default and corrects a holder', async () => {
    api.on(`PATCH companies/payment-methods/${card(2).id}/set-default`, () => ok([card(1, { isDefault: false }), card(2, { isDefault: true })]));
    api.on(`PUT companies/payment-methods/${card(2).id}`, () => ok(card(2, { holder: 'Green Park LLC' })));
    const { user } = render();
    const master = within((await savedCards()).getByRole('listitem', { name: 'Mastercard •••• 4444' }));
    await user.click(master.getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(api.calls(`PATCH companies/payment-methods/${card(2).id}/set-default`)).toHaveLength(1));
    expect(await screen.findByText('Default payment method changed')).toBeInTheDocument();

    await user.click(master.getByRole('button', { name: 'Edit holder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Mastercard •••• 4444' });
    const holder = within(dialog).getByRole('textbox', { name: /Cardholder name/ });
    await user.clear(holder);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Cardholder name is required')).toBeInTheDocument();
    await user.type(holder, 'Green Park LLC');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls(`PUT companies/payment-methods/${card(2).id}`)[0]?.body).toEqual({ holder: 'Green Park LLC' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('removes a card after confirmation, and says why the last card of a paid plan stays', async () => {
    api.on(`DELETE companies/payment-methods/${card(1).id}`, () => fail(409, 'Keep at least one payment method while on a paid plan.', 'PAYMENT_METHOD_IN_USE'));
    const { user } = render();
    const visa = within((await savedCards()).getByRole('listitem', { name: 'Visa •••• 4242' }));
    await user.click(visa.getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Visa •••• 4242?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.calls(`DELETE companies/payment-methods/${card(1).id}`)).toHaveLength(1));
    expect(await screen.findByText('Keep at least one payment method while on a paid plan.')).toBeInTheDocument();
  });

  it('offers to add a first card', async () => {
    api.on('GET companies/payment-methods', () => ok([]));
    render();
    expect(await screen.findByRole('heading', { name: 'No payment method yet' })).toBeInTheDocument();
    expect(screen.getByText('Add a card to choose a paid plan.')).toBeInTheDocument();
  });
});

describe('Plan & billing: billing history', () => {
  const downloads = catchDownloads();

  it('lists the invoices, a page at a time, and downloads one as PDF', async () => {
    const first = Array.from({ length: 10 }, (_, i) => invoice(i + 1));
    first[1] = invoice(2, { kind: 'renewal', previousPlan: null, status: 'failed', cardBrand: 'mastercard', cardLast4: '4444' });
    first[2] = invoice(3, { plan: 'basic', previousPlan: 'enterprise', amount: 0 });
    api.on('GET companies/billing/history', ({ query }) => ok(query.get('page') === '2' ? history([invoice(11)], 2, 11) : history(first, 1, 11)));
    api.on(`GET companies/billing/invoices/${invoice(1).id}/download`, () => file('%PDF-1.7', 'application/pdf', 'INV-2026-0001.pdf'));
    const { user } = render();

    const table = await screen.findByRole('table', { name: 'Billing history' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(rows[1]).toHaveTextContent('INV-2026-0001');
    expect(rows[1]).toHaveTextContent('Upgrade from Basic to Premium');
    expect(rows[1]).toHaveTextContent('$24.50');
    expect(rows[1]).toHaveTextContent('Paid');
    expect(rows[1]).toHaveTextContent('June 16, 2026');
    expect(rows[2]).toHaveTextContent('Renewal of Premium');
    expect(rows[2]).toHaveTextContent('Failed');
    expect(rows[2]).toHaveTextContent('Mastercard •••• 4444');
    expect(rows[3]).toHaveTextContent('Downgrade from Enterprise to Basic');
    expect(api.calls('GET companies/billing/history')[0]!.query.get('limit')).toBe('10');

    await user.click(within(rows[1]!).getByRole('button', { name: 'Download invoice INV-2026-0001 (PDF)' }));
    await waitFor(() => expect(downloads).toEqual(['INV-2026-0001.pdf']));
    expect(api.calls(`GET companies/billing/invoices/${invoice(1).id}/download`)[0]!.query.get('lang')).toBe('en');

    const pages = screen.getByRole('navigation', { name: 'Pages of invoices' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('INV-2026-0011')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Billing history' })).getAllByRole('row')).toHaveLength(2);
    expect(api.calls('GET companies/billing/history').at(-1)!.query.get('page')).toBe('2');
  });

  it('says when there is no invoice yet', async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'No invoices yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
