import { sql } from 'drizzle-orm';
import type { BillingAddress, CardBrand, SavedPaymentMethod } from '@pitchside/shared-api/contracts/payment';
import type { Db } from '../../db/client.js';
import { iso } from '../bookings/booking.repository.js';
import type { CardToken } from './card-processor.js';

type MethodRow = {
  id: string; token: string; brand: CardBrand; last4: string; exp_month: number; exp_year: number; holder: string;
  billing_address: BillingAddress | null; is_default: boolean; created_at: Date | string;
};

function toMethod(row: MethodRow): SavedPaymentMethod & { token: string } {
  return {
    id: row.id, token: row.token, brand: row.brand, last4: row.last4, expMonth: row.exp_month, expYear: row.exp_year, holder: row.holder,
    billingAddress: row.billing_address, isDefault: row.is_default, createdAt: iso(row.created_at),
  };
}

/** The only SQL of saved cards: processor tokens with what identifies the card to its owner. */
export class PaymentMethodRepository {
  constructor(private readonly db: Db) {}

  async methods(userId: string): Promise<SavedPaymentMethod[]> {
    const { rows } = await this.db.execute<MethodRow>(sql`SELECT * FROM payment_methods WHERE user_id = ${userId} ORDER BY is_default DESC, created_at DESC, id`);
    return rows.map((row) => {
      const { token: _token, ...method } = toMethod(row);
      return method;
    });
  }

  /** Removes a saved card; when it was the default, the newest remaining card becomes the default. */
  async deleteMethod(userId: string, id: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const removed = await tx.execute<{ is_default: boolean }>(sql`DELETE FROM payment_methods WHERE id = ${id} AND user_id = ${userId} RETURNING is_default`);
      if (!removed.rows[0]) return false;
      if (removed.rows[0].is_default) {
        await tx.execute(sql`UPDATE payment_methods SET is_default = true WHERE id = (
          SELECT id FROM payment_methods WHERE user_id = ${userId} ORDER BY created_at DESC, id LIMIT 1)`);
      }
      return true;
    });
  }

  async setDefaultMethod(userId: string, id: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const found = await tx.execute(sql`SELECT 1 FROM payment_methods WHERE id = ${id} AND user_id = ${userId} FOR UPDATE`);
      if (found.rows.length === 0) return false;
      await tx.execute(sql`UPDATE payment_methods SET is_default = false WHERE user_id = ${userId} AND is_default AND id <> ${id}`);
      await tx.execute(sql`UPDATE payment_methods SET is_default = true WHERE id = ${id}`);
      return true;
    });
  }

  async savedMethod(userId: string, id: string): Promise<(SavedPaymentMethod & { token: string }) | undefined> {
    const { rows } = await this.db.execute<MethodRow>(sql`SELECT * FROM payment_methods WHERE id = ${id} AND user_id = ${userId}`);
    return rows[0] && toMethod(rows[0]);
  }

  /** Keeps a card's token; the first saved card becomes the default. */
  async saveMethod(userId: string, card: CardToken, holder: string, billingAddress: BillingAddress | null, now: Date): Promise<SavedPaymentMethod> {
    const { rows } = await this.db.execute<MethodRow>(sql`
      INSERT INTO payment_methods (user_id, token, brand, last4, exp_month, exp_year, holder, billing_address, is_default, created_at)
      VALUES (${userId}, ${card.token}, ${card.brand}, ${card.last4}, ${card.expMonth}, ${card.expYear}, ${holder},
              ${billingAddress ? JSON.stringify(billingAddress) : null}::jsonb,
              NOT EXISTS (SELECT 1 FROM payment_methods WHERE user_id = ${userId} AND is_default), ${now})
      RETURNING *`);
    const { token: _token, ...method } = toMethod(rows[0]!);
    return method;
  }
}
