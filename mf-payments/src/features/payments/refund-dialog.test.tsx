import { screen, waitFor, within } from '@testing-library/react';
import type { Role } from '@pitchside/shared-api/contracts/roles';
import type { Transaction } from '@pitchside/shared-api/contracts/payment';
import { fail, ok, fakeApiForFile, type ReceivedRequest } from '@pitchside/shared-api/client/testing/fake-api';
import { aList, aTransaction } from '../../testing/payment-fixtures';
import { renderPayments } from '../../testing/render-payments';

const api = fakeApiForFile();

/** Serves one payment in the list and as its details, from a value a refund changes. */
function servePayment(overrides: Partial<Transaction> = {}) {
  const state = { payment: aTransaction(1, overrides) };
  api.on('GET payments/transactions', () => ok(aList([state.payment])));
  api.on(`GET payments/transactions/${state.payment.id}`, () => ok(state.payment));
  return state;
}
const REFUND = `POST payments/transactions/${aTransaction(1).id}/refund`;
const keyOf = (request: ReceivedRequest | undefined) => request?.headers['idempotency-key'];

async function openDetails(role: Role = 'COMPANY_OWNER') {
  const rendered = renderPayments(api, { role });
  await rendered.user.click(await screen.findByRole('button', { name: 'Booking BK-1' }));
  const details = await screen.findByRole('dialog', { name: 'Transaction details' });
  await within(details).findByText('Amount breakdown');
  return { ...rendered, details };
}
async function openRefund(role: Role = 'COMPANY_OWNER') {
  const opened = await openDetails(role);
  await opened.user.click(within(opened.details).getByRole('button', { name: 'Refund' }));
  return { ...opened, refund: await screen.findByRole('dialog', { name: 'Refund a payment' }) };
}

describe('Transaction details and refunds', () => {
  it('details a payment: its facts, the breakdown and what was refunded', async () => {
    servePayment({ status: 'partial refund', refundedAmount: 1000 });
    const { details } = await openDetails();
    expect(details).toHaveAccessibleDescription('Booking BK-1');
    expect(details).toHaveTextContent('StatusPartial refund');
    expect(details).toHaveTextContent('BookingBK-1 · Court 1 · Jun 10, 2026, 08:00');
    expect(details).toHaveTextContent('CustomerNadia Benali');
    expect(details).toHaveTextContent('MethodVisa •••• 4242');
    expect(details).toHaveTextContent('Transaction IDch_test_1');
    expect(details).toHaveTextContent('Subtotal€40.00Discount-€5.00Tax€3.50Processing fee€1.50Total€40.00');
    expect(details).toHaveTextContent('€10.00 refunded of €40.00; €30.00 left to refund.');
    expect(api.calls(`GET payments/transactions/${aTransaction(1).id}`)).toHaveLength(1);
  });

  it('checks the amount and the reason before sending anything', async () => {
    servePayment({ status: 'partial refund', refundedAmount: 1000 });
    const { user, refund } = await openRefund();
    expect(refund).toHaveAccessibleDescription('€40.00 paid for booking BK-1. Up to €30.00 can be refunded.');
    const amount = within(refund).getByRole('textbox', { name: 'Amount to refund (EUR)' });
    const submit = within(refund).getByRole('button', { name: 'Refund' });
    await user.click(submit);
    expect(within(refund).getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription('Error: A reason is required');
    await user.type(amount, '30.01');
    await user.click(submit);
    expect(amount).toHaveAccessibleDescription('Error: The refund cannot exceed €30.00 Leave empty to refund the rest: €30.00.');
    await user.clear(amount);
    await user.type(amount, '12.345');
    await user.click(submit);
    expect(amount).toHaveAccessibleDescription(/^Error: Enter an amount such as 12.50/);
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(submit);
    expect(amount).toHaveAccessibleDescription(/^Error: The refund must be more than zero/);
    expect(api.calls(REFUND)).toHaveLength(0);
  });

  it('refunds an amount typed in major units with an Idempotency-Key, then shows the payment updated', async () => {
    const state = servePayment();
    api.on(REFUND, () => {
      state.payment = { ...state.payment, status: 'partial refund', refundedAmount: 1250 };
      return ok(state.payment, 'Refund issued');
    });
    const { user, refund, details } = await openRefund();
    await user.type(within(refund).getByRole('textbox', { name: 'Amount to refund (EUR)' }), '12,50');
    await user.type(within(refund).getByRole('textbox', { name: /Reason/ }), '  Floodlights failed  ');
    await user.click(within(refund).getByRole('button', { name: 'Refund' }));

    expect(await screen.findByText('Refund issued')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund a payment' })).not.toBeInTheDocument());
    const [sent] = api.calls(REFUND);
    expect(sent?.body).toEqual({ amount: 1250, reason: 'Floodlights failed' });
    expect(keyOf(sent)).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(details).toHaveTextContent('€12.50 refunded of €40.00; €27.50 left to refund.'));
    await user.click(within(details).getByRole('button', { name: 'Close' }));
    const row = screen.getByRole('row', { name: /Booking BK-1/ });
    await waitFor(() => expect(row).toHaveTextContent('Refunded €12.50'));
    expect(row).toHaveTextContent('Partial refund');
  });

  it('refunds the rest when no amount is given', async () => {
    const state = servePayment();
    api.on(REFUND, () => {
      state.payment = { ...state.payment, status: 'refunded', refundedAmount: 4000, mayRefund: false };
      return ok(state.payment);
    });
    const { user, refund, details } = await openRefund();
    await user.type(within(refund).getByRole('textbox', { name: /Reason/ }), 'Customer moved away');
    await user.click(within(refund).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(details).toHaveTextContent('StatusRefunded'));
    expect(api.calls(REFUND)[0]?.body).toEqual({ reason: 'Customer moved away' });
    expect(within(details).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal and retries with the same key; a new opening makes a new key', async () => {
    servePayment();
    api.on(REFUND, fail(422, 'The refund cannot exceed what is left of the payment.', 'REFUND_EXCEEDS_PAYMENT'));
    const { user, refund, details } = await openRefund();
    await user.type(within(refund).getByRole('textbox', { name: /Reason/ }), 'Double booking');
    await user.click(within(refund).getByRole('button', { name: 'Refund' }));
    expect(await within(refund).findByRole('alert')).toHaveTextContent('The refund cannot exceed what is left of the payment.');

    api.on(REFUND, fail(409, 'The payment is locked by the processor.', 'PAYMENT_LOCKED'));
    await user.click(within(refund).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(within(refund).getByRole('alert')).toHaveTextContent('The payment is locked by the processor.'));
    const [first, second] = api.calls(REFUND);
    expect(keyOf(second)).toBe(keyOf(first));

    await user.click(within(refund).getByRole('button', { name: 'Cancel' }));
    await user.click(within(details).getByRole('button', { name: 'Refund' }));
    const reopened = await screen.findByRole('dialog', { name: 'Refund a payment' });
    expect(within(reopened).queryByRole('alert')).not.toBeInTheDocument();
    await user.type(within(reopened).getByRole('textbox', { name: /Reason/ }), 'Double booking');
    await user.click(within(reopened).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(api.calls(REFUND)).toHaveLength(3));
    expect(keyOf(api.calls(REFUND)[2])).not.toBe(keyOf(first));
  });

  it('tells a user whose rights were taken away meanwhile that they have no permission', async () => {
    servePayment();
    api.on(REFUND, fail(403, "You don't have the required permissions to perform this action.", 'FORBIDDEN'));
    const { user, refund } = await openRefund('EMPLOYEE');
    await user.type(within(refund).getByRole('textbox', { name: /Reason/ }), 'Rain');
    await user.click(within(refund).getByRole('button', { name: 'Refund' }));
    expect(await within(refund).findByRole('alert')).toHaveTextContent("You don't have permission to access company management features.");
  });

  it('shows a card processor’s 402 answer in the user’s language', async () => {
    servePayment();
    api.on(REFUND, fail(402, 'An error occurred while processing your card. Please try again.', 'PROCESSING_ERROR'));
    const { user } = renderPayments(api, { language: 'fr' });
    await user.click(await screen.findByRole('button', { name: 'Booking BK-1' }));
    const details = await screen.findByRole('dialog', { name: 'Détails de la transaction' });
    await user.click(await within(details).findByRole('button', { name: 'Rembourser' }));
    const refund = await screen.findByRole('dialog', { name: 'Rembourser un paiement' });
    await user.type(within(refund).getByRole('textbox', { name: /Motif/ }), 'Pluie');
    await user.click(within(refund).getByRole('button', { name: 'Rembourser' }));
    expect(await within(refund).findByRole('alert')).toHaveTextContent('Une erreur est survenue lors du traitement de votre carte. Veuillez réessayer.');
  });

  it.each<[string, Role, Partial<Transaction>, string[]]>([
    ['to customers', 'CUSTOMER', { mayRefund: false }, ['Close', 'Download receipt']],
    ['to an employee who is not a manager', 'EMPLOYEE', { mayRefund: false }, ['Close', 'Download receipt']],
    ['for a payment refunded in full', 'COMPANY_OWNER', { status: 'refunded', refundedAmount: 4000 }, ['Close', 'Download receipt']],
    ['for a payment made on site', 'COMPANY_OWNER', { method: 'cash', cardBrand: null, cardLast4: null, transactionId: null, status: 'pending' }, ['Close']],
    ['for a failed payment', 'SUPER_ADMIN', { status: 'failed' }, ['Close']],
  ])('offers no refund %s', async (_case, role, overrides, buttons) => {
    servePayment(overrides);
    const { details } = await openDetails(role);
    expect(within(details).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    expect(within(details).getAllByRole('button').map((button) => button.textContent || button.getAttribute('aria-label'))).toEqual(buttons);
  });
});
