// Zod-free constants of the company's employees (docs/product/entities.md#employee, docs/product/validation.md employee form, docs/product/roles-and-permissions.md employee roles,
// docs/product/messages.md company and employee errors), for the server, the contracts and the employee screens.
import type { Permission } from './roles.js';

/** The five built-in employee roles of docs/product/roles-and-permissions.md; a company may add its own beside them. */
export const EMPLOYEE_ROLES = ['manager', 'staff', 'maintenance', 'receptionist', 'supervisor'] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];
export const isEmployeeRole = (value: unknown): value is EmployeeRole => EMPLOYEE_ROLES.includes(value as EmployeeRole);

/** What each built-in role grants unless the employee's permissions are set one by one (docs/product/roles-and-permissions.md). */
export const EMPLOYEE_ROLE_PERMISSIONS: Record<EmployeeRole, readonly Permission[]> = {
  manager: ['MANAGE_FIELDS', 'MANAGE_RESERVATIONS', 'VIEW_ANALYTICS'],
  staff: ['MANAGE_RESERVATIONS', 'SCAN_QR_CODES'],
  maintenance: ['MANAGE_SCHEDULES', 'SCAN_QR_CODES'],
  receptionist: ['MANAGE_RESERVATIONS'],
  supervisor: ['MANAGE_RESERVATIONS', 'MANAGE_SCHEDULES', 'VIEW_ANALYTICS'],
};

export const EMPLOYEE_STATUSES = ['active', 'inactive'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

export const EMPLOYMENT_TYPES = ['full_time', 'part_time'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** Sorts of the employee list. */
export const EMPLOYEE_SORTS = ['name_asc', 'name_desc', 'hire_date_desc', 'hire_date_asc', 'newest'] as const;
export type EmployeeSort = (typeof EMPLOYEE_SORTS)[number];

export const EMPLOYEE_LIMITS = {
  /** Per docs/product/constants.md: page size 10. */
  pageSize: 10,
  maxPageSize: 100,
  /** Employees changed or removed by one bulk call. */
  bulkMax: 100,
  nameMax: 100,
  textMax: 100,
  /** Minor units per hour (9,999.99 at most). */
  hourlyRateMax: 999_999,
  weeklyHoursMax: 80,
  overtimeMultiplier: { min: 1, max: 3, default: 1.5 },
  /** Characters of the temporary password sent in the welcome e-mail. */
  temporaryPasswordLength: 14,
  customRoleNameMax: 60,
  customRoleDescriptionMax: 300,
  customRolesMax: 30,
} as const;

/** Texts of the server's answers and of the employee form (docs/product/validation.md, docs/product/messages.md). */
export const EMPLOYEE_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email address',
  positionRequired: 'Position is required',
  roleRequired: 'Role is required',
  hireDateRequired: 'Hire date is required',
  hourlyRate: 'Enter an hourly rate between 0 and 9,999.99',
  weeklyHours: 'Enter between 0 and 80 hours a week',
  overtime: 'Enter an overtime multiplier between 1 and 3',
  phone: 'Enter a valid phone number',
  bulkIds: 'Choose between 1 and 100 employees',
  bulkData: 'Choose what to change',
  duplicateEmail: 'An account with this email already exists',
  notFound: 'Employee not found',
  someNotFound: 'Some of the chosen employees were not found',
  unknownRole: 'This role does not exist',
  roleNotFound: 'Role not found',
  roleNameTaken: 'A role with this name already exists',
  roleInUse: 'This role is still given to employees; give them another role first',
  rolesLimit: 'You have reached the maximum number of roles',
  roleNameRequired: 'Role name is required',
  builtInRole: 'Built-in roles cannot be changed',
  created: 'Employee created. A welcome e-mail with a temporary password is on its way.',
  updated: 'Employee updated',
  deleted: 'Employee deleted',
  activated: 'Employee activated',
  deactivated: 'Employee deactivated',
  bulkUpdated: 'Employees updated',
  bulkDeleted: 'Employees deleted',
  roleCreated: 'Role created',
  roleUpdated: 'Role updated',
  roleDeleted: 'Role deleted',
  /** A deactivated employee's live session, and their sign-in attempts. */
  accountDeactivated: 'Your account has been deactivated. Contact your company administrator.',
  /** Every call but the password change, while the temporary password is in use. */
  passwordChangeRequired: 'Change your temporary password to continue',
} as const;

export const EMPLOYEE_ERROR_CODES = {
  duplicateEmail: 'EMPLOYEE_EMAIL_EXISTS',
  accountDeactivated: 'ACCOUNT_DEACTIVATED',
  passwordChangeRequired: 'PASSWORD_CHANGE_REQUIRED',
  roleInUse: 'ROLE_IN_USE',
} as const;
