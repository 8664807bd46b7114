import { useCallback } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import {
  EMPLOYEE_MESSAGES, EMPLOYEE_TIME_MESSAGES, isEmployeeRole, type Employee, type EmployeeRoleInfo,
} from '@pitchside/shared-api/contracts/employees';
import { useContractFailure, useContractMessage } from '../../../lib/use-contract-message';
import { NS } from '../../../locales/namespace';

/** The texts of the employees API: the employees' and their time's (usual week, shifts, availability); keys never clash. */
const API_MESSAGES = { ...EMPLOYEE_MESSAGES, ...EMPLOYEE_TIME_MESSAGES } as const;

/** Translates a text of the employees contract or API; unknown texts are shown as they came. */
export const useEmployeeMessage = () => useContractMessage(API_MESSAGES, 'employees.messages');

/** What a failed employee call says (the API's text when it is one we know, else the fallback). */
export const useEmployeeFailure = () => useContractFailure(API_MESSAGES, 'employees.messages');

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
