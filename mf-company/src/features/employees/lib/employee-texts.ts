import { useCallback } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { EMPLOYEE_MESSAGES, isEmployeeRole, type Employee, type EmployeeRoleInfo } from '@pitchside/shared-api/contracts/employees';
import { NS } from '../../../locales/namespace';

/** The contract's English texts → their keys under `employees.messages`. */
const MESSAGE_KEYS = new Map<string, string>(Object.entries(EMPLOYEE_MESSAGES).map(([key, text]) => [text, key]));

/** Translates a text of the employees contract or API; unknown texts are shown as they came. */
export function useEmployeeMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation(NS);
  return useCallback((message) => {
    if (!message) return undefined;
    const key = MESSAGE_KEYS.get(message);
    return key ? t(`employees.messages.${key}`, { defaultValue: message }) : message;
  }, [t]);
}

/** What a failed employee call says: the API's text when it gave one we know or a conflict, else the spec §8 fallback. */
export function useEmployeeFailure(): (error: unknown, fallbackKey: string) => string {
  const { t } = useTranslation(NS);
  const text = useEmployeeMessage();
  return useCallback((error, fallbackKey) => {
    if (isApiError(error) && error.status === 403) return t('permissionGate.text');
    if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message && MESSAGE_KEYS.has(error.message)) {
      return text(error.message)!;
    }
    return t(fallbackKey);
  }, [t, text]);
}

/** A role's name in the reader's language (company roles keep the name they were given). */
export function useRoleName(): (role: Pick<Employee, 'role' | 'roleName'> | EmployeeRoleInfo) => string {
  const { t } = useTranslation(NS);
  return useCallback((role) => {
    const id = 'id' in role && 'builtIn' in role ? role.id : (role as Employee).role;
    const name = 'builtIn' in role ? role.name : (role as Employee).roleName;
    return isEmployeeRole(id) ? t(`employees.roles.${id}`) : (name ?? id);
  }, [t]);
}

/** "Sam Rivera". */
export const fullName = (employee: Pick<Employee, 'firstName' | 'lastName'>) => `${employee.firstName} ${employee.lastName}`.trim();
