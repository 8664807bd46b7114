import { useAppSelector } from '@pitchside/shared-api/client/hooks';
import { selectHasAnyRole } from '@pitchside/shared-api/client/auth-slice';

/** Company staff and the super admin: they see whose payment each one is, and may ask for refunds. */
const selectIsStaff = selectHasAnyRole(['COMPANY_OWNER', 'EMPLOYEE', 'SUPER_ADMIN']);

/**
 * Whether the signed-in user works for a company (or runs the platform). Refunds are the owner's, a
 * manager's or the super admin's; an employee's own role is not known on the client, so employees are
 * offered the refund and the server's 403 tells those who are not managers.
 */
export function useIsStaff(): boolean {
  return useAppSelector(selectIsStaff);
}
