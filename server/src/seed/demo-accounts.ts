import type { Currency } from '@pitchside/shared-api/contracts/field-constants';
import type { Role } from '@pitchside/shared-api/contracts/session-user';
import type { EmployeeRole } from '../modules/auth/permissions.js';

export interface DemoAccount {
  label: string;
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
  /** Company owned (COMPANY_OWNER) or worked for (EMPLOYEE). */
  company?: string;
  /** IANA zone of the company an owner creates (its fields default to it). */
  timezone?: string;
  /** The usual currency of a company an owner creates. */
  currency?: Currency;
  employeeRole?: EmployeeRole;
  /** An employee's job, as the company's employee list shows it. */
  job?: { position: string; department: string; hireDate: string; weeklyShifts: { dayOfWeek: number; startTime: string; endTime: string }[] };
}

export const DEMO_COMPANY = 'Green Park Sports';
/** The second demo company: fields in Paris and Casablanca, so lists span zones and currencies. */
export const DEMO_COMPANY_ATLAS = 'Atlas Sports Club';

/** The accounts seeded on first start; printed by main.ts and logged into by the tests. */
export function demoAccounts(admin: { email: string; password?: string | undefined }): DemoAccount[] {
  return [
    { label: 'Super admin', email: admin.email, password: admin.password ?? 'Admin123!', role: 'SUPER_ADMIN', firstName: 'Ada', lastName: 'Admin' },
    { label: 'Company owner', email: 'owner@pitchside.test', password: 'Owner123!', role: 'COMPANY_OWNER', firstName: 'Olivia', lastName: 'Owner', company: DEMO_COMPANY, timezone: 'America/New_York', currency: 'USD' },
    { label: 'Owner (Atlas)', email: 'owner.atlas@pitchside.test', password: 'Owner123!', role: 'COMPANY_OWNER', firstName: 'Amine', lastName: 'Alaoui', company: DEMO_COMPANY_ATLAS, timezone: 'Africa/Casablanca', currency: 'EUR' },
    { label: 'Employee (staff)', email: 'employee@pitchside.test', password: 'Employee123!', role: 'EMPLOYEE', firstName: 'Ethan', lastName: 'Employee', company: DEMO_COMPANY, employeeRole: 'staff',
      job: {
        position: 'Front desk', department: 'Reception', hireDate: '2025-09-01',
        weeklyShifts: [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, startTime: '09:00', endTime: '17:00' })),
      } },
    { label: 'Customer', email: 'customer@pitchside.test', password: 'Customer123!', role: 'CUSTOMER', firstName: 'Chloe', lastName: 'Customer' },
  ];
}
