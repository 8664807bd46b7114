import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBlockInputSchema, ZBlockSchema, ZBulkScheduleRequestSchema, ZBulkScheduleResultSchema, ZPricingRuleInputSchema,
  ZPricingRuleSchema, ZScheduleInputSchema, ZScheduleSchema, ZScheduleTemplateSchema,
} from '@pitchside/shared-api/contracts/field';
import { ok, responses, ZNoDataSchema } from '../../lib/http.js';
import { actorOf } from '../../plugins/authentication.js';
import { scheduleTemplates, type FieldCalendarService } from './field-calendar.service.js';
import {
  createdResponses, fieldSchemaErrors, fieldTags, manageFields, manageSchedules,
  ZFieldBlockParams, ZFieldParams, ZFieldRuleParams, ZFieldScheduleParams,
} from './field-http.js';

/**
 * /api/v1/fields/:id/{schedules,pricing-rules,blocks}, bulk scheduling and the schedule templates.
 * Schedules and blocks accept MANAGE_FIELDS or MANAGE_SCHEDULES; pricing rules need MANAGE_FIELDS.
 */
export const fieldCalendarRoutes: FastifyPluginAsyncZod<{ fieldCalendar: FieldCalendarService }> = async (app, { fieldCalendar: calendar }) => {
  app.setSchemaErrorFormatter(fieldSchemaErrors);

  app.get('/schedule-templates', {
    schema: { ...fieldTags, operationId: 'listScheduleTemplates', summary: 'The schedule templates of docs/product/constants.md, one schedule per day', response: responses(z.array(ZScheduleTemplateSchema)) },
  }, async () => ok(scheduleTemplates()));

  app.post('/fields/bulk-schedule', {
    config: manageSchedules,
    schema: {
      ...fieldTags, operationId: 'bulkScheduleFields', summary: 'Give several fields a template or the same days; each field answers for itself',
      body: ZBulkScheduleRequestSchema, response: responses(ZBulkScheduleResultSchema, 400, 401, 403),
    },
  }, async (request) => {
    const { fieldIds, template, days } = request.body;
    const week = template ? calendar.templateWeek(template) : (days ?? []);
    return ok(await calendar.bulkSchedule(actorOf(request), fieldIds, week));
  });

  // ── Schedules ──────────────────────────────────────────────────────────────────────────────────
  app.get('/fields/:id/schedules', {
    config: manageSchedules,
    schema: { ...fieldTags, operationId: 'listFieldSchedules', summary: "The field's schedules, one per weekday", params: ZFieldParams, response: responses(z.array(ZScheduleSchema), 400, 401, 403, 404) },
  }, async (request) => ok(await calendar.schedules(actorOf(request), request.params.id)));

  app.post('/fields/:id/schedules', {
    config: manageSchedules,
    schema: {
      ...fieldTags, operationId: 'createFieldSchedule', summary: 'Add the schedule of a weekday (409 SCHEDULE_CONFLICT when the day has one)',
      params: ZFieldParams, body: ZScheduleInputSchema, response: createdResponses(ZScheduleSchema, 400, 401, 403, 404, 409),
    },
  }, async (request, reply) => reply.code(201).send(ok(await calendar.addSchedule(actorOf(request), request.params.id, request.body), 'Schedule created')));

  app.put('/fields/:id/schedules/:scheduleId', {
    config: manageSchedules,
    schema: { ...fieldTags, operationId: 'updateFieldSchedule', summary: 'Change the schedule of a weekday', params: ZFieldScheduleParams, body: ZScheduleInputSchema, response: responses(ZScheduleSchema, 400, 401, 403, 404, 409) },
  }, async (request) => {
    const { id, scheduleId } = request.params;
    return ok(await calendar.updateSchedule(actorOf(request), id, scheduleId, request.body), 'Schedule updated');
  });

  app.delete('/fields/:id/schedules/:scheduleId', {
    config: manageSchedules,
    schema: { ...fieldTags, operationId: 'deleteFieldSchedule', summary: 'Remove the schedule of a weekday', params: ZFieldScheduleParams, response: responses(ZNoDataSchema, 400, 401, 403, 404) },
  }, async (request) => {
    await calendar.deleteSchedule(actorOf(request), request.params.id, request.params.scheduleId);
    return ok(null, 'Schedule deleted');
  });

  // ── Pricing rules ──────────────────────────────────────────────────────────────────────────────
  app.get('/fields/:id/pricing-rules', {
    config: manageFields,
    schema: { ...fieldTags, operationId: 'listFieldPricingRules', summary: "The field's pricing rules, highest priority first", params: ZFieldParams, response: responses(z.array(ZPricingRuleSchema), 400, 401, 403, 404) },
  }, async (request) => ok(await calendar.pricingRules(actorOf(request), request.params.id)));

  app.post('/fields/:id/pricing-rules', {
    config: manageFields,
    schema: { ...fieldTags, operationId: 'createFieldPricingRule', summary: 'Add a pricing rule (a price for some days and hours, by priority)', params: ZFieldParams, body: ZPricingRuleInputSchema, response: createdResponses(ZPricingRuleSchema, 400, 401, 403, 404) },
  }, async (request, reply) => reply.code(201).send(ok(await calendar.addPricingRule(actorOf(request), request.params.id, request.body), 'Pricing rule created')));

  app.put('/fields/:id/pricing-rules/:ruleId', {
    config: manageFields,
    schema: { ...fieldTags, operationId: 'updateFieldPricingRule', summary: 'Change a pricing rule', params: ZFieldRuleParams, body: ZPricingRuleInputSchema, response: responses(ZPricingRuleSchema, 400, 401, 403, 404) },
  }, async (request) => {
    const { id, ruleId } = request.params;
    return ok(await calendar.updatePricingRule(actorOf(request), id, ruleId, request.body), 'Pricing rule updated');
  });

  app.delete('/fields/:id/pricing-rules/:ruleId', {
    config: manageFields,
    schema: { ...fieldTags, operationId: 'deleteFieldPricingRule', summary: 'Remove a pricing rule', params: ZFieldRuleParams, response: responses(ZNoDataSchema, 400, 401, 403, 404) },
  }, async (request) => {
    await calendar.deletePricingRule(actorOf(request), request.params.id, request.params.ruleId);
    return ok(null, 'Pricing rule deleted');
  });

  // ── Blocks ─────────────────────────────────────────────────────────────────────────────────────
  app.get('/fields/:id/blocks', {
    config: manageSchedules,
    schema: { ...fieldTags, operationId: 'listFieldBlocks', summary: 'Current and upcoming blocks, by start', params: ZFieldParams, response: responses(z.array(ZBlockSchema), 400, 401, 403, 404) },
  }, async (request) => ok(await calendar.blocks(actorOf(request), request.params.id)));

  app.post('/fields/:id/blocks', {
    config: manageSchedules,
    schema: { ...fieldTags, operationId: 'createFieldBlock', summary: 'Block the field for a time (maintenance, closed, private event)', params: ZFieldParams, body: ZBlockInputSchema, response: createdResponses(ZBlockSchema, 400, 401, 403, 404) },
  }, async (request, reply) => {
    const { type, start, end, note } = request.body;
    const block = await calendar.addBlock(actorOf(request), request.params.id, { type, start: new Date(start), end: new Date(end), note });
    return reply.code(201).send(ok(block, 'Block created'));
  });

  app.delete('/fields/:id/blocks/:blockId', {
    config: manageSchedules,
    schema: { ...fieldTags, operationId: 'deleteFieldBlock', summary: 'Remove a block', params: ZFieldBlockParams, response: responses(ZNoDataSchema, 400, 401, 403, 404) },
  }, async (request) => {
    await calendar.deleteBlock(actorOf(request), request.params.id, request.params.blockId);
    return ok(null, 'Block deleted');
  });
};
