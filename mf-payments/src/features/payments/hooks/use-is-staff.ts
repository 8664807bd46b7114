import { useAppSelector } from '@pitchside/shared-api/client/hooks';
import { selectHasAnyRole } from '@pitchside/shared-api/client/auth-slice';

/** Company staff and the super admin: they see whose payment each one is. */
const selectIsStaff = selectHasAnyRole(['COMPANY_OWNER', 'EMPLOYEE', 'SUPER_ADMIN']);

/**
 * Whether the signed-in user works for a company (or runs the platform). Whether they may refund a payment
 * is the server's answer (`mayRefund` of each transaction): an employee's own role is not known here.
 */
export function useIsStaff(): boolean {
  return useAppSelector(selectIsStaff);
}
