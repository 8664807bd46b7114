import { EMPLOYEE_ERROR_CODES, EMPLOYEE_MESSAGES } from '@pitchside/shared-api/contracts/employee-constants';
import { PERMISSIONS, type Permission, type Role } from '@pitchside/shared-api/contracts/session-user';
import { DomainError } from '../../lib/errors.js';

export {
  EMPLOYEE_ROLE_PERMISSIONS, EMPLOYEE_ROLES, type EmployeeRole,
} from '@pitchside/shared-api/contracts/employee-constants';

/** An employee whose company deactivated or removed them: their live token and their password open nothing. */
export const accountDeactivated = () => new DomainError('unauthenticated', EMPLOYEE_ERROR_CODES.accountDeactivated, EMPLOYEE_MESSAGES.accountDeactivated);

/** "Admin" roles hold every permission; employees hold their grant; customers none (docs/product/roles-and-permissions.md). */
export function effectivePermissions(role: Role, employeePermissions: readonly Permission[] = []): Permission[] {
  if (role === 'SUPER_ADMIN' || role === 'COMPANY_OWNER') return [...PERMISSIONS];
  if (role === 'EMPLOYEE') return PERMISSIONS.filter((p) => employeePermissions.includes(p));
  return [];
}

export function isAdminRole(role: Role): boolean {
  return role === 'SUPER_ADMIN' || role === 'COMPANY_OWNER';
}
