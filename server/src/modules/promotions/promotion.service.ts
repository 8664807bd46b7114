import {
  PROMOTION_ERROR_CODES as CODES, PROMOTION_MESSAGES as M,
  type Promotion, type PromotionDraft, type PromotionUpdate,
} from '@pitchside/shared-api/contracts/promotion';
import type { CompanyScope } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, invalidField, notFound } from '../../lib/errors.js';
import type { PromotionRepository } from './promotion.repository.js';

const codeTaken = () => conflict(M.codeTaken, CODES.codeTaken, { field: 'code' });

/**
 * A company's promotion codes (docs/product/entities.md#promotion): the owner, or staff who manage fields,
 * create, change, switch off and delete them. What a code takes off a booking is the bookings module's
 * (bookings/booking-pricing.ts); its uses are read from the bookings that carry it.
 */
export class PromotionService {
  constructor(private readonly promotions: PromotionRepository, private readonly clock: Clock) {}

  list({ companyId }: CompanyScope): Promise<Promotion[]> {
    return this.promotions.list(companyId, this.clock.now());
  }

  async get({ companyId }: CompanyScope, id: string): Promise<Promotion> {
    const promotion = await this.promotions.get(companyId, id, this.clock.now());
    if (!promotion) throw notFound(M.promotionNotFound);
    return promotion;
  }

  async create(scope: CompanyScope, draft: PromotionDraft): Promise<Promotion> {
    await this.refuseForeignFields(scope, draft.fieldIds);
    const id = await this.promotions.insert(scope.companyId, draft, this.clock.now());
    if (id === 'taken') throw codeTaken();
    return this.get(scope, id);
  }

  /** Changes what is given; the end must stay after the start (of the stored promotion, where not given). */
  async update(scope: CompanyScope, id: string, changes: PromotionUpdate): Promise<Promotion> {
    const current = await this.get(scope, id);
    const validFrom = changes.validFrom ?? current.validFrom;
    const validTo = changes.validTo ?? current.validTo;
    if (Date.parse(validTo) <= Date.parse(validFrom)) throw invalidField('validTo', M.validToAfterFrom);
    if (changes.fieldIds) await this.refuseForeignFields(scope, changes.fieldIds);
    const updated = await this.promotions.update(scope.companyId, id, changes, this.clock.now());
    if (updated === 'taken') throw codeTaken();
    if (!updated) throw notFound(M.promotionNotFound);
    return this.get(scope, id);
  }

  /**
   * Deletes the promotion at once, used or not: bookings made with it keep their discount and show its code,
   * holds that carry it keep their price until paid or released. To stop a code while keeping its record,
   * the company deactivates it instead.
   */
  async remove({ companyId }: CompanyScope, id: string): Promise<void> {
    const deleted = await this.promotions.delete(companyId, id);
    if (deleted === 'in_use') throw conflict(M.inUse, CODES.inUse);
    if (!deleted) throw notFound(M.promotionNotFound);
  }

  private async refuseForeignFields({ companyId }: CompanyScope, fieldIds: readonly string[]): Promise<void> {
    if ((await this.promotions.foreignFields(companyId, fieldIds)).length > 0) throw invalidField('fieldIds', M.fieldsNotOwned);
  }
}
