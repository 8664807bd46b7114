import { screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApiForFile, ok } from '@pitchside/shared-api/client/testing/fake-api';
import type { SavedPaymentMethod } from '@pitchside/shared-api/contracts/payment';
import { CARD_ERROR_MESSAGES, PAYMENT_MESSAGES } from '@pitchside/shared-api/contracts/payment-constants';
import { customer, profileOf } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import ProfilePage from '../profile-page';

const api = fakeApiForFile();
const thisYear = new Date().getFullYear();
const visa: SavedPaymentMethod = {
  id: '3f1d6f0e-1b1a-4c5e-9d3a-000000000001', brand: 'visa', last4: '4242', expMonth: 12, expYear: thisYear + 3, holder: 'Ana Diaz',
  billingAddress: null, isDefault: true, createdAt: '2026-05-01T10:00:00.000Z',
};
const oldMastercard: SavedPaymentMethod = {
  ...visa, id: '3f1d6f0e-1b1a-4c5e-9d3a-000000000002', brand: 'mastercard', last4: '4444', expMonth: 1, expYear: thisYear - 1, isDefault: false,
};

function render() {
  api.on('GET auth/profile', ok({ user: profileOf() }));
  return renderPage(<ProfilePage />, { store: api.createStore(), route: '/settings', path: '/settings?tab=payment-methods', user: customer });
}
const list = () => screen.findByRole('list', { name: 'Saved cards' });

describe('the Payment methods tab of /settings', () => {
  it('lists the saved cards: brand, last digits, expiry, holder, the default and the expired ones marked', async () => {
    api.on('GET payments/methods', { ...ok([visa, oldMastercard]), delay: 50 });
    render();
    expect(await screen.findByRole('tab', { name: 'Payment methods' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('status', { name: 'Loading your saved cards' })).toBeInTheDocument();
    const [first, second] = within(await list()).getAllByRole('listitem');
    expect(first).toHaveTextContent('Visa •••• 4242');
    expect(first).toHaveTextContent('Default');
    expect(first).toHaveTextContent(`Expires at the end of 12/${thisYear + 3}`);
    expect(first).toHaveTextContent('Ana Diaz');
    expect(within(first!).queryByRole('button', { name: /^Make default/ })).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Mastercard •••• 4444');
    expect(second).toHaveTextContent('Expired');
    expect(second).toHaveTextContent(`Expired at the end of 01/${thisYear - 1}`);
  });

  it('removes a card after confirmation, and says so', async () => {
    api.on('GET payments/methods', [ok([visa, oldMastercard]), ok([visa])]);
    api.on('DELETE payments/methods/:id', ok(null, PAYMENT_MESSAGES.methodRemoved));
    const { user } = render();
    await list();
    await user.click(screen.getByRole('button', { name: 'Remove Mastercard •••• 4444' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Mastercard •••• 4444?' });
    expect(dialog).toHaveTextContent('Bookings already paid with it are not affected.');
    // Keeping it changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Mastercard •••• 4444' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Payment method removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Mastercard •••• 4444')).not.toBeInTheDocument());
    expect(api.requests.find((request) => request.method === 'DELETE')?.path).toBe(`payments/methods/${oldMastercard.id}`);
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('makes another card the default', async () => {
    const mastercard = { ...oldMastercard, expYear: thisYear + 2 };
    api.on('GET payments/methods', [ok([visa, mastercard]), ok([{ ...mastercard, isDefault: true }, { ...visa, isDefault: false }])]);
    api.on('PATCH payments/methods/:id/default', ok([{ ...mastercard, isDefault: true }, { ...visa, isDefault: false }], PAYMENT_MESSAGES.methodDefault));
    const { user } = render();
    await list();
    await user.click(screen.getByRole('button', { name: 'Make default: Mastercard •••• 4444' }));
    expect(await screen.findByText('Default payment method updated')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Saved cards' })).getAllByRole('listitem')[0]).toHaveTextContent('Mastercard •••• 4444Default'));
  });

  it('says when there is no saved card and how to add one', async () => {
    api.on('GET payments/methods', ok([]));
    render();
    expect(await screen.findByRole('heading', { name: 'No saved cards' })).toBeInTheDocument();
    expect(screen.getByText(/tick “Save this card for next time” when you pay for a booking/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a card' })).toBeInTheDocument();
  });

  it('says when the cards could not be loaded, and tries again', async () => {
    api.on('GET payments/methods', fail(500, 'An unexpected error occurred', 'INTERNAL_ERROR'));
    const { user } = render();
    expect(await screen.findByText('Failed to load your saved cards')).toBeInTheDocument();
    api.on('GET payments/methods', ok([visa]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('adds a card, checked first, and shows the card network’s refusal in the product’s words', async () => {
    api.on('GET payments/methods', ok([]));
    api.on('POST payments/methods', [fail(402, CARD_ERROR_MESSAGES.INVALID_CARD_NUMBER, 'INVALID_CARD_NUMBER'), { status: 201, body: { success: true, data: visa } }]);
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await within(dialog).findByText('Enter the card number (12 to 19 digits)')).toBeInTheDocument();
    expect(within(dialog).getByText('Cardholder name is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^card number/i), '4242424242424241');
    await user.selectOptions(within(dialog).getByLabelText(/^expiry month/i), '9');
    await user.selectOptions(within(dialog).getByLabelText(/^expiry year/i), String(thisYear + 2));
    await user.type(within(dialog).getByLabelText(/^security code/i), '123');
    await user.type(within(dialog).getByLabelText(/^cardholder name/i), 'Ana Diaz');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Make it my default card' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CARD_ERROR_MESSAGES.INVALID_CARD_NUMBER);
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      card: { number: '4242424242424241', expMonth: 9, expYear: thisYear + 2, cvc: '123', holder: 'Ana Diaz' }, makeDefault: true,
    });

    const number = within(dialog).getByLabelText(/^card number/i);
    await user.clear(number);
    await user.type(number, '4242424242424242');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Payment method added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
