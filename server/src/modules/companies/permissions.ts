import { PERMISSIONS, type Permission, type Role } from '@pitchside/shared-api/contracts/session-user';

export const EMPLOYEE_ROLES = ['manager', 'staff', 'maintenance', 'receptionist', 'supervisor'] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];

/** Default permissions of each employee role (spec §6). */
export const EMPLOYEE_ROLE_PERMISSIONS: Record<EmployeeRole, Permission[]> = {
  manager: ['MANAGE_FIELDS', 'MANAGE_RESERVATIONS', 'VIEW_ANALYTICS'],
  staff: ['MANAGE_RESERVATIONS', 'SCAN_QR_CODES'],
  maintenance: ['MANAGE_SCHEDULES', 'SCAN_QR_CODES'],
  receptionist: ['MANAGE_RESERVATIONS'],
  supervisor: ['MANAGE_RESERVATIONS', 'MANAGE_SCHEDULES', 'VIEW_ANALYTICS'],
};

/** "Admin" roles hold every permission; employees hold their grant; customers none (spec §6). */
export function effectivePermissions(role: Role, employeePermissions: readonly Permission[] = []): Permission[] {
  if (role === 'SUPER_ADMIN' || role === 'COMPANY_OWNER') return [...PERMISSIONS];
  if (role === 'EMPLOYEE') return PERMISSIONS.filter((p) => employeePermissions.includes(p));
  return [];
}

export function isAdminRole(role: Role): boolean {
  return role === 'SUPER_ADMIN' || role === 'COMPANY_OWNER';
}
