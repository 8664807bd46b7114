import { useCallback } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import {
  EMPLOYEE_MESSAGES, EMPLOYEE_TIME_MESSAGES, isEmployeeRole, type Employee, type EmployeeRoleInfo,
} from '@pitchside/shared-api/contracts/employees';
import { useContractMessage } from '../../../lib/use-contract-message';
import { NS } from '../../../locales/namespace';

/** The texts of the employees API: the employees' and their time's (usual week, shifts, availability); keys never clash. */
const API_MESSAGES = { ...EMPLOYEE_MESSAGES, ...EMPLOYEE_TIME_MESSAGES } as const;

/** The contract's English texts (to tell a known answer from an unhelpful one). */
const MESSAGE_TEXTS = new Set<string>(Object.values(API_MESSAGES));

/** Translates a text of the employees contract or API; unknown texts are shown as they came. */
export const useEmployeeMessage = () => useContractMessage(API_MESSAGES, 'employees.messages');

/**
 * What a failed employee call says: the API's text when it gave one we know (its message, or that of an
 * input it names), else the fallback of docs/product/messages.md.
 */
export function useEmployeeFailure(): (error: unknown, fallbackKey: string) => string {
  const { t } = useTranslation(NS);
  const text = useEmployeeMessage();
  return useCallback((error, fallbackKey) => {
    if (isApiError(error) && error.status === 403) return t('permissionGate.text');
    if (isApiError(error) && error.status >= 400 && error.status < 500) {
      const known = [error.message, ...(error.errors ?? []).map((issue) => issue.message)].find((m) => MESSAGE_TEXTS.has(m));
      if (known) return text(known)!;
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
