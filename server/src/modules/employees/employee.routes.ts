import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EMPLOYEE_MESSAGES as M, ZEmployeeBulkDeleteSchema, ZEmployeeBulkResultSchema, ZEmployeeBulkUpdateSchema,
  ZEmployeeCreateSchema, ZEmployeeIdParamsSchema, ZEmployeeListSchema, ZEmployeeQuerySchema, ZEmployeeRoleCreateSchema,
  ZEmployeeRoleListSchema, ZEmployeeRoleParamsSchema, ZEmployeeRoleSchema, ZEmployeeRoleUpdateSchema, ZEmployeeSchema,
  ZEmployeeUpdateSchema, ZPermissionListSchema, ZEmployeeAvailabilitySchema, ZEmployeeScheduleListSchema, ZEmployeeScheduleParamsSchema,
  ZEmployeeScheduleSchema, ZEmployeeShiftInputSchema, ZEmployeeShiftListSchema, ZEmployeeShiftParamsSchema, ZEmployeeShiftQuerySchema,
  ZEmployeeShiftSchema, ZWeeklyShiftSchema,
} from '@pitchside/shared-api/contracts/employees';
import { createdResponses, ok, responses, ZNoDataSchema } from '../../lib/http.js';
import { authOf } from '../../plugins/authentication.js';
import { companyOf } from '../../plugins/company-scope.js';
import { pickLanguage } from '../mail/mailer.js';
import type { EmployeeRoleService } from './employee-role.service.js';
import type { EmployeeTimeService } from './employee-time.service.js';
import type { EmployeeService } from './employee.service.js';

const owner = { company: 'owner' } as const;
const doc = { tags: ['employees'], description: "Another company's employee: 404." };

export interface EmployeeRouteServices {
  employees: EmployeeService;
  employeeRoles: EmployeeRoleService;
  employeeTime: EmployeeTimeService;
}

/** /api/v1/companies/employees and /roles, /permissions (docs/product/api.md). */
export const employeeRoutes: FastifyPluginAsyncZod<EmployeeRouteServices> = async (app, { employees, employeeRoles, employeeTime }) => {
  app.get('/employees', {
    config: owner,
    schema: {
      ...doc, operationId: 'listEmployees', summary: 'A page of employees with the roles and permissions to choose from (array filters repeat: ?role=a&role=b)',
      querystring: ZEmployeeQuerySchema, response: responses(ZEmployeeListSchema),
    },
  }, async (request) => ok(await employees.list(companyOf(request), request.query)));

  app.post('/employees', {
    config: owner,
    schema: {
      ...doc, operationId: 'createEmployee', summary: 'Add an employee: creates their account and e-mails a temporary password they must change at first sign-in',
      body: ZEmployeeCreateSchema, response: createdResponses(ZEmployeeSchema, 409),
    },
  }, async (request, reply) => {
    const { user } = authOf(request);
    const language = pickLanguage(request.body.language ?? user.preferences.language, request.headers['accept-language']);
    return reply.code(201).send(ok(await employees.create(companyOf(request), request.body, language), M.created));
  });

  // Bulk routes before the `:id` ones (fastify prefers static segments anyway; kept together for reading).
  app.patch('/employees/bulk', {
    config: owner,
    schema: { ...doc, operationId: 'updateEmployees', summary: 'The same change to each chosen employee, all or none', body: ZEmployeeBulkUpdateSchema, response: responses(ZEmployeeBulkResultSchema) },
  }, async (request) => ok(await employees.bulkUpdate(companyOf(request), request.body), M.bulkUpdated));

  app.delete('/employees/bulk', {
    config: owner,
    schema: { ...doc, operationId: 'deleteEmployees', summary: 'Remove the chosen employees, all or none; their sessions end', body: ZEmployeeBulkDeleteSchema, response: responses(ZEmployeeBulkResultSchema) },
  }, async (request) => ok(await employees.bulkDelete(companyOf(request), request.body.ids), M.bulkDeleted));

  const one = { ...doc, params: ZEmployeeIdParamsSchema };

  app.get('/employees/:id', {
    config: owner,
    schema: { ...one, operationId: 'getEmployee', summary: 'One employee', response: responses(ZEmployeeSchema) },
  }, async (request) => ok(await employees.get(companyOf(request), request.params.id)));

  app.put('/employees/:id', {
    config: owner,
    schema: {
      ...one, operationId: 'updateEmployee', summary: 'Change an employee; what is not given keeps its value; permissions: null follows the role again',
      body: ZEmployeeUpdateSchema, response: responses(ZEmployeeSchema, 409),
    },
  }, async (request) => ok(await employees.update(companyOf(request), request.params.id, request.body), M.updated));

  app.delete('/employees/:id', {
    config: owner,
    schema: { ...one, operationId: 'deleteEmployee', summary: 'Remove an employee; their sessions end', response: responses(ZNoDataSchema) },
  }, async (request) => {
    await employees.remove(companyOf(request), request.params.id);
    return ok(null, M.deleted);
  });

  app.patch('/employees/:id/activate', {
    config: owner,
    schema: { ...one, operationId: 'activateEmployee', summary: 'Give an employee access again', response: responses(ZEmployeeSchema) },
  }, async (request) => ok(await employees.setStatus(companyOf(request), request.params.id, true), M.activated));

  app.patch('/employees/:id/deactivate', {
    config: owner,
    schema: { ...one, operationId: 'deactivateEmployee', summary: 'Take access away at once: their next request, even with a live token, is refused', response: responses(ZEmployeeSchema) },
  }, async (request) => ok(await employees.setStatus(companyOf(request), request.params.id, false), M.deactivated));

  // ── Usual hours, dated shifts, availability ───────────────────────────────────────────────────────
  const scheduleOne = { ...doc, params: ZEmployeeScheduleParamsSchema };
  const shiftOne = { ...doc, params: ZEmployeeShiftParamsSchema };

  app.get('/employees/:id/schedules', {
    config: owner,
    schema: { ...one, operationId: 'listEmployeeSchedules', summary: 'The usual week: working hours per weekday', response: responses(ZEmployeeScheduleListSchema) },
  }, async (request) => ok({ schedules: await employeeTime.schedules(companyOf(request), request.params.id) }));

  app.post('/employees/:id/schedules', {
    config: owner,
    schema: { ...one, operationId: 'createEmployeeSchedule', summary: 'Add hours to the usual week (overlapping hours of the same day: 409)', body: ZWeeklyShiftSchema, response: createdResponses(ZEmployeeScheduleSchema, 409) },
  }, async (request, reply) => reply.code(201).send(ok(await employeeTime.addSchedule(companyOf(request), request.params.id, request.body))));

  app.put('/employees/:id/schedules/:scheduleId', {
    config: owner,
    schema: { ...scheduleOne, operationId: 'updateEmployeeSchedule', summary: 'Change hours of the usual week', body: ZWeeklyShiftSchema, response: responses(ZEmployeeScheduleSchema, 409) },
  }, async (request) => ok(await employeeTime.updateSchedule(companyOf(request), request.params.id, request.params.scheduleId, request.body)));

  app.delete('/employees/:id/schedules/:scheduleId', {
    config: owner,
    schema: { ...scheduleOne, operationId: 'deleteEmployeeSchedule', summary: 'Remove hours from the usual week', response: responses(ZNoDataSchema) },
  }, async (request) => {
    await employeeTime.deleteSchedule(companyOf(request), request.params.id, request.params.scheduleId);
    return ok(null);
  });

  app.get('/employees/:id/shifts', {
    config: owner,
    schema: {
      ...one, querystring: ZEmployeeShiftQuerySchema,
      operationId: 'listEmployeeShifts', summary: 'Dated shifts in a window (the coming four weeks by default)', response: responses(ZEmployeeShiftListSchema),
    },
  }, async (request) => ok({ shifts: await employeeTime.shifts(companyOf(request), request.params.id, request.query.from, request.query.to) }));

  app.post('/employees/:id/shifts', {
    config: owner,
    schema: { ...one, operationId: 'createEmployeeShift', summary: "Add a shift (at most 24 hours; one employee's shifts never overlap: 409)", body: ZEmployeeShiftInputSchema, response: createdResponses(ZEmployeeShiftSchema, 409) },
  }, async (request, reply) => reply.code(201).send(ok(await employeeTime.addShift(companyOf(request), request.params.id, request.body))));

  app.put('/employees/:id/shifts/:shiftId', {
    config: owner,
    schema: { ...shiftOne, operationId: 'updateEmployeeShift', summary: 'Move or change a shift', body: ZEmployeeShiftInputSchema, response: responses(ZEmployeeShiftSchema, 409) },
  }, async (request) => ok(await employeeTime.updateShift(companyOf(request), request.params.id, request.params.shiftId, request.body)));

  app.delete('/employees/:id/shifts/:shiftId', {
    config: owner,
    schema: { ...shiftOne, operationId: 'deleteEmployeeShift', summary: 'Remove a shift', response: responses(ZNoDataSchema) },
  }, async (request) => {
    await employeeTime.deleteShift(companyOf(request), request.params.id, request.params.shiftId);
    return ok(null);
  });

  app.get('/employees/:id/availability', {
    config: owner,
    schema: { ...one, operationId: 'getEmployeeAvailability', summary: 'The hours the employee can work, per weekday', response: responses(ZEmployeeAvailabilitySchema) },
  }, async (request) => ok(await employeeTime.availability(companyOf(request), request.params.id)));

  app.put('/employees/:id/availability', {
    config: owner,
    schema: { ...one, operationId: 'setEmployeeAvailability', summary: 'Replace the availability (one range per weekday; a day left out: not available)', body: ZEmployeeAvailabilitySchema, response: responses(ZEmployeeAvailabilitySchema) },
  }, async (request) => ok(await employeeTime.setAvailability(companyOf(request), request.params.id, request.body)));

  // ── Roles and permissions ─────────────────────────────────────────────────────────────────────
  const roleDoc = { tags: doc.tags };
  const roleOne = { ...roleDoc, params: ZEmployeeRoleParamsSchema };

  app.get('/roles', {
    config: owner,
    schema: { ...roleDoc, operationId: 'listEmployeeRoles', summary: 'The five built-in roles and the company\'s own, with their permissions', response: responses(ZEmployeeRoleListSchema) },
  }, async (request) => ok({ roles: await employeeRoles.roles(companyOf(request)) }));

  app.post('/roles', {
    config: owner,
    schema: { ...roleDoc, operationId: 'createEmployeeRole', summary: 'Define a company role', body: ZEmployeeRoleCreateSchema, response: createdResponses(ZEmployeeRoleSchema, 409) },
  }, async (request, reply) => reply.code(201).send(ok(await employeeRoles.createRole(companyOf(request), request.body), M.roleCreated)));

  app.put('/roles/:id', {
    config: owner,
    schema: {
      ...roleOne, body: ZEmployeeRoleUpdateSchema,
      operationId: 'updateEmployeeRole', summary: 'Change a company role; employees following it get its permissions at their next request',
      response: responses(ZEmployeeRoleSchema),
    },
  }, async (request) => ok(await employeeRoles.updateRole(companyOf(request), request.params.id, request.body), M.roleUpdated));

  app.delete('/roles/:id', {
    config: owner,
    schema: { ...roleOne, operationId: 'deleteEmployeeRole', summary: 'Remove a company role no employee holds', response: responses(ZNoDataSchema, 409) },
  }, async (request) => {
    await employeeRoles.deleteRole(companyOf(request), request.params.id);
    return ok(null, M.roleDeleted);
  });

  app.get('/permissions', {
    config: owner,
    schema: { ...roleDoc, operationId: 'listPermissions', summary: 'Every permission a role or an employee can be given', response: responses(ZPermissionListSchema) },
  }, async () => ok({ permissions: employeeRoles.permissions() }));
};
