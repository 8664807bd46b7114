/**
 * Employees with a built-in or company role, and their weekly hours, dated shifts and availability
 * (migrations 0001, 0017). Local times are text 'HH:mm' ('24:00' allowed for an end) in the company's zone.
 */
import { sql } from 'drizzle-orm';
import { boolean, date, integer, numeric, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import type { EmployeeRole, EmploymentType } from '@pitchside/shared-api/contracts/employee-constants';
import type { Permission } from '@pitchside/shared-api/contracts/roles';
import { tz } from './columns.js';

export const employees = pgTable('employees', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  userId: uuid('user_id').notNull(),
  /** A built-in role; null when `roleId` names a company role. */
  employeeRole: text('employee_role').$type<EmployeeRole>(),
  /** The effective grant; follows the role unless `customPermissions`. */
  permissions: text('permissions').array().$type<Permission[]>().notNull().default([]),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: tz('created_at').notNull().defaultNow(),
  roleId: uuid('role_id'),
  customPermissions: boolean('custom_permissions').notNull().default(false),
  position: text('position').notNull().default(''),
  department: text('department'),
  employmentType: text('employment_type').$type<EmploymentType>().notNull().default('full_time'),
  hireDate: date('hire_date', { mode: 'string' }).notNull().default(sql`CURRENT_DATE`),
  hourlyRate: integer('hourly_rate'),
  regularHoursPerWeek: numeric('regular_hours_per_week', { mode: 'number', precision: 4, scale: 1 }),
  overtimeRateMultiplier: numeric('overtime_rate_multiplier', { mode: 'number', precision: 3, scale: 2 }).notNull().default(1.5),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const companyRoles = pgTable('company_roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  name: text('name').notNull(),
  description: text('description'),
  permissions: text('permissions').array().$type<Permission[]>().notNull().default([]),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** The usual week: one or more working slots per weekday. */
export const employeeSchedules = pgTable('employee_schedules', {
  id: uuid('id').primaryKey().defaultRandom(),
  employeeId: uuid('employee_id').notNull(),
  dayOfWeek: smallint('day_of_week').notNull(),
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** Dated shifts; one employee's never overlap (an exclusion constraint of 0017). */
export const employeeShifts = pgTable('employee_shifts', {
  id: uuid('id').primaryKey().defaultRandom(),
  employeeId: uuid('employee_id').notNull(),
  startsAt: tz('starts_at').notNull(),
  endsAt: tz('ends_at').notNull(),
  fieldId: uuid('field_id'),
  notes: text('notes'),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** The hours an employee says they can work, per weekday (no row: not available that day). */
export const employeeAvailability = pgTable('employee_availability', {
  employeeId: uuid('employee_id').notNull(),
  dayOfWeek: smallint('day_of_week').notNull(),
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
}, (t) => [primaryKey({ columns: [t.employeeId, t.dayOfWeek] })]);
