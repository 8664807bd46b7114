import type { Role } from '../contracts/session-user.js';

/**
 * Display names of the roles (docs/product/roles-and-permissions.md). The values are the English texts, used as i18n keys:
 * the shell translates them (`t(roleLabel(role))`).
 */
export const ROLE_LABEL_KEYS: Readonly<Record<Role, string>> = {
  SUPER_ADMIN: 'Super Admin',
  COMPANY_OWNER: 'Company Owner',
  EMPLOYEE: 'Employee',
  CUSTOMER: 'Customer',
};

export const UNKNOWN_ROLE_LABEL_KEY = 'Unknown';

function isRole(value: string): value is Role {
  return Object.hasOwn(ROLE_LABEL_KEYS, value);
}

/** The i18n key of a role's display name; anything that is not a known role is 'Unknown'. */
export function roleLabel(role: string | null | undefined): string {
  return role && isRole(role) ? ROLE_LABEL_KEYS[role] : UNKNOWN_ROLE_LABEL_KEY;
}
