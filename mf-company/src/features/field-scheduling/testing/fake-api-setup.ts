import { employeePermissionsLoaded, sessionRestored } from '@pitchside/shared-api/client/auth-slice';
import type { AppStore } from '@pitchside/shared-api/client/store';
import { createTestStore } from '@pitchside/shared-api/client/testing/store';
import { inOneHour, makeToken } from '@pitchside/shared-api/client/testing/tokens';
import type { Permission, Role } from '@pitchside/shared-api/contracts/session-user';
import { fakeApiForFile, type FakeApi } from '@pitchside/shared-api/client/testing/fake-api';

/** The fake API of a test file's journeys (`fakeApiForFile`). */
export function setUpFakeApi(): FakeApi {
  return fakeApiForFile();
}

/** A store talking to `baseUrl`, signed in with the given role (and, for employees, permissions). */
export function signedInStore(baseUrl: string, role: Role = 'COMPANY_OWNER', permissions: Permission[] = []): AppStore {
  const store = createTestStore(baseUrl);
  const accessToken = makeToken({ sub: 'u1', role, permissions, exp: inOneHour(), tenantId: 'default-tenant' });
  const user = { id: 'u1', email: 'owner@pitchside.test', role, firstName: 'Olive', lastName: 'Owner', emailVerified: true };
  store.dispatch(sessionRestored({ accessToken, user }));
  // As the shell does for employees: their permissions are fetched after sign-in.
  if (role === 'EMPLOYEE') store.dispatch(employeePermissionsLoaded(permissions));
  return store;
}
