import type { FastifySchemaValidationError } from 'fastify';
import { z } from 'zod';
import { FIELD_MESSAGES as M } from '@pitchside/shared-api/contracts/field-constants';
import type { Permission } from '@pitchside/shared-api/contracts/session-user';
import { DomainError } from '../../lib/errors.js';

// What the field route plugins share: path parameters, access rules, the actor of a request.

export const ZFieldParams = z.object({ id: z.uuid(M.invalidFieldId) });
export const ZFieldScheduleParams = ZFieldParams.extend({ scheduleId: z.uuid('Invalid schedule id') });
export const ZFieldRuleParams = ZFieldParams.extend({ ruleId: z.uuid('Invalid pricing rule id') });
export const ZFieldBlockParams = ZFieldParams.extend({ blockId: z.uuid('Invalid block id') });
export const ZFieldImageParams = ZFieldParams.extend({ imageId: z.uuid('Invalid image id') });

/** Writing a field (docs/product/roles-and-permissions.md); company owners and super admins hold every permission. */
export const manageFields = { auth: 'required', permissions: ['MANAGE_FIELDS'] as readonly Permission[] } as const;
/** Schedules and blocks: a fields manager or a schedules manager. */
export const manageSchedules = { auth: 'required', anyPermission: ['MANAGE_FIELDS', 'MANAGE_SCHEDULES'] as readonly Permission[] } as const;

export const fieldTags = { tags: ['fields'] };

export { createdResponses } from '../../lib/http.js';

/**
 * A malformed id in the path answers 400 with the id's own text ('Invalid field id'), not the
 * generic validation text; other validation failures keep the usual envelope with their `errors`.
 */
export function fieldSchemaErrors(errors: FastifySchemaValidationError[], context: string): Error {
  const first = errors[0]?.message ?? M.invalidFieldId;
  if (context === 'params') {
    const issues = errors.map((e) => ({ field: e.instancePath.replace(/^\//, '') || 'params', message: e.message ?? first }));
    return new DomainError('invalid', 'INVALID_ID', first, { errors: issues });
  }
  return new Error(`${context}: ${first}`);
}
