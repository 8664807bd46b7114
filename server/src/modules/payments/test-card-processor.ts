import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CARD_ERRORS, TEST_CARDS, type CardErrorCode } from '@pitchside/shared-api/contracts/payment';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import {
  cardBrand, passesLuhn, type CardDetails, type CardProcessor, type CardToken, type ChargeRequest, type ProcessorResult, type RefundRequest,
} from './card-processor.js';

const reference = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('base64url')}`;

/**
 * The built-in processor, answering like a card network's test mode: the well-known test numbers decide the
 * outcome (TEST_CARDS), any other Luhn-valid number is charged, an expiry in the past is an expired card.
 * Its books (tokens, and every charge and refund by idempotency key) live in its own tables, so a retried
 * operation is answered from them — across restarts too — and never performed twice.
 */
export class TestCardProcessor implements CardProcessor {
  constructor(private readonly db: Db, private readonly clock: Clock) {}

  async tokenize(card: CardDetails): Promise<ProcessorResult<CardToken>> {
    if (!passesLuhn(card.number)) return { ok: false, code: CARD_ERRORS.invalidNumber };
    const outcome = TEST_CARDS.find((test) => test.number === card.number)?.outcome ?? 'success';
    const token: CardToken = {
      token: reference('tok'), brand: cardBrand(card.number), last4: card.number.slice(-4), expMonth: card.expMonth, expYear: card.expYear,
    };
    await this.db.execute(sql`
      INSERT INTO test_processor_cards (token, brand, last4, exp_month, exp_year, outcome, cvc_ok)
      VALUES (${token.token}, ${token.brand}, ${token.last4}, ${token.expMonth}, ${token.expYear}, ${outcome}, ${outcome !== CARD_ERRORS.incorrectCvc})`);
    return { ok: true, value: token };
  }

  async charge(request: ChargeRequest): Promise<ProcessorResult<{ chargeId: string }>> {
    return this.once(request.idempotencyKey, 'charge', request.amount, request.currency, async () => {
      const { rows } = await this.db.execute<{ outcome: string; exp_month: number; exp_year: number }>(
        sql`SELECT outcome, exp_month, exp_year FROM test_processor_cards WHERE token = ${request.token}`);
      const card = rows[0];
      if (!card) return { ok: false, code: CARD_ERRORS.declined };
      const now = this.clock.now();
      const expired = card.exp_year < now.getUTCFullYear() || (card.exp_year === now.getUTCFullYear() && card.exp_month < now.getUTCMonth() + 1);
      if (expired) return { ok: false, code: CARD_ERRORS.expired };
      if (card.outcome !== 'success') return { ok: false, code: card.outcome as CardErrorCode };
      return { ok: true, value: { id: reference('ch') } };
    }).then((result) => (result.ok ? { ok: true, value: { chargeId: result.value.id } } : result));
  }

  async refund(request: RefundRequest): Promise<ProcessorResult<{ refundId: string }>> {
    return this.once(request.idempotencyKey, 'refund', request.amount, '', async () => {
      const { rows } = await this.db.execute<{ amount: number; refunded: string }>(sql`
        SELECT c.amount, COALESCE((SELECT sum(r.amount) FROM test_processor_operations r
                                    WHERE r.kind = 'refund' AND r.result->>'chargeId' = ${request.chargeId} AND (r.result->>'ok')::boolean), 0) AS refunded
          FROM test_processor_operations c
         WHERE c.kind = 'charge' AND c.result->>'id' = ${request.chargeId} AND (c.result->>'ok')::boolean`);
      const charge = rows[0];
      if (!charge || Number(charge.refunded) + request.amount > charge.amount) return { ok: false, code: CARD_ERRORS.processingError };
      return { ok: true, value: { id: reference('re') } };
    }, { chargeId: request.chargeId }).then((result) => (result.ok ? { ok: true, value: { refundId: result.value.id } } : result));
  }

  async lookup(idempotencyKey: string): Promise<ProcessorResult<{ id: string }> | undefined> {
    const { rows } = await this.db.execute<{ result: StoredResult }>(
      sql`SELECT result FROM test_processor_operations WHERE idempotency_key = ${idempotencyKey}`);
    return rows[0] && fromStored(rows[0].result);
  }

  /** Performs an operation once per key; a concurrent or later call with the key gets the stored result. */
  private async once(key: string, kind: 'charge' | 'refund', amount: number, currency: string,
    perform: () => Promise<ProcessorResult<{ id: string }>>, extra: Record<string, string> = {}): Promise<ProcessorResult<{ id: string }>> {
    const known = await this.lookup(key);
    if (known) return known;
    const result = await perform();
    const stored: StoredResult = result.ok ? { ok: true, id: result.value.id, ...extra } : { ok: false, code: result.code, ...extra };
    await this.db.execute(sql`
      INSERT INTO test_processor_operations (idempotency_key, kind, amount, currency, result)
      VALUES (${key}, ${kind}, ${amount}, ${currency}, ${JSON.stringify(stored)}::jsonb)
      ON CONFLICT (idempotency_key) DO NOTHING`);
    // Two calls with one key may race: the first stored result is the answer for both.
    return (await this.lookup(key))!;
  }
}

type StoredResult = ({ ok: true; id: string } | { ok: false; code: CardErrorCode }) & Record<string, unknown>;

function fromStored(result: StoredResult): ProcessorResult<{ id: string }> {
  return result.ok ? { ok: true, value: { id: result.id } } : { ok: false, code: result.code };
}
