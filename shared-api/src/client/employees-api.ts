import {
  ZEmployeeListSchema, ZEmployeeSchema, type Employee, type EmployeeBulkResult, type EmployeeBulkUpdate, type EmployeeCreate,
  type EmployeeList, type EmployeeQuery, type EmployeeRoleCreate, type EmployeeRoleInfo, type EmployeeRoleUpdate, type EmployeeUpdate,
} from '../contracts/employees.js';
import type { Permission } from '../contracts/roles.js';
import { api } from './api.js';
import { unwrapEnvelope, type SuccessEnvelope } from './envelope.js';
import { queryString } from './query-string.js';

const LIST = { type: 'Employee' as const, id: 'LIST' };
const ROLES = { type: 'Employee' as const, id: 'ROLES' };
/** Writes change the employees and the activity log. */
const LOG = { type: 'Settings' as const, id: 'ACTIVITY_LOG' };

/** The company acted on: the caller's own, or `companyId` for a super admin. */
interface Scope { companyId?: string | undefined }
const scoped = (path: string, scope: Scope) => `${path}${queryString({ companyId: scope.companyId })}`;

/** A company's employees, their roles and permissions (spec §7 Employees, Roles). */
export const employeesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEmployees: build.query<EmployeeList, EmployeeQuery>({
      query: (query) => `/companies/employees${queryString(query)}`,
      transformResponse: unwrapEnvelope<EmployeeList>,
      responseSchema: __DEV__ ? ZEmployeeListSchema : undefined,
      providesTags: (result) => [LIST, ROLES, ...(result?.employees.map((e) => ({ type: 'Employee' as const, id: e.id })) ?? [])],
    }),
    getEmployee: build.query<Employee, Scope & { id: string }>({
      query: ({ id, ...scope }) => scoped(`/companies/employees/${encodeURIComponent(id)}`, scope),
      transformResponse: unwrapEnvelope<Employee>,
      responseSchema: __DEV__ ? ZEmployeeSchema : undefined,
      providesTags: (_result, _error, { id }) => [{ type: 'Employee', id }],
    }),
    createEmployee: build.mutation<Employee, Scope & { employee: EmployeeCreate }>({
      query: ({ employee, ...scope }) => ({ url: scoped('/companies/employees', scope), method: 'POST', body: employee }),
      transformResponse: unwrapEnvelope<Employee>,
      invalidatesTags: (_result, error) => (error ? [] : [LIST, ROLES, LOG]),
    }),
    updateEmployee: build.mutation<Employee, Scope & { id: string; changes: EmployeeUpdate }>({
      query: ({ id, changes, ...scope }) => ({ url: scoped(`/companies/employees/${encodeURIComponent(id)}`, scope), method: 'PUT', body: changes }),
      transformResponse: unwrapEnvelope<Employee>,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, ROLES, LOG, { type: 'Employee', id }]),
    }),
    deleteEmployee: build.mutation<null, Scope & { id: string }>({
      query: ({ id, ...scope }) => ({ url: scoped(`/companies/employees/${encodeURIComponent(id)}`, scope), method: 'DELETE' }),
      transformResponse: unwrapEnvelope<null>,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, ROLES, LOG, { type: 'Employee', id }]),
    }),
    setEmployeeStatus: build.mutation<Employee, Scope & { id: string; active: boolean }>({
      query: ({ id, active, ...scope }) => ({
        url: scoped(`/companies/employees/${encodeURIComponent(id)}/${active ? 'activate' : 'deactivate'}`, scope), method: 'PATCH',
      }),
      transformResponse: unwrapEnvelope<Employee>,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, LOG, { type: 'Employee', id }]),
    }),
    bulkUpdateEmployees: build.mutation<EmployeeBulkResult, Scope & EmployeeBulkUpdate>({
      query: ({ companyId, ...body }) => ({ url: scoped('/companies/employees/bulk', { companyId }), method: 'PATCH', body }),
      transformResponse: unwrapEnvelope<EmployeeBulkResult>,
      invalidatesTags: (_result, error, { ids }) => (error ? [] : [LIST, ROLES, LOG, ...ids.map((id) => ({ type: 'Employee' as const, id }))]),
    }),
    bulkDeleteEmployees: build.mutation<EmployeeBulkResult, Scope & { ids: string[] }>({
      query: ({ companyId, ids }) => ({ url: scoped('/companies/employees/bulk', { companyId }), method: 'DELETE', body: { ids } }),
      transformResponse: unwrapEnvelope<EmployeeBulkResult>,
      invalidatesTags: (_result, error, { ids }) => (error ? [] : [LIST, ROLES, LOG, ...ids.map((id) => ({ type: 'Employee' as const, id }))]),
    }),
    getEmployeeRoles: build.query<EmployeeRoleInfo[], Scope | void>({
      query: (scope) => scoped('/companies/roles', scope ?? {}),
      transformResponse: (raw: SuccessEnvelope<{ roles: EmployeeRoleInfo[] }>) => unwrapEnvelope(raw).roles,
      providesTags: [ROLES],
    }),
    createEmployeeRole: build.mutation<EmployeeRoleInfo, Scope & { role: EmployeeRoleCreate }>({
      query: ({ role, ...scope }) => ({ url: scoped('/companies/roles', scope), method: 'POST', body: role }),
      transformResponse: unwrapEnvelope<EmployeeRoleInfo>,
      invalidatesTags: (_result, error) => (error ? [] : [ROLES, LIST, LOG]),
    }),
    updateEmployeeRole: build.mutation<EmployeeRoleInfo, Scope & { id: string; changes: EmployeeRoleUpdate }>({
      query: ({ id, changes, ...scope }) => ({ url: scoped(`/companies/roles/${encodeURIComponent(id)}`, scope), method: 'PUT', body: changes }),
      transformResponse: unwrapEnvelope<EmployeeRoleInfo>,
      invalidatesTags: (_result, error) => (error ? [] : [ROLES, LIST, 'Employee', LOG]),
    }),
    deleteEmployeeRole: build.mutation<null, Scope & { id: string }>({
      query: ({ id, ...scope }) => ({ url: scoped(`/companies/roles/${encodeURIComponent(id)}`, scope), method: 'DELETE' }),
      transformResponse: unwrapEnvelope<null>,
      invalidatesTags: (_result, error) => (error ? [] : [ROLES, LIST, LOG]),
    }),
    getCompanyPermissions: build.query<Permission[], Scope | void>({
      query: (scope) => scoped('/companies/permissions', scope ?? {}),
      transformResponse: (raw: SuccessEnvelope<{ permissions: Permission[] }>) => unwrapEnvelope(raw).permissions,
    }),
  }),
});

export const {
  useGetEmployeesQuery, useGetEmployeeQuery, useCreateEmployeeMutation, useUpdateEmployeeMutation, useDeleteEmployeeMutation,
  useSetEmployeeStatusMutation, useBulkUpdateEmployeesMutation, useBulkDeleteEmployeesMutation, useGetEmployeeRolesQuery,
  useCreateEmployeeRoleMutation, useUpdateEmployeeRoleMutation, useDeleteEmployeeRoleMutation, useGetCompanyPermissionsQuery,
} = employeesApi;
