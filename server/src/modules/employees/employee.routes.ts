import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EMPLOYEE_MESSAGES as M, ZCompanyIdQuerySchema, ZEmployeeBulkDeleteSchema, ZEmployeeBulkResultSchema, ZEmployeeBulkUpdateSchema,
  ZEmployeeCreateSchema, ZEmployeeIdParamsSchema, ZEmployeeListSchema, ZEmployeeQuerySchema, ZEmployeeRoleCreateSchema,
  ZEmployeeRoleListSchema, ZEmployeeRoleParamsSchema, ZEmployeeRoleSchema, ZEmployeeRoleUpdateSchema, ZEmployeeSchema,
  ZEmployeeUpdateSchema, ZPermissionListSchema, ZEmployeeAvailabilitySchema, ZEmployeeScheduleListSchema, ZEmployeeScheduleParamsSchema,
  ZEmployeeScheduleSchema, ZEmployeeShiftInputSchema, ZEmployeeShiftListSchema, ZEmployeeShiftParamsSchema, ZEmployeeShiftQuerySchema,
  ZEmployeeShiftSchema, ZWeeklyShiftSchema,
} from '@pitchside/shared-api/contracts/employees';
import { createdResponses, ok, responses, ZNoDataSchema } from '../../lib/http.js';
import { authOf } from '../../plugins/authentication.js';
import type { Services } from '../../services.js';
import { pickLanguage } from '../mail/mailer.js';
import { companyActorOf } from '../companies/company-scope.js';

const doc = {
  tags: ['employees'],
  security: [{ bearerAuth: [] }],
  description: "The company owner's own company; a super admin names it with `companyId`. Employees and customers: 403. "
    + "Another company's employee: 404.",
};
const signedIn = { auth: 'required' } as const;

const actorOf = companyActorOf;

/** /api/v1/companies/employees and /roles, /permissions (spec §7 Employees, Roles). */
export const employeeRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { employees, employeeRoles } = services;

  app.get('/employees', {
    config: signedIn,
    schema: {
      ...doc, summary: 'A page of employees with the roles and permissions to choose from (array filters repeat: ?role=a&role=b)',
      querystring: ZEmployeeQuerySchema, response: responses(ZEmployeeListSchema, 400, 401, 403, 404),
    },
  }, async (request) => ok(await employees.list(actorOf(request), request.query)));

  app.post('/employees', {
    config: signedIn,
    schema: {
      ...doc, summary: 'Add an employee: creates their account and e-mails a temporary password they must change at first sign-in',
      querystring: ZCompanyIdQuerySchema, body: ZEmployeeCreateSchema, response: createdResponses(ZEmployeeSchema, 400, 401, 403, 404, 409),
    },
  }, async (request, reply) => {
    const { user } = authOf(request);
    const language = pickLanguage(request.body.language ?? user.preferences.language, request.headers['accept-language']);
    return reply.code(201).send(ok(await employees.create(actorOf(request), request.query.companyId, request.body, language), M.created));
  });

  // Bulk routes before the `:id` ones (fastify prefers static segments anyway; kept together for reading).
  app.patch('/employees/bulk', {
    config: signedIn,
    schema: {
      ...doc, summary: 'The same change to each chosen employee, all or none',
      querystring: ZCompanyIdQuerySchema, body: ZEmployeeBulkUpdateSchema, response: responses(ZEmployeeBulkResultSchema, 400, 401, 403, 404),
    },
  }, async (request) => ok(await employees.bulkUpdate(actorOf(request), request.query.companyId, request.body), M.bulkUpdated));

  app.delete('/employees/bulk', {
    config: signedIn,
    schema: {
      ...doc, summary: 'Remove the chosen employees, all or none; their sessions end',
      querystring: ZCompanyIdQuerySchema, body: ZEmployeeBulkDeleteSchema, response: responses(ZEmployeeBulkResultSchema, 400, 401, 403, 404),
    },
  }, async (request) => ok(await employees.bulkDelete(actorOf(request), request.query.companyId, request.body.ids), M.bulkDeleted));

  const one = { querystring: ZCompanyIdQuerySchema, params: ZEmployeeIdParamsSchema };

  app.get('/employees/:id', {
    config: signedIn,
    schema: { ...doc, ...one, summary: 'One employee', response: responses(ZEmployeeSchema, 400, 401, 403, 404) },
  }, async (request) => ok(await employees.get(actorOf(request), request.query.companyId, request.params.id)));

  app.put('/employees/:id', {
    config: signedIn,
    schema: {
      ...doc, ...one, summary: 'Change an employee; what is not given keeps its value; permissions: null follows the role again',
      body: ZEmployeeUpdateSchema, response: responses(ZEmployeeSchema, 400, 401, 403, 404, 409),
    },
  }, async (request) => ok(await employees.update(actorOf(request), request.query.companyId, request.params.id, request.body), M.updated));

  app.delete('/employees/:id', {
    config: signedIn,
    schema: { ...doc, ...one, summary: 'Remove an employee; their sessions end', response: responses(ZNoDataSchema, 400, 401, 403, 404) },
  }, async (request) => {
    await employees.remove(actorOf(request), request.query.companyId, request.params.id);
    return ok(null, M.deleted);
  });

  app.patch('/employees/:id/activate', {
    config: signedIn,
    schema: { ...doc, ...one, summary: 'Give an employee access again', response: responses(ZEmployeeSchema, 400, 401, 403, 404) },
  }, async (request) => ok(await employees.setStatus(actorOf(request), request.query.companyId, request.params.id, true), M.activated));

  app.patch('/employees/:id/deactivate', {
    config: signedIn,
    schema: {
      ...doc, ...one, summary: 'Take access away at once: their next request, even with a live token, is refused',
      response: responses(ZEmployeeSchema, 400, 401, 403, 404),
    },
  }, async (request) => ok(await employees.setStatus(actorOf(request), request.query.companyId, request.params.id, false), M.deactivated));

  // ── Usual hours, dated shifts, availability ───────────────────────────────────────────────────────
  const { employeeTime } = services;
  const scheduleOne = { querystring: ZCompanyIdQuerySchema, params: ZEmployeeScheduleParamsSchema };
  const shiftOne = { querystring: ZCompanyIdQuerySchema, params: ZEmployeeShiftParamsSchema };

  app.get('/employees/:id/schedules', {
    config: signedIn,
    schema: { ...doc, ...one, summary: 'The usual week: working hours per weekday', response: responses(ZEmployeeScheduleListSchema, 400, 401, 403, 404) },
  }, async (request) => ok({ schedules: await employeeTime.schedules(actorOf(request), request.query.companyId, request.params.id) }));

  app.post('/employees/:id/schedules', {
    config: signedIn,
    schema: { ...doc, ...one, summary: 'Add hours to the usual week (overlapping hours of the same day: 409)', body: ZWeeklyShiftSchema, response: createdResponses(ZEmployeeScheduleSchema, 400, 401, 403, 404, 409) },
  }, async (request, reply) => reply.code(201).send(ok(await employeeTime.addSchedule(actorOf(request), request.query.companyId, request.params.id, request.body))));

  app.put('/employees/:id/schedules/:scheduleId', {
    config: signedIn,
    schema: { ...doc, ...scheduleOne, summary: 'Change hours of the usual week', body: ZWeeklyShiftSchema, response: responses(ZEmployeeScheduleSchema, 400, 401, 403, 404, 409) },
  }, async (request) => ok(await employeeTime.updateSchedule(actorOf(request), request.query.companyId, request.params.id, request.params.scheduleId, request.body)));

  app.delete('/employees/:id/schedules/:scheduleId', {
    config: signedIn,
    schema: { ...doc, ...scheduleOne, summary: 'Remove hours from the usual week', response: responses(ZNoDataSchema, 400, 401, 403, 404) },
  }, async (request) => {
    await employeeTime.deleteSchedule(actorOf(request), request.query.companyId, request.params.id, request.params.scheduleId);
    return ok(null);
  });

  app.get('/employees/:id/shifts', {
    config: signedIn,
    schema: {
      ...doc, params: ZEmployeeIdParamsSchema, querystring: ZEmployeeShiftQuerySchema,
      summary: 'Dated shifts in a window (the coming four weeks by default)', response: responses(ZEmployeeShiftListSchema, 400, 401, 403, 404),
    },
  }, async (request) => ok({ shifts: await employeeTime.shifts(actorOf(request), request.query.companyId, request.params.id, request.query.from, request.query.to) }));

  app.post('/employees/:id/shifts', {
    config: signedIn,
    schema: { ...doc, ...one, summary: "Add a shift (at most 24 hours; one employee's shifts never overlap: 409)", body: ZEmployeeShiftInputSchema, response: createdResponses(ZEmployeeShiftSchema, 400, 401, 403, 404, 409) },
  }, async (request, reply) => reply.code(201).send(ok(await employeeTime.addShift(actorOf(request), request.query.companyId, request.params.id, request.body))));

  app.put('/employees/:id/shifts/:shiftId', {
    config: signedIn,
    schema: { ...doc, ...shiftOne, summary: 'Move or change a shift', body: ZEmployeeShiftInputSchema, response: responses(ZEmployeeShiftSchema, 400, 401, 403, 404, 409) },
  }, async (request) => ok(await employeeTime.updateShift(actorOf(request), request.query.companyId, request.params.id, request.params.shiftId, request.body)));

  app.delete('/employees/:id/shifts/:shiftId', {
    config: signedIn,
    schema: { ...doc, ...shiftOne, summary: 'Remove a shift', response: responses(ZNoDataSchema, 400, 401, 403, 404) },
  }, async (request) => {
    await employeeTime.deleteShift(actorOf(request), request.query.companyId, request.params.id, request.params.shiftId);
    return ok(null);
  });

  app.get('/employees/:id/availability', {
    config: signedIn,
    schema: { ...doc, ...one, summary: 'The hours the employee can work, per weekday', response: responses(ZEmployeeAvailabilitySchema, 400, 401, 403, 404) },
  }, async (request) => ok(await employeeTime.availability(actorOf(request), request.query.companyId, request.params.id)));

  app.put('/employees/:id/availability', {
    config: signedIn,
    schema: { ...doc, ...one, summary: 'Replace the availability (one range per weekday; a day left out: not available)', body: ZEmployeeAvailabilitySchema, response: responses(ZEmployeeAvailabilitySchema, 400, 401, 403, 404) },
  }, async (request) => ok(await employeeTime.setAvailability(actorOf(request), request.query.companyId, request.params.id, request.body)));

  // ── Roles and permissions ─────────────────────────────────────────────────────────────────────
  const roleDoc = { ...doc, querystring: ZCompanyIdQuerySchema };

  app.get('/roles', {
    config: signedIn,
    schema: { ...roleDoc, summary: 'The five built-in roles and the company\'s own, with their permissions', response: responses(ZEmployeeRoleListSchema, 400, 401, 403, 404) },
  }, async (request) => ok({ roles: await employeeRoles.roles(actorOf(request), request.query.companyId) }));

  app.post('/roles', {
    config: signedIn,
    schema: { ...roleDoc, summary: 'Define a company role', body: ZEmployeeRoleCreateSchema, response: createdResponses(ZEmployeeRoleSchema, 400, 401, 403, 404, 409) },
  }, async (request, reply) => reply.code(201).send(ok(await employeeRoles.createRole(actorOf(request), request.query.companyId, request.body), M.roleCreated)));

  app.put('/roles/:id', {
    config: signedIn,
    schema: {
      ...roleDoc, params: ZEmployeeRoleParamsSchema, body: ZEmployeeRoleUpdateSchema,
      summary: 'Change a company role; employees following it get its permissions at their next request',
      response: responses(ZEmployeeRoleSchema, 400, 401, 403, 404),
    },
  }, async (request) => ok(await employeeRoles.updateRole(actorOf(request), request.query.companyId, request.params.id, request.body), M.roleUpdated));

  app.delete('/roles/:id', {
    config: signedIn,
    schema: { ...roleDoc, params: ZEmployeeRoleParamsSchema, summary: 'Remove a company role no employee holds', response: responses(ZNoDataSchema, 400, 401, 403, 404, 409) },
  }, async (request) => {
    await employeeRoles.deleteRole(actorOf(request), request.query.companyId, request.params.id);
    return ok(null, M.roleDeleted);
  });

  app.get('/permissions', {
    config: signedIn,
    schema: { ...roleDoc, summary: 'Every permission a role or an employee can be given', response: responses(ZPermissionListSchema, 400, 401, 403, 404) },
  }, async (request) => ok({ permissions: await employeeRoles.permissions(actorOf(request), request.query.companyId) }));
};
