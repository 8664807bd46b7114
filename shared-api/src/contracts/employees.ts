import { z } from 'zod';
import {
  EMPLOYEE_LIMITS as L, EMPLOYEE_MESSAGES as M, EMPLOYEE_SORTS, EMPLOYEE_STATUSES, EMPLOYMENT_TYPES,
} from './employee-constants.js';
import { ZCurrencySchema, ZLocalTimeSchema, ZClosingTimeSchema } from './field-primitives.js';
import { repeatable, ZPaginationSchema } from './field.js';
import { LANGUAGE_CODES } from './language.js';
import { PERMISSIONS } from './roles.js';

export * from './employee-constants.js';

// A company's employees (docs/product/entities.md#employee, docs/product/api.md Employees and Roles). Creating one creates the person's
// account with a temporary password, mailed to them, that they must change at their first sign-in.
// An employee's role is one of the five built-in roles (its id is its name: `manager` …) or one the
// company defined (a uuid). Their permissions follow the role unless set one by one.

const ZPermission = z.enum(PERMISSIONS);
const requiredText = (message: string, max: number = L.textMax) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);
const optionalText = z.string().trim().max(L.textMax).nullable().optional()
  .transform((v) => (v === '' ? null : v));
const isoDay = (message: string) => z.iso.date({ error: message });

/** A weekly working slot: `startTime` to `endTime` local to the company, days 0 = Sunday. */
const weeklyShiftShape = {
  dayOfWeek: z.number().int().min(0).max(6),
  startTime: ZLocalTimeSchema,
  endTime: ZClosingTimeSchema,
};
export const ZWeeklyShiftSchema = z.object(weeklyShiftShape).refine((s) => s.startTime < s.endTime, { message: 'The end time must be after the start time', path: ['endTime'] });
export type WeeklyShift = z.infer<typeof ZWeeklyShiftSchema>;

export const ZEmployeeSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  position: z.string(),
  department: z.string().nullable(),
  /** A built-in role's name or a company role's id. */
  role: z.string(),
  /** The company role's name; null for a built-in role (the client translates those). */
  roleName: z.string().nullable(),
  status: z.enum(EMPLOYEE_STATUSES),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  isPartTime: z.boolean(),
  hireDate: z.iso.date(),
  /** Minor units of `currency` per hour. */
  hourlyRate: z.number().int().nullable(),
  currency: ZCurrencySchema,
  regularHoursPerWeek: z.number().nullable(),
  overtimeRateMultiplier: z.number(),
  weeklyShifts: z.array(z.object({ ...weeklyShiftShape, id: z.uuid() })),
  permissions: z.array(ZPermission),
  /** True when the permissions were set one by one rather than following the role. */
  customPermissions: z.boolean(),
  /** The employee has not yet replaced the temporary password of the welcome e-mail. */
  pendingFirstSignIn: z.boolean(),
  lastActiveAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type Employee = z.infer<typeof ZEmployeeSchema>;

const employeeFields = {
  firstName: requiredText(M.firstNameRequired, L.nameMax),
  lastName: requiredText(M.lastNameRequired, L.nameMax),
  email: z.string({ error: M.emailRequired }).trim().toLowerCase().min(1, M.emailRequired).max(254, M.invalidEmail)
    .pipe(z.email(M.invalidEmail)),
  phone: z.string().trim().max(30, M.phone).regex(/^$|^\+?[0-9 ().-]{6,30}$/, M.phone).nullable().optional()
    .transform((v) => (v === '' ? null : v)),
  position: requiredText(M.positionRequired),
  department: optionalText,
  role: requiredText(M.roleRequired),
  hireDate: isoDay(M.hireDateRequired),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  hourlyRate: z.number({ error: M.hourlyRate }).int(M.hourlyRate).min(0, M.hourlyRate).max(L.hourlyRateMax, M.hourlyRate).nullable().optional(),
  regularHoursPerWeek: z.number({ error: M.weeklyHours }).min(0, M.weeklyHours).max(L.weeklyHoursMax, M.weeklyHours).nullable().optional(),
  overtimeRateMultiplier: z.number({ error: M.overtime }).min(L.overtimeMultiplier.min, M.overtime).max(L.overtimeMultiplier.max, M.overtime).optional(),
  /** Set one by one; `null` makes them follow the role again. */
  permissions: z.array(ZPermission).max(PERMISSIONS.length).nullable().optional(),
  weeklyShifts: z.array(ZWeeklyShiftSchema).max(21).optional(),
};

/** POST /companies/employees. `language` is the welcome e-mail's (the caller's language when absent). */
export const ZEmployeeCreateSchema = z.object({
  ...employeeFields,
  employmentType: employeeFields.employmentType.default('full_time'),
  language: z.enum(LANGUAGE_CODES).optional(),
});
export type EmployeeCreate = z.input<typeof ZEmployeeCreateSchema>;

/** PUT /companies/employees/{id}: what is given changes. */
export const ZEmployeeUpdateSchema = z.object(employeeFields).partial();
export type EmployeeUpdate = z.input<typeof ZEmployeeUpdateSchema>;

/** GET /companies/employees: filters (array values repeated: `?role=staff&role=manager`). */
export const ZEmployeeQuerySchema = z.object({
  companyId: z.uuid().optional(),
  /** Part of the name, e-mail or position. */
  search: z.string().trim().max(100).optional(),
  role: repeatable(z.string().min(1).max(60)),
  status: repeatable(z.enum(EMPLOYEE_STATUSES)),
  employmentType: repeatable(z.enum(EMPLOYMENT_TYPES)),
  department: repeatable(z.string().trim().min(1).max(L.textMax)),
  hiredFrom: z.iso.date().optional(),
  hiredTo: z.iso.date().optional(),
  sort: z.enum(EMPLOYEE_SORTS).default('name_asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(L.maxPageSize).default(L.pageSize),
});
export type EmployeeQuery = Omit<z.input<typeof ZEmployeeQuerySchema>, 'page' | 'limit' | 'role' | 'status' | 'employmentType' | 'department'> & {
  page?: number; limit?: number; role?: string[]; status?: (typeof EMPLOYEE_STATUSES)[number][];
  employmentType?: (typeof EMPLOYMENT_TYPES)[number][]; department?: string[];
};

/** A role as the company's screens list it: built-in ones first. */
export const ZEmployeeRoleSchema = z.object({
  id: z.string(),
  /** The company role's name; a built-in role's is its id. */
  name: z.string(),
  description: z.string().nullable(),
  permissions: z.array(ZPermission),
  builtIn: z.boolean(),
  employeeCount: z.number().int(),
});
export type EmployeeRoleInfo = z.infer<typeof ZEmployeeRoleSchema>;

/** GET /companies/employees. */
export const ZEmployeeListSchema = z.object({
  employees: z.array(ZEmployeeSchema),
  roles: z.array(ZEmployeeRoleSchema),
  permissions: z.array(ZPermission),
  /** Every department in use, for the filter. */
  departments: z.array(z.string()),
  pagination: ZPaginationSchema,
});
export type EmployeeList = z.infer<typeof ZEmployeeListSchema>;

const ZIds = z.array(z.uuid(), { error: M.bulkIds }).min(1, M.bulkIds).max(L.bulkMax, M.bulkIds)
  .transform((ids) => [...new Set(ids)]);

/** PATCH /companies/employees/bulk: the same change to each. */
export const ZEmployeeBulkUpdateSchema = z.object({
  ids: ZIds,
  data: z.object({
    status: z.enum(EMPLOYEE_STATUSES).optional(),
    role: employeeFields.role.optional(),
    department: optionalText,
    employmentType: z.enum(EMPLOYMENT_TYPES).optional(),
  }).refine((d) => Object.values(d).some((v) => v !== undefined), { message: M.bulkData }),
});
export type EmployeeBulkUpdate = z.input<typeof ZEmployeeBulkUpdateSchema>;

/** DELETE /companies/employees/bulk. */
export const ZEmployeeBulkDeleteSchema = z.object({ ids: ZIds });

export const ZEmployeeBulkResultSchema = z.object({ count: z.number().int(), employees: z.array(ZEmployeeSchema) });
export type EmployeeBulkResult = z.infer<typeof ZEmployeeBulkResultSchema>;

export const ZEmployeeIdParamsSchema = z.object({ id: z.uuid({ error: M.notFound }) });
export const ZCompanyIdQuerySchema = z.object({ companyId: z.uuid().optional() });

/** POST /companies/roles. */
export const ZEmployeeRoleCreateSchema = z.object({
  name: requiredText(M.roleNameRequired, L.customRoleNameMax),
  description: z.string().trim().max(L.customRoleDescriptionMax).nullable().optional().transform((v) => (v === '' ? null : v)),
  permissions: z.array(ZPermission).max(PERMISSIONS.length),
});
export type EmployeeRoleCreate = z.input<typeof ZEmployeeRoleCreateSchema>;
export const ZEmployeeRoleUpdateSchema = ZEmployeeRoleCreateSchema.partial();
export type EmployeeRoleUpdate = z.input<typeof ZEmployeeRoleUpdateSchema>;
export const ZEmployeeRoleParamsSchema = z.object({ id: z.string().min(1).max(60) });

export const ZEmployeeRoleListSchema = z.object({ roles: z.array(ZEmployeeRoleSchema) });
export const ZPermissionListSchema = z.object({ permissions: z.array(ZPermission) });

// ── Usual hours, dated shifts and availability (…/employees/{id}/schedules, /shifts, /availability) ──

export const EMPLOYEE_TIME_MESSAGES = {
  scheduleOverlap: 'These hours overlap other hours on the same day',
  shiftOverlap: 'This shift overlaps another shift of this employee',
  shiftRange: 'A shift ends after it starts and lasts at most 24 hours',
  scheduleNotFound: 'Schedule not found',
  shiftNotFound: 'Shift not found',
  fieldNotFound: 'Field not found',
} as const;

/** One slot of the usual week. */
export const ZEmployeeScheduleSchema = z.object({ id: z.uuid(), ...weeklyShiftShape });
export type EmployeeSchedule = z.infer<typeof ZEmployeeScheduleSchema>;
export const ZEmployeeScheduleListSchema = z.object({ schedules: z.array(ZEmployeeScheduleSchema) });
export const ZEmployeeScheduleParamsSchema = z.object({ id: z.uuid({ error: M.notFound }), scheduleId: z.uuid({ error: EMPLOYEE_TIME_MESSAGES.scheduleNotFound }) });

/** A dated shift (instants in UTC), optionally at one of the company's fields. */
export const ZEmployeeShiftSchema = z.object({
  id: z.uuid(),
  employeeId: z.uuid(),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  fieldId: z.uuid().nullable(),
  notes: z.string().nullable(),
});
export type EmployeeShift = z.infer<typeof ZEmployeeShiftSchema>;
export const ZEmployeeShiftInputSchema = z.object({
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
  fieldId: z.uuid().nullable().optional(),
  notes: z.string().trim().max(500).nullable().optional().transform((v) => (v === '' ? null : v)),
}).refine((s) => {
  const length = Date.parse(s.end) - Date.parse(s.start);
  return length > 0 && length <= 24 * 3_600_000;
}, { message: EMPLOYEE_TIME_MESSAGES.shiftRange, path: ['end'] });
export type EmployeeShiftInput = z.input<typeof ZEmployeeShiftInputSchema>;
export const ZEmployeeShiftQuerySchema = z.object({
  companyId: z.uuid().optional(),
  /** Shifts that end after `from` and start before `to` (instants); the coming four weeks when absent. */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export const ZEmployeeShiftListSchema = z.object({ shifts: z.array(ZEmployeeShiftSchema) });
export const ZEmployeeShiftParamsSchema = z.object({ id: z.uuid({ error: M.notFound }), shiftId: z.uuid({ error: EMPLOYEE_TIME_MESSAGES.shiftNotFound }) });

/** The hours an employee can work, per weekday (a day absent: not available). */
export const ZEmployeeAvailabilitySchema = z.object({
  days: z.array(z.object(weeklyShiftShape).refine((s) => s.startTime < s.endTime, { message: 'The end time must be after the start time', path: ['endTime'] }))
    .max(7)
    .refine((days) => new Set(days.map((d) => d.dayOfWeek)).size === days.length, { message: 'One range per day' }),
});
export type EmployeeAvailability = z.infer<typeof ZEmployeeAvailabilitySchema>;
