/** Spec §6 employee roles (keys of `employees.roles.*`). */
export const EMPLOYEE_ROLES = ['manager', 'staff', 'maintenance', 'receptionist', 'supervisor'] as const;
/** Spec §4: employees are activated or deactivated. */
export const EMPLOYEE_STATUSES = ['active', 'inactive'] as const;
/** Spec §3 employment types. */
export const EMPLOYMENT_TYPES = ['fullTime', 'partTime'] as const;
