import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { recordActivity } from '../activity/activity-log.js';
import type { Actor } from '../../lib/actor.js';
import type { FieldScope } from './field-calendar.repository.js';

/** A field change's entry in the activity log, in the change's transaction (the field's name as it is after it). */
export function recordFieldActivity(tx: Executor, actor: Actor, field: FieldScope, action: string, at: Date,
  details: Record<string, unknown> = {}): Promise<void> {
  return recordActivity(tx, {
    companyId: field.companyId, actorId: actor.userId, action, targetType: 'field', targetId: field.fieldId,
    targetLabel: sql`(SELECT name FROM fields WHERE id = ${field.fieldId})`, details, at,
  });
}
