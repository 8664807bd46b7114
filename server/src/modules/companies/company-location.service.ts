import type { z } from 'zod';
import {
  COMPANY_PROFILE_MESSAGES as M, type CompanyLocation, type LocationList, type ZLocationInputSchema, type ZLocationQuerySchema,
  type ZLocationUpdateSchema,
} from '@pitchside/shared-api/contracts/company-profile';
import type { Db, Executor } from '../../db/client.js';
import type { CompanyScope } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { recordActivity } from '../activity/activity-log.js';
import { assertWithinPlan } from '../plans/plan-limits.js';
import type { CompanyLocationRepository } from './company-location.repository.js';

type LocationInput = z.output<typeof ZLocationInputSchema>;
type LocationUpdate = z.output<typeof ZLocationUpdateSchema>;
type LocationQuery = z.output<typeof ZLocationQuerySchema>;

/**
 * A company's locations (owner or super admin; employees who manage fields read them). A company with locations
 * has exactly one primary (the database checks it when the transaction commits): the first location is primary
 * and removing the primary promotes the oldest other one. Every write is in the activity log of its transaction.
 */
export class CompanyLocationService {
  constructor(private readonly db: Db, private readonly repo: CompanyLocationRepository, private readonly clock: Clock) {}

  /** Every location of the company, primary first (the profile shows them all). */
  all(companyId: string, exec: Executor = this.db): Promise<CompanyLocation[]> {
    return this.repo.all(companyId, exec);
  }

  /** A page of the company's locations. */
  async locations({ companyId }: CompanyScope, query: LocationQuery): Promise<LocationList> {
    const { locations, total } = await this.repo.page(companyId, query);
    return { locations, pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) } };
  }

  location({ companyId }: CompanyScope, id: string): Promise<CompanyLocation> {
    return this.findLocation(companyId, id, this.db);
  }

  async createLocation(scope: CompanyScope, input: LocationInput): Promise<CompanyLocation> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      await assertWithinPlan(tx, scope.companyId, 'locations'); // locks the company's row: one location write at a time
      const id = await this.add(tx, scope, input, now);
      return this.findLocation(scope.companyId, id, tx);
    });
  }

  /** Adds a location in `tx`, which holds the company's row: the first one, or one asked to be, is primary. */
  async add(tx: Executor, scope: CompanyScope, input: LocationInput, now: Date): Promise<string> {
    const primary = input.isPrimary === true || !(await this.repo.hasAny(tx, scope.companyId));
    if (primary) await this.repo.clearPrimary(tx, scope.companyId, now);
    const id = await this.repo.insert(tx, scope.companyId, input, primary, now);
    await this.logLocation(tx, scope, 'location.created', id, input.name, now);
    return id;
  }

  async updateLocation(scope: CompanyScope, id: string, input: LocationUpdate): Promise<CompanyLocation> {
    const { companyId } = scope;
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const current = await this.findLocation(companyId, id, tx);
      if (input.isPrimary === true && !current.isPrimary) await this.movePrimary(tx, companyId, id, now);
      const next = { ...current, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) } as CompanyLocation;
      await this.repo.update(tx, companyId, next, now);
      await this.logLocation(tx, scope, 'location.updated', id, next.name, now);
      return this.findLocation(companyId, id, tx);
    });
  }

  async deleteLocation(scope: CompanyScope, id: string): Promise<void> {
    const { companyId } = scope;
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const current = await this.findLocation(companyId, id, tx);
      await this.repo.delete(tx, companyId, id);
      if (current.isPrimary) await this.repo.markPrimary(tx, companyId, 'oldest', now);
      await this.logLocation(tx, scope, 'location.deleted', id, current.name, now);
    });
  }

  async setPrimary(scope: CompanyScope, id: string): Promise<CompanyLocation> {
    const { companyId } = scope;
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const current = await this.findLocation(companyId, id, tx);
      if (!current.isPrimary) await this.movePrimary(tx, companyId, id, now);
      await this.logLocation(tx, scope, 'location.primary_set', id, current.name, now);
      return this.findLocation(companyId, id, tx);
    });
  }

  private async movePrimary(tx: Executor, companyId: string, id: string, now: Date): Promise<void> {
    await this.repo.clearPrimary(tx, companyId, now);
    await this.repo.markPrimary(tx, companyId, id, now);
  }

  private async findLocation(companyId: string, id: string, exec: Executor): Promise<CompanyLocation> {
    const location = await this.repo.find(companyId, id, exec);
    if (!location) throw notFound(M.locationNotFound);
    return location;
  }

  private logLocation(tx: Executor, { companyId, actor }: CompanyScope, action: string, id: string, label: string, at: Date) {
    return recordActivity(tx, { companyId, actorId: actor.userId, action, targetType: 'location', targetId: id, targetLabel: label, at });
  }
}
