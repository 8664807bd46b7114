import type { AppStore } from '@pitchside/shared-api/client/store';
import { employeePermissionsLoaded, sessionRestored } from '@pitchside/shared-api/client/auth-slice';
import { createTestStore } from '@pitchside/shared-api/client/testing/store';
import { inOneHour, makeToken } from '@pitchside/shared-api/client/testing/tokens';
import type { Role } from '@pitchside/shared-api/contracts/roles';

/** A store talking to `baseUrl`, signed in with `role` as the shell restores a session. */
export function signedInStore(baseUrl: string, role: Role = 'COMPANY_OWNER'): AppStore {
  const store = createTestStore(baseUrl);
  const accessToken = makeToken({ sub: 'u1', role, permissions: [], exp: inOneHour(), tenantId: 'default-tenant' });
  const user = { id: 'u1', email: 'staff@pitchside.test', role, firstName: 'Sam', lastName: 'Staff', emailVerified: true };
  store.dispatch(sessionRestored({ accessToken, user }));
  if (role === 'EMPLOYEE') store.dispatch(employeePermissionsLoaded(['MANAGE_RESERVATIONS']));
  return store;
}
