import { z } from 'zod';
import type {
  CompanyFieldsResponse, Field, ZCompanyFieldsQuerySchema, ZFieldCreateSchema, ZFieldUpdateSchema,
} from '@pitchside/shared-api/contracts/field';
import {
  DEFAULT_FIELD_TIMEZONE, FIELD_MESSAGES as M, type FieldState, type FieldStatus,
} from '@pitchside/shared-api/contracts/field-constants';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError, conflict, MESSAGES, notFound, invalidField } from '../../lib/errors.js';
import { recordActivity } from '../activity/activity-log.js';
import type { FileStorage } from '../files/file-storage.js';
import type { Actor, CompanyScope } from '../../lib/actor.js';
import { managesCompany } from './field-access.js';
import { recordFieldActivity } from './field-activity.js';
import type { FieldCalendarRepository, FieldScope } from './field-calendar.repository.js';
import type { FieldRef, FieldRepository } from './field.repository.js';
import { assertWithinPlan } from '../plans/plan-limits.js';

export type FieldCreateInput = z.output<typeof ZFieldCreateSchema>;
export type FieldUpdateInput = z.output<typeof ZFieldUpdateSchema>;
export type CompanyFieldsFilters = z.output<typeof ZCompanyFieldsQuerySchema>;
export type FieldStateAction = 'publish' | 'unpublish' | 'archive' | 'restore';

/** Which publication states each action leaves from, and where it goes (docs/product/states.md). */
const TRANSITIONS: Record<FieldStateAction, { from: readonly FieldState[]; to: FieldState }> = {
  publish: { from: ['draft'], to: 'published' },
  unpublish: { from: ['published'], to: 'draft' },
  archive: { from: ['draft', 'published'], to: 'archived' },
  restore: { from: ['archived'], to: 'draft' },
};
const STATE_ACTIONS: Record<FieldStateAction, string> = {
  publish: 'field.published', unpublish: 'field.unpublished', archive: 'field.archived', restore: 'field.restored',
};

export const publishIncomplete = () => new DomainError('unprocessable', 'FIELD_INCOMPLETE', M.publishIncomplete);
const fieldNotFound = () => notFound(M.notFound);
const invalid = (field: string, message: string) => invalidField(field, message, MESSAGES.validation);

/** A CHECK constraint refused the row: only reachable through a race the validation could not see. */
function isCheckViolation(error: unknown): boolean {
  const code = (e: unknown) => (typeof e === 'object' && e !== null && 'code' in e ? e.code : undefined);
  const cause = typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined;
  return code(error) === '23514' || code(cause) === '23514';
}

/**
 * The field the actor may manage: another company's field (or none) is 404, whatever the verb,
 * so a foreign id reveals nothing.
 */
export async function managedField(fields: FieldRepository, actor: Actor, id: string): Promise<FieldRef & FieldScope> {
  const ref = await fields.findRef(id);
  if (!ref || !managesCompany(actor, ref.companyId)) throw fieldNotFound();
  return { ...ref, fieldId: ref.id };
}

/** Creating, editing and publishing fields; reading one field for anybody allowed to see it. */
export class FieldService {
  constructor(
    private readonly db: Db,
    private readonly fields: FieldRepository,
    private readonly calendar: FieldCalendarRepository,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
  ) {}

  /** Published fields of active companies are public; drafts, archived fields and a suspended company's exist only for their company. */
  async get(actor: Actor | null, id: string): Promise<Field> {
    const [field, suspended] = await Promise.all([this.fields.details(id), this.fields.companySuspended(id)]);
    if (!field || ((field.publicationState !== 'published' || suspended) && !managesCompany(actor, field.company.id))) throw fieldNotFound();
    return field;
  }

  /** A field belongs to one of its own company's locations (or none). */
  private async assertLocation(companyId: string, locationId: string | null | undefined): Promise<void> {
    if (!locationId) return;
    if (!(await this.fields.isLocationOf(companyId, locationId))) throw invalid('locationId', M.unknownLocation);
  }

  /** A draft in the actor's company (published at once with `publish`), all in one transaction. */
  async create({ companyId, actor }: CompanyScope, input: FieldCreateInput): Promise<Field> {
    const { schedules, pricingRules, publish, timezone, ...attributes } = input;
    const zone = timezone ?? (await this.fields.companyTimezone(companyId)) ?? DEFAULT_FIELD_TIMEZONE;
    const now = this.clock.now();
    await this.assertLocation(companyId, attributes.locationId);
    const id = await this.db.transaction(async (tx) => {
      await assertWithinPlan(tx, companyId, 'fields');
      const fieldId = await this.fields.insert(companyId, { ...attributes, timezone: zone }, now, tx);
      const scope = { fieldId, companyId };
      if (schedules) await this.calendar.replaceSchedules(scope, schedules, now, tx);
      if (pricingRules) await this.calendar.replacePricingRules(scope, pricingRules, now, tx);
      if (publish && !(await this.fields.transition(scope, ['draft'], 'published', now, tx))) throw publishIncomplete();
      await recordFieldActivity(tx, actor, scope, publish ? 'field.published' : 'field.created', now);
      return fieldId;
    });
    return this.details(id);
  }

  /** Changes the attributes given; `schedules`/`pricingRules` replace the whole lists. */
  async update(actor: Actor, id: string, input: FieldUpdateInput): Promise<Field> {
    const field = await managedField(this.fields, actor, id);
    const { schedules, pricingRules, ...attributes } = input;
    const minPlayers = attributes.minPlayers !== undefined ? attributes.minPlayers : field.minPlayers;
    const maxPlayers = attributes.maxPlayers !== undefined ? attributes.maxPlayers : field.maxPlayers;
    if (minPlayers !== null && maxPlayers !== null && minPlayers > maxPlayers) throw invalid('minPlayers', M.players);
    await this.assertLocation(field.companyId, attributes.locationId);
    const now = this.clock.now();
    try {
      await this.db.transaction(async (tx) => {
        if (!(await this.fields.update(field, attributes, now, tx))) throw fieldNotFound();
        if (schedules) await this.calendar.replaceSchedules(field, schedules, now, tx);
        if (pricingRules) await this.calendar.replacePricingRules(field, pricingRules, now, tx);
        await recordFieldActivity(tx, actor, field, 'field.updated', now, { changed: Object.keys(input) });
      });
    } catch (error) {
      if (isCheckViolation(error)) throw invalid('minPlayers', M.players);
      throw error;
    }
    return this.details(id);
  }

  /** Only drafts go away for good (with their photos); a published field is archived instead. */
  /**
   * Deletes a draft, with its photos. A published field is archived instead (its page may be linked
   * and, later, booked); an archived one stays archived. Says which of the two happened.
   */
  async delete(actor: Actor, id: string): Promise<'deleted' | 'archived'> {
    const field = await managedField(this.fields, actor, id);
    const paths = await this.fields.deleteDraft(field, (tx, name) =>
      recordActivity(tx, {
        companyId: field.companyId, actorId: actor.userId, action: 'field.deleted', targetType: 'field', targetId: field.fieldId, targetLabel: name, at: this.clock.now(),
      }));
    if (!paths) {
      await this.changeState(actor, id, 'archive');
      return 'archived';
    }
    await Promise.all(paths.map((path) => this.storage.remove(path)));
    return 'deleted';
  }

  async setStatus(actor: Actor, id: string, status: FieldStatus): Promise<Field> {
    const field = await managedField(this.fields, actor, id);
    const now = this.clock.now();
    const changed = await this.db.transaction(async (tx) => {
      if (!(await this.fields.setStatus(field, status, now, tx))) return false;
      await recordFieldActivity(tx, actor, field, 'field.status_changed', now, { status });
      return true;
    });
    if (!changed) throw fieldNotFound();
    return this.details(id);
  }

  /**
   * Publish, unpublish, archive or restore as one compare-and-swap. Asking for the state the field
   * is already in answers it unchanged; a change the current state does not allow is 409.
   */
  async changeState(actor: Actor, id: string, action: FieldStateAction): Promise<Field> {
    const field = await managedField(this.fields, actor, id);
    const { from, to } = TRANSITIONS[action];
    const now = this.clock.now();
    const moved = await this.db.transaction(async (tx) => {
      // A restored field counts against the plan again.
      if (action === 'restore' && field.publicationState === 'archived') await assertWithinPlan(tx, field.companyId, 'fields');
      if (!(await this.fields.transition(field, from, to, now, tx))) return false;
      await recordFieldActivity(tx, actor, field, STATE_ACTIONS[action], now);
      return true;
    });
    if (!moved) {
      const current = await this.fields.findRef(id);
      if (!current) throw fieldNotFound();
      if (current.publicationState !== to) {
        throw action === 'publish' && current.publicationState === 'draft' ? publishIncomplete() : conflict(M.stateChange, 'INVALID_FIELD_STATE');
      }
    }
    return this.details(id);
  }

  /** The company's fields, one publication state at a time. */
  companyList({ companyId }: CompanyScope, query: CompanyFieldsFilters): Promise<CompanyFieldsResponse> {
    return this.fields.companyList(companyId, query);
  }

  private async details(id: string): Promise<Field> {
    const field = await this.fields.details(id);
    if (!field) throw fieldNotFound();
    return field;
  }
}
