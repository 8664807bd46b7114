import { sql, type SQL } from 'drizzle-orm';
import {
  CARD_ERROR_MESSAGES, type BillingAddress, type CardBrand, type PaymentMethodCreate, type SavedPaymentMethod,
} from '@pitchside/shared-api/contracts/payment';
import type { Db, Executor } from '../../db/client.js';
import { iso } from '../../db/iso.js';
import { DomainError } from '../../lib/errors.js';
import type { CardProcessor, CardToken } from './card-processor.js';

type MethodRow = {
  id: string; token: string; brand: CardBrand; last4: string; exp_month: number; exp_year: number; holder: string;
  billing_address: BillingAddress | null; is_default: boolean; created_at: Date | string;
};

/** Whose cards: a user's (paying bookings) or a company's (paying its plan). */
export type CardOwner = { userId: string } | { companyId: string };

export type StoredMethod = SavedPaymentMethod & { token: string };

function toMethod(row: MethodRow): StoredMethod {
  return {
    id: row.id, token: row.token, brand: row.brand, last4: row.last4, expMonth: row.exp_month, expYear: row.exp_year, holder: row.holder,
    billingAddress: row.billing_address, isDefault: row.is_default, createdAt: iso(row.created_at),
  };
}

const withoutToken = ({ token: _token, ...method }: StoredMethod): SavedPaymentMethod => method;

/** `owner`'s rows. */
const ownedBy = (owner: CardOwner): SQL =>
  ('userId' in owner ? sql`user_id = ${owner.userId}` : sql`company_id = ${owner.companyId}`);

/** The only SQL of saved cards: processor tokens with what identifies the card to its owner. */
export class PaymentMethodRepository {
  constructor(private readonly db: Db) {}

  async methods(owner: CardOwner, executor: Executor = this.db): Promise<SavedPaymentMethod[]> {
    const { rows } = await executor.execute<MethodRow>(sql`SELECT * FROM payment_methods WHERE ${ownedBy(owner)} ORDER BY is_default DESC, created_at DESC, id`);
    return rows.map((row) => withoutToken(toMethod(row)));
  }

  /** Removes a saved card; when it was the default, the newest remaining card becomes the default. */
  async deleteMethod(owner: CardOwner, id: string, executor?: Executor): Promise<boolean> {
    const remove = async (tx: Executor) => {
      const removed = await tx.execute<{ is_default: boolean }>(sql`DELETE FROM payment_methods WHERE id = ${id} AND ${ownedBy(owner)} RETURNING is_default`);
      if (!removed.rows[0]) return false;
      if (removed.rows[0].is_default) {
        await tx.execute(sql`UPDATE payment_methods SET is_default = true WHERE id = (
          SELECT id FROM payment_methods WHERE ${ownedBy(owner)} ORDER BY created_at DESC, id LIMIT 1)`);
      }
      return true;
    };
    return executor ? remove(executor) : this.db.transaction(remove);
  }

  async setDefaultMethod(owner: CardOwner, id: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const found = await tx.execute(sql`SELECT 1 FROM payment_methods WHERE id = ${id} AND ${ownedBy(owner)} FOR UPDATE`);
      if (found.rows.length === 0) return false;
      await tx.execute(sql`UPDATE payment_methods SET is_default = false WHERE ${ownedBy(owner)} AND is_default AND id <> ${id}`);
      await tx.execute(sql`UPDATE payment_methods SET is_default = true WHERE id = ${id}`);
      return true;
    });
  }

  /** A card of `owner` (its default one when `id` is undefined), with its token. */
  async savedMethod(owner: CardOwner, id: string | undefined, executor: Executor = this.db): Promise<StoredMethod | undefined> {
    const which = id === undefined ? sql`is_default` : sql`id = ${id}`;
    const { rows } = await executor.execute<MethodRow>(sql`SELECT * FROM payment_methods WHERE ${which} AND ${ownedBy(owner)}`);
    return rows[0] && toMethod(rows[0]);
  }

  /** Changes the holder or billing address of a card; undefined keeps a value. */
  async updateMethod(owner: CardOwner, id: string, changes: { holder?: string | undefined; billingAddress?: BillingAddress | null | undefined }): Promise<SavedPaymentMethod | undefined> {
    const address = changes.billingAddress === undefined ? sql`billing_address` : sql`${changes.billingAddress ? JSON.stringify(changes.billingAddress) : null}::jsonb`;
    const { rows } = await this.db.execute<MethodRow>(sql`
      UPDATE payment_methods SET holder = COALESCE(${changes.holder ?? null}, holder), billing_address = ${address}
       WHERE id = ${id} AND ${ownedBy(owner)} RETURNING *`);
    return rows[0] && withoutToken(toMethod(rows[0]));
  }

  /** Keeps a card's token; the first saved card becomes the default. */
  async saveMethod(owner: CardOwner, card: CardToken, holder: string, billingAddress: BillingAddress | null, now: Date): Promise<SavedPaymentMethod> {
    const userId = 'userId' in owner ? owner.userId : null;
    const companyId = 'companyId' in owner ? owner.companyId : null;
    const { rows } = await this.db.execute<MethodRow>(sql`
      INSERT INTO payment_methods (user_id, company_id, token, brand, last4, exp_month, exp_year, holder, billing_address, is_default, created_at)
      VALUES (${userId}, ${companyId}, ${card.token}, ${card.brand}, ${card.last4}, ${card.expMonth}, ${card.expYear}, ${holder},
              ${billingAddress ? JSON.stringify(billingAddress) : null}::jsonb,
              NOT EXISTS (SELECT 1 FROM payment_methods WHERE ${ownedBy(owner)} AND is_default), ${now})
      RETURNING *`);
    return withoutToken(toMethod(rows[0]!));
  }
}

/**
 * Saves a card for `owner` as the processor's token (the number goes to the processor only; a card it
 * refuses is a 402 with the card error's text) and makes it the default when asked.
 */
export async function addCard(processor: CardProcessor, cards: PaymentMethodRepository, owner: CardOwner,
  request: PaymentMethodCreate & { card: { number: string } }, now: Date): Promise<SavedPaymentMethod> {
  const tokenized = await processor.tokenize(request.card);
  if (!tokenized.ok) throw new DomainError('payment_failed', tokenized.code, CARD_ERROR_MESSAGES[tokenized.code]);
  const saved = await cards.saveMethod(owner, tokenized.value, request.card.holder.trim(), request.billingAddress ?? null, now);
  if (request.makeDefault && !saved.isDefault) await cards.setDefaultMethod(owner, saved.id);
  return (await cards.methods(owner)).find((m) => m.id === saved.id)!;
}
