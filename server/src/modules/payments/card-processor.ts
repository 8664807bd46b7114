import type { CardBrand, CardErrorCode } from '@pitchside/shared-api/contracts/payment';

/** A card as the customer typed it: handed to the processor, never stored or logged by the platform. */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  holder: string;
}

/** What the platform keeps of a card: the processor's token and what identifies the card to its owner. */
export interface CardToken {
  token: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type ProcessorResult<T> = { ok: true; value: T } | { ok: false; code: CardErrorCode };

export interface ChargeRequest {
  token: string;
  amount: number;
  currency: string;
  description: string;
  /** The same key answers the first result again instead of charging twice. */
  idempotencyKey: string;
}

export interface RefundRequest {
  chargeId: string;
  amount: number;
  idempotencyKey: string;
}

/**
 * The card network behind an interface: the built-in test processor in this repository, a real provider's
 * adapter in production. Every charge and refund carries an idempotency key.
 */
export interface CardProcessor {
  tokenize(card: CardDetails): Promise<ProcessorResult<CardToken>>;
  charge(request: ChargeRequest): Promise<ProcessorResult<{ chargeId: string }>>;
  refund(request: RefundRequest): Promise<ProcessorResult<{ refundId: string }>>;
  /** The result of an operation made with this key, or undefined when it never reached the processor. */
  lookup(idempotencyKey: string): Promise<ProcessorResult<{ id: string }> | undefined>;
}

/** Luhn checksum of a card number (digits only). */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

/** The card brand from the number's leading digits (issuer identification ranges). */
export function cardBrand(number: string): CardBrand {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  return 'unknown';
}
