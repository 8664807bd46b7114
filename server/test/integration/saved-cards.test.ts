// A customer's saved cards, as the Payment methods tab of /settings uses them (GET, POST, PATCH …/default,
// DELETE on /payments/methods): their own cards only, a number the card network refuses in the product's words,
// and another customer's cards out of reach (404, never the card).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSavedPaymentMethodSchema, type SavedPaymentMethod } from '@pitchside/shared-api/contracts/payment';
import { CARD_ERROR_MESSAGES, PAYMENT_MESSAGES } from '@pitchside/shared-api/contracts/payment-constants';
import { json, register } from '../helpers/http.js';
import { caller, dataOf } from '../helpers/field-management.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let ana: Awaited<ReturnType<typeof register>>;
let ben: Awaited<ReturnType<typeof register>>;
const card = (number: string, extra: object = {}) => ({ card: { number, expMonth: 9, expYear: 2031, cvc: '123', holder: 'Ana Diaz' }, ...extra });

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  ana = await register(t.app);
  ben = await register(t.app);
});
afterAll(async () => { await t.close(); });

const list = async (who: { accessToken: string }) => {
  const response = await call(who, 'GET', '/payments/methods');
  expect(response.statusCode, response.body).toBe(200);
  return ZSavedPaymentMethodSchema.array().parse(dataOf(response));
};

describe('a customer’s saved cards', () => {
  it('are the customer’s own: listed, added, made the default and removed', async () => {
    expect(ana.user).toMatchObject({ role: 'CUSTOMER' });
    expect(await list(ana)).toEqual([]);

    const visa = await call(ana, 'POST', '/payments/methods', card('4242424242424242'));
    expect(visa.statusCode, visa.body).toBe(201);
    expect(json(visa)).toMatchObject({ message: PAYMENT_MESSAGES.methodAdded, data: { brand: 'visa', last4: '4242', expMonth: 9, expYear: 2031, isDefault: true } });
    const first = dataOf<SavedPaymentMethod>(visa);
    const second = dataOf<SavedPaymentMethod>(await call(ana, 'POST', '/payments/methods', card('5555555555554444')));
    expect(second).toMatchObject({ brand: 'mastercard', last4: '4444', isDefault: false });

    const defaulted = await call(ana, 'PATCH', `/payments/methods/${second.id}/default`);
    expect(defaulted.statusCode).toBe(200);
    expect(json(defaulted)).toMatchObject({ message: PAYMENT_MESSAGES.methodDefault });
    expect((await list(ana)).map((m) => [m.last4, m.isDefault])).toEqual([['4444', true], ['4242', false]]);

    // Removing the default card makes the remaining one the default.
    const removed = await call(ana, 'DELETE', `/payments/methods/${second.id}`);
    expect(json(removed)).toMatchObject({ success: true, message: PAYMENT_MESSAGES.methodRemoved });
    expect((await list(ana)).map((m) => [m.id, m.isDefault])).toEqual([[first.id, true]]);
  });

  it('answers a number the card network refuses with 402 in the product’s words, and keeps no card', async () => {
    const before = await list(ana);
    const refused = await call(ana, 'POST', '/payments/methods', card('4242424242424241'));
    expect(refused.statusCode).toBe(402);
    expect(json(refused)).toMatchObject({ success: false, code: 'INVALID_CARD_NUMBER', message: CARD_ERROR_MESSAGES.INVALID_CARD_NUMBER });
    const malformed = await call(ana, 'POST', '/payments/methods', card('1234'));
    expect(malformed.statusCode).toBe(400);
    expect(await list(ana)).toEqual(before);
  });

  it('are out of another customer’s reach: not listed, not made default, not removed', async () => {
    const [anas] = await list(ana);
    expect(anas).toBeDefined();
    await call(ben, 'POST', '/payments/methods', card('4242424242424242'));
    expect((await list(ben)).map((m) => m.id)).not.toContain(anas!.id);
    expect((await call(ben, 'PATCH', `/payments/methods/${anas!.id}/default`)).statusCode).toBe(404);
    const taken = await call(ben, 'DELETE', `/payments/methods/${anas!.id}`);
    expect(taken.statusCode).toBe(404);
    expect(json(taken)).toMatchObject({ message: PAYMENT_MESSAGES.methodNotFound });
    expect((await list(ana)).map((m) => m.id)).toEqual([anas!.id]);
    // And nobody's without a session.
    expect((await call(null, 'GET', '/payments/methods')).statusCode).toBe(401);
  });
});
