import { screen, waitFor, within } from '@testing-library/react';
import type { SavedPaymentMethod } from '@pitchside/shared-api/contracts/payment';
import { fail, ok, startFakeApi, type FakeApi } from '@pitchside/shared-api/client/testing/fake-api';
import { aList, aMethod } from '../../testing/payment-fixtures';
import { renderPayments } from '../../testing/render-payments';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
beforeEach(() => api.on('GET payments/transactions', ok(aList([]))));
afterEach(() => api.reset());
afterAll(() => api.close());

const visa = aMethod(1, { isDefault: true });
const mastercard = aMethod(2, { brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2031, holder: 'Omar Haddad' });
const ADD = 'POST payments/methods';

/** Serves the saved cards from a list the test (or a handler) changes. */
function serveMethods(methods: SavedPaymentMethod[]) {
  const state = { methods };
  api.on('GET payments/methods', () => ok(state.methods));
  return state;
}
const openMethods = () => renderPayments(api, { path: '/payments?tab=methods' });
const card = (name: string) => screen.getByRole('listitem', { name });

async function openAddDialog(methods: SavedPaymentMethod[] = []) {
  const state = serveMethods(methods);
  const rendered = openMethods();
  await rendered.user.click(await screen.findByRole('button', { name: 'Add payment method' }));
  return { ...rendered, state, dialog: await screen.findByRole('dialog', { name: 'Add payment method' }) };
}
async function fillCard(user: ReturnType<typeof openMethods>['user'], dialog: HTMLElement, number = '4242424242424242') {
  const field = within(dialog);
  await user.type(field.getByRole('textbox', { name: /Card number/ }), number);
  await user.selectOptions(field.getByRole('combobox', { name: /Expiry month/ }), '12');
  await user.selectOptions(field.getByRole('combobox', { name: /Expiry year/ }), '2030');
  await user.type(field.getByRole('textbox', { name: /Security code/ }), '123');
  await user.type(field.getByRole('textbox', { name: /Cardholder name/ }), 'Nadia Benali');
}

describe('Saved payment methods', () => {
  it('lists the saved cards: brand, last digits, expiry, holder and the default mark', async () => {
    serveMethods([visa, mastercard]);
    openMethods();
    const list = await screen.findByRole('list', { name: 'Saved cards' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(card('Visa •••• 4242')).toHaveTextContent('Visa •••• 4242DefaultExpires 12/2030Nadia Benali');
    expect(within(card('Visa •••• 4242')).queryByRole('button', { name: 'Make default' })).not.toBeInTheDocument();
    expect(card('Mastercard •••• 4444')).toHaveTextContent('Expires 03/2031Omar Haddad');
    expect(card('Mastercard •••• 4444')).not.toHaveTextContent('Default');
  });

  it('makes a card the default', async () => {
    const state = serveMethods([visa, mastercard]);
    api.on(`PATCH payments/methods/${mastercard.id}/default`, () => {
      state.methods = [{ ...mastercard, isDefault: true }, { ...visa, isDefault: false }];
      return ok(state.methods, 'Default payment method updated');
    });
    const { user } = openMethods();
    await screen.findByRole('list', { name: 'Saved cards' });
    await user.click(within(card('Mastercard •••• 4444')).getByRole('button', { name: 'Make default' }));
    expect(await screen.findByText('Default payment method updated')).toBeInTheDocument();
    await waitFor(() => expect(card('Mastercard •••• 4444')).toHaveTextContent('Default'));
    expect(within(card('Visa •••• 4242')).getByRole('button', { name: 'Make default' })).toBeInTheDocument();
    expect(api.calls(`PATCH payments/methods/${mastercard.id}/default`)).toHaveLength(1);
  });

  it('removes a card only once confirmed', async () => {
    const state = serveMethods([visa, mastercard]);
    const REMOVE = `DELETE payments/methods/${mastercard.id}`;
    api.on(REMOVE, () => {
      state.methods = [visa];
      return ok(null, 'Payment method removed');
    });
    const { user } = openMethods();
    await screen.findByRole('list', { name: 'Saved cards' });
    await user.click(within(card('Mastercard •••• 4444')).getByRole('button', { name: 'Remove' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Remove this card?' });
    expect(confirm).toHaveTextContent('Mastercard •••• 4444 will no longer be offered when you pay.');
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls(REMOVE)).toHaveLength(0);

    await user.click(within(card('Mastercard •••• 4444')).getByRole('button', { name: 'Remove' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Remove this card?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Payment method removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Mastercard •••• 4444' })).not.toBeInTheDocument());
    expect(api.calls(REMOVE)).toHaveLength(1);
  });

  it('keeps the confirmation open when removing fails', async () => {
    serveMethods([visa]);
    api.on(`DELETE payments/methods/${visa.id}`, fail(404, 'Payment method not found', 'NOT_FOUND'));
    const { user } = openMethods();
    await user.click(within(await screen.findByRole('listitem', { name: 'Visa •••• 4242' })).getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this card?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Payment method not found')).toBeInTheDocument();
    expect(confirm).toBeInTheDocument();
  });

  it('checks the card form against the contract before sending it', async () => {
    const { user, dialog } = await openAddDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    const field = within(dialog);
    expect(field.getByRole('textbox', { name: /Card number/ })).toHaveAccessibleDescription('Error: Enter the card number (12 to 19 digits)');
    expect(field.getByRole('combobox', { name: /Expiry month/ })).toHaveAccessibleDescription('Error: Choose the expiry month');
    expect(field.getByRole('combobox', { name: /Expiry year/ })).toHaveAccessibleDescription('Error: Choose the expiry year');
    expect(field.getByRole('textbox', { name: /Security code/ })).toHaveAccessibleDescription('Error: Enter the 3 or 4 digits of the security code');
    expect(field.getByRole('textbox', { name: /Cardholder name/ })).toHaveAccessibleDescription('Error: Cardholder name is required');
    expect(field.getByRole('textbox', { name: /Card number/ })).toHaveFocus();
    expect(api.calls(ADD)).toHaveLength(0);
  });

  it('saves a card typed in groups of four, as the default, without a billing address', async () => {
    const { user, dialog, state } = await openAddDialog();
    api.on(ADD, () => {
      state.methods = [aMethod(9, { isDefault: true })];
      return { status: 201, body: { success: true, data: state.methods[0], message: 'Payment method added' } };
    });
    await fillCard(user, dialog);
    expect(within(dialog).getByRole('textbox', { name: /Card number/ })).toHaveValue('4242 4242 4242 4242');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Make this my default payment method' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    expect(await screen.findByText('Payment method added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls(ADD)[0]?.body).toEqual({
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', holder: 'Nadia Benali' },
      makeDefault: true,
    });
    expect(await screen.findByRole('listitem', { name: 'Visa •••• 4242' })).toHaveTextContent('Default');
  });

  it('sends the billing address when one is added', async () => {
    const { user, dialog } = await openAddDialog([visa]);
    api.on(ADD, { status: 201, body: { success: true, data: mastercard } });
    await fillCard(user, dialog, '5555555555554444');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Add a billing address' }));
    const field = within(dialog);
    await user.click(field.getByRole('button', { name: 'Save card' }));
    expect(field.getByRole('textbox', { name: /^Address\*?$/ })).toHaveAccessibleDescription('Error: Enter the street address');
    await user.type(field.getByRole('textbox', { name: /^Address\*?$/ }), '12 rue de la Paix');
    await user.type(field.getByRole('textbox', { name: /City/ }), 'Paris');
    await user.type(field.getByRole('textbox', { name: /Postal code/ }), '75002');
    await user.type(field.getByRole('textbox', { name: /Country/ }), 'France');
    await user.click(field.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(api.calls(ADD)).toHaveLength(1));
    expect(api.calls(ADD)[0]?.body).toEqual({
      card: { number: '5555555555554444', expMonth: 12, expYear: 2030, cvc: '123', holder: 'Nadia Benali' },
      billingAddress: { line1: '12 rue de la Paix', city: 'Paris', postalCode: '75002', country: 'France' },
      makeDefault: false,
    });
  });

  it('shows the processor’s refusal of a card and keeps the form', async () => {
    const { user, dialog } = await openAddDialog();
    api.on(ADD, fail(402, 'Your card number is invalid. Please check it and try again.', 'INVALID_CARD_NUMBER'));
    await fillCard(user, dialog, '4242424242424241');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card number is invalid. Please check it and try again.');
    expect(within(dialog).getByRole('textbox', { name: /Card number/ })).toHaveValue('4242 4242 4242 4241');
  });

  it('lists the test mode card numbers', async () => {
    const { dialog } = await openAddDialog();
    const hint = within(dialog).getByRole('status');
    expect(hint).toHaveTextContent('Test mode');
    expect(hint).toHaveTextContent('4242 4242 4242 4242 — accepted');
    expect(hint).toHaveTextContent('4000 0000 0000 0002 — declined');
    expect(hint).toHaveTextContent('4000 0000 0000 9995 — insufficient funds');
  });

  it('reports a failed load with a retry', async () => {
    api.on('GET payments/methods', fail(500, 'Internal error', 'INTERNAL_ERROR'));
    const { user } = openMethods();
    expect(await within(screen.getByRole('tabpanel')).findByRole('alert')).toHaveTextContent('Failed to load payment methods');
    serveMethods([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No saved payment methods' })).toBeInTheDocument();
  });
});
