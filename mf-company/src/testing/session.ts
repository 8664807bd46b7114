import type { AppStore } from '@pitchside/shared-api/client/store';
import { employeePermissionsLoaded, loginSucceeded } from '@pitchside/shared-api/client/auth-slice';
import { inOneHour, makeToken } from '@pitchside/shared-api/client/testing/tokens';
import type { Permission, Role } from '@pitchside/shared-api/contracts/roles';

/** Signs `store` in as a user of `role`; an employee holds `permissions` (fetched ones, as the shell loads them). */
export function signIn(store: AppStore, role: Role, permissions: Permission[] = []): AppStore {
  const accessToken = makeToken({ sub: 'u1', role, permissions, exp: inOneHour(), tenantId: 'default-tenant' });
  const user = { id: 'u1', email: 'owner@pitchside.test', role, firstName: 'Olivia', lastName: 'Owner', emailVerified: true };
  store.dispatch(loginSucceeded({ user, accessToken }));
  if (role === 'EMPLOYEE') store.dispatch(employeePermissionsLoaded(permissions));
  return store;
}
