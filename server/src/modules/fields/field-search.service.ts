import type { z } from 'zod';
import type {
  Availability, FieldSearchFilters, FieldSearchResponse, ZAvailabilityQuerySchema,
} from '@pitchside/shared-api/contracts/field';
import { FIELD_MESSAGES as M } from '@pitchside/shared-api/contracts/field-constants';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { computeAvailability } from './availability.js';
import type { AvailabilityRepository } from './availability.repository.js';
import type { Actor } from '../../lib/actor.js';
import { managesCompany } from './field-access.js';
import type { FieldSearchRepository } from './field-search.repository.js';

export type AvailabilityQuery = z.output<typeof ZAvailabilityQuerySchema>;

/** The public read side of fields: search and availability. */
export class FieldSearchService {
  constructor(
    private readonly search: FieldSearchRepository,
    private readonly calendars: AvailabilityRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * A text search without an explicit sort lists the best matches first (then newest); any sort the
   * caller names is honoured as it is.
   */
  async find(filters: FieldSearchFilters, options: { sortGiven: boolean }): Promise<FieldSearchResponse> {
    const byRelevance = !!filters.search && !options.sortGiven;
    const { fields, total } = await this.search.search(filters, { byRelevance, now: this.clock.now() });
    return {
      fields,
      pagination: { page: filters.page, limit: filters.limit, total, totalPages: Math.ceil(total / filters.limit) },
    };
  }

  /** Published fields of active companies are public; drafts, archived fields and a suspended company's exist only for their own company. */
  async availability(fieldId: string, query: AvailabilityQuery, actor: Actor | null): Promise<Availability> {
    const now = this.clock.now();
    const snapshot = await this.calendars.snapshot(fieldId, query.from, query.days, now);
    if (!snapshot) throw notFound(M.notFound);
    const hidden = snapshot.publicationState !== 'published' || snapshot.companySuspended;
    if (hidden && !managesCompany(actor, snapshot.companyId)) throw notFound(M.notFound);
    return computeAvailability({
      ...snapshot,
      from: query.from,
      days: query.days,
      now,
      fieldStatus: snapshot.status,
    });
  }
}
