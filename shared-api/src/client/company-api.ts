import { ZPermissionSchema, type Permission } from '../contracts/session-user.js';
import type { MyPermissionsResponse } from '../contracts/auth.js';
import { z } from 'zod';
import { isApiError } from './api-errors.js';
import { api } from './api.js';
import { employeePermissionsFailed, employeePermissionsLoaded, employeePermissionsRequested } from './auth-slice.js';
import type { SuccessEnvelope } from './envelope.js';

/** Fallback when the permissions call fails without a message (docs/product/messages.md). */
export const PERMISSIONS_FAILED_MESSAGE = 'Failed to fetch permissions';

/**
 * Company calls. For now only the caller's effective permissions (docs/product/roles-and-permissions.md: an EMPLOYEE holds those in
 * the token and those fetched here; on failure the list is empty and an error is kept).
 */
export const companyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyPermissions: build.query<Permission[], void>({
      query: () => 'companies/my-permissions',
      transformResponse: (response: SuccessEnvelope<MyPermissionsResponse>) => response.data.permissions,
      responseSchema: __DEV__ ? z.array(ZPermissionSchema) : undefined,
      providesTags: [{ type: 'Company', id: 'MY_PERMISSIONS' }],
      onQueryStarted: async (_args, { dispatch, queryFulfilled }) => {
        dispatch(employeePermissionsRequested());
        try {
          const { data } = await queryFulfilled;
          dispatch(employeePermissionsLoaded(data));
        } catch (rejection) {
          const error = typeof rejection === 'object' && rejection !== null && 'error' in rejection ? rejection.error : null;
          dispatch(employeePermissionsFailed(isApiError(error) ? error.message : PERMISSIONS_FAILED_MESSAGE));
        }
      },
    }),
  }),
});

export const { useGetMyPermissionsQuery, useLazyGetMyPermissionsQuery } = companyApi;
