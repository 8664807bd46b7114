import { z } from 'zod';
import {
  EMPLOYEE_LIMITS as L, EMPLOYEE_MESSAGES as M, EMPLOYMENT_TYPES, type Employee, type EmployeeCreate, type EmployeeUpdate,
  type EmploymentType,
} from '@pitchside/shared-api/contracts/employees';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import { PERMISSIONS, type Permission } from '@pitchside/shared-api/contracts/roles';

/** The employee form as typed (docs/product/validation.md, employee form): text inputs, then turned into the API's shape. */
export interface EmployeeFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  position: string;
  department: string;
  role: string;
  hireDate: string;
  employmentType: EmploymentType;
  /** Major units ("18.50"); empty for none. */
  hourlyRate: string;
  regularHoursPerWeek: string;
  overtimeRateMultiplier: string;
  customPermissions: boolean;
  permissions: Permission[];
  language: LanguageCode;
}

const optionalNumber = (min: number, max: number, message: string, decimals: number) =>
  z.string().trim().refine((v) => {
    if (v === '') return true;
    const n = Number(v.replace(',', '.'));
    return Number.isFinite(n) && n >= min && n <= max && Math.abs(n * 10 ** decimals - Math.round(n * 10 ** decimals)) < 1e-6;
  }, message);

/** The form's rules, with the contract's texts (translated where they are shown). */
export const ZEmployeeFormSchema = z.object({
  firstName: z.string().trim().min(1, M.firstNameRequired).max(L.nameMax),
  lastName: z.string().trim().min(1, M.lastNameRequired).max(L.nameMax),
  email: z.string().trim().min(1, M.emailRequired).pipe(z.email(M.invalidEmail)),
  phone: z.string().trim().regex(/^$|^\+?[0-9 ().-]{6,30}$/, M.phone),
  position: z.string().trim().min(1, M.positionRequired).max(L.textMax),
  department: z.string().trim().max(L.textMax),
  role: z.string().min(1, M.roleRequired),
  hireDate: z.string().min(1, M.hireDateRequired).pipe(z.iso.date(M.hireDateRequired)),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  hourlyRate: optionalNumber(0, L.hourlyRateMax / 100, M.hourlyRate, 2),
  regularHoursPerWeek: optionalNumber(0, L.weeklyHoursMax, M.weeklyHours, 1),
  overtimeRateMultiplier: optionalNumber(L.overtimeMultiplier.min, L.overtimeMultiplier.max, M.overtime, 2),
  customPermissions: z.boolean(),
  permissions: z.array(z.enum(PERMISSIONS)),
  language: z.enum(['en', 'fr', 'ar']),
});

/** The inputs the API may name in a 400 answer. */
export const FORM_INPUTS = [
  'firstName', 'lastName', 'email', 'phone', 'position', 'department', 'role', 'hireDate', 'employmentType', 'hourlyRate',
  'regularHoursPerWeek', 'overtimeRateMultiplier', 'permissions',
] as const satisfies readonly (keyof EmployeeFormValues)[];

const today = () => new Date().toISOString().slice(0, 10);
const number = (v: string) => (v.trim() === '' ? null : Number(v.trim().replace(',', '.')));

export function emptyForm(language: LanguageCode): EmployeeFormValues {
  return {
    firstName: '', lastName: '', email: '', phone: '', position: '', department: '', role: 'staff', hireDate: today(),
    employmentType: 'full_time', hourlyRate: '', regularHoursPerWeek: '', overtimeRateMultiplier: String(L.overtimeMultiplier.default),
    customPermissions: false, permissions: [], language,
  };
}

export function formOf(employee: Employee, language: LanguageCode): EmployeeFormValues {
  return {
    firstName: employee.firstName, lastName: employee.lastName, email: employee.email, phone: employee.phone ?? '',
    position: employee.position, department: employee.department ?? '', role: employee.role, hireDate: employee.hireDate,
    employmentType: employee.employmentType, hourlyRate: employee.hourlyRate === null ? '' : (employee.hourlyRate / 100).toFixed(2),
    regularHoursPerWeek: employee.regularHoursPerWeek === null ? '' : String(employee.regularHoursPerWeek),
    overtimeRateMultiplier: String(employee.overtimeRateMultiplier), customPermissions: employee.customPermissions,
    permissions: employee.permissions, language,
  };
}

function common(values: EmployeeFormValues): EmployeeUpdate {
  const rate = number(values.hourlyRate);
  return {
    firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim(),
    phone: values.phone.trim() || null, position: values.position.trim(), department: values.department.trim() || null,
    role: values.role, hireDate: values.hireDate, employmentType: values.employmentType,
    hourlyRate: rate === null ? null : Math.round(rate * 100), regularHoursPerWeek: number(values.regularHoursPerWeek),
    overtimeRateMultiplier: number(values.overtimeRateMultiplier) ?? L.overtimeMultiplier.default,
    permissions: values.customPermissions ? values.permissions : null,
  };
}

export const toCreate = (values: EmployeeFormValues): EmployeeCreate =>
  ({ ...common(values), language: values.language } as EmployeeCreate);

export const toUpdate = (values: EmployeeFormValues): EmployeeUpdate => common(values);
