import type { SavedPaymentMethod, Transaction, TransactionList } from '@pitchside/shared-api/contracts/payment';

/** A uuid whose last digits are `n`. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * A completed card payment of €40.00 for a booking of "Court 1". `mayRefund` is what the server answers
 * an owner (true while money is left on a card charge) unless given.
 */
export function aTransaction(n: number, overrides: Partial<Transaction> = {}): Transaction {
  const transaction: Omit<Transaction, 'mayRefund'> = {
    id: uuid(n),
    bookingId: uuid(100 + n),
    amount: 4000,
    currency: 'EUR',
    status: 'completed',
    method: 'credit_card',
    description: `Booking BK-${n}`,
    cardBrand: 'visa',
    cardLast4: '4242',
    transactionId: `ch_test_${n}`,
    refundedAmount: 0,
    createdAt: '2026-06-01T09:30:00.000Z',
    booking: { id: uuid(100 + n), bookingNumber: `BK-${n}`, fieldName: 'Court 1', date: '2026-06-10', startTime: '08:00' },
    customerName: 'Nadia Benali',
    refunds: [],
    breakdown: { subtotal: 4000, discount: 500, tax: 350, processingFee: 150, total: 4000 },
    ...overrides,
  };
  const settled = transaction.status === 'completed' || transaction.status === 'partial refund';
  const refundable = settled && transaction.transactionId !== null && transaction.amount > transaction.refundedAmount;
  return { ...transaction, mayRefund: overrides.mayRefund ?? refundable };
}

export function aList(transactions: Transaction[], pagination: Partial<TransactionList['pagination']> = {}): TransactionList {
  return { transactions, pagination: { page: 1, limit: 10, total: transactions.length, totalPages: 1, ...pagination } };
}

export function aMethod(n: number, overrides: Partial<SavedPaymentMethod> = {}): SavedPaymentMethod {
  return {
    id: uuid(200 + n),
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: 2030,
    holder: 'Nadia Benali',
    billingAddress: null,
    isDefault: false,
    createdAt: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}
