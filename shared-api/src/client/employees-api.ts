import { z } from 'zod';
import {
  ZEmployeeAvailabilitySchema, ZEmployeeListSchema, ZEmployeeSchema, ZEmployeeShiftSchema, type Employee, type EmployeeAvailability,
  type EmployeeBulkResult, type EmployeeBulkUpdate, type EmployeeCreate, type EmployeeList, type EmployeeQuery, type EmployeeRoleCreate,
  type EmployeeRoleInfo, type EmployeeRoleUpdate, type EmployeeShift, type EmployeeShiftInput, type EmployeeUpdate,
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
const employeePath = (id: string) => `/companies/employees/${encodeURIComponent(id)}`;
const shiftPath = (id: string, shiftId: string) => `${employeePath(id)}/shifts/${encodeURIComponent(shiftId)}`;
/** One employee's dated shifts, and their availability: refreshed after a write to them. */
const shiftsTag = (id: string) => ({ type: 'Employee' as const, id: `${id}:shifts` });
const availabilityTag = (id: string) => ({ type: 'Employee' as const, id: `${id}:availability` });
/** What a write to one employee's shifts or availability refreshes: that list and the activity log (nothing when it failed). */
const afterWrite = (tagOf: (id: string) => { type: 'Employee'; id: string }) =>
  (_result: unknown, error: unknown, { id }: { id: string }) => (error ? [] : [tagOf(id), LOG]);

/** The window of dated shifts (instants with an offset); the API's default is the coming four weeks. */
export interface EmployeeShiftWindow { from?: string | undefined; to?: string | undefined }

/** A company's employees, their roles and permissions (docs/product/api.md#employees-and-roles, Roles). */
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
    getEmployeeShifts: build.query<EmployeeShift[], Scope & EmployeeShiftWindow & { id: string }>({
      query: ({ id, companyId, from, to }) => `${employeePath(id)}/shifts${queryString({ companyId, from, to })}`,
      transformResponse: (raw: SuccessEnvelope<{ shifts: EmployeeShift[] }>) => unwrapEnvelope(raw).shifts,
      responseSchema: __DEV__ ? z.array(ZEmployeeShiftSchema) : undefined,
      providesTags: (_result, _error, { id }) => [shiftsTag(id)],
    }),
    addEmployeeShift: build.mutation<EmployeeShift, Scope & { id: string; shift: EmployeeShiftInput }>({
      query: ({ id, shift, ...scope }) => ({ url: scoped(`${employeePath(id)}/shifts`, scope), method: 'POST', body: shift }),
      transformResponse: unwrapEnvelope<EmployeeShift>,
      responseSchema: __DEV__ ? ZEmployeeShiftSchema : undefined,
      invalidatesTags: afterWrite(shiftsTag),
    }),
    updateEmployeeShift: build.mutation<EmployeeShift, Scope & { id: string; shiftId: string; shift: EmployeeShiftInput }>({
      query: ({ id, shiftId, shift, ...scope }) => ({ url: scoped(shiftPath(id, shiftId), scope), method: 'PUT', body: shift }),
      transformResponse: unwrapEnvelope<EmployeeShift>,
      responseSchema: __DEV__ ? ZEmployeeShiftSchema : undefined,
      invalidatesTags: afterWrite(shiftsTag),
    }),
    removeEmployeeShift: build.mutation<null, Scope & { id: string; shiftId: string }>({
      query: ({ id, shiftId, ...scope }) => ({ url: scoped(shiftPath(id, shiftId), scope), method: 'DELETE' }),
      transformResponse: unwrapEnvelope<null>,
      invalidatesTags: afterWrite(shiftsTag),
    }),
    getEmployeeAvailability: build.query<EmployeeAvailability, Scope & { id: string }>({
      query: ({ id, ...scope }) => scoped(`${employeePath(id)}/availability`, scope),
      transformResponse: unwrapEnvelope<EmployeeAvailability>,
      responseSchema: __DEV__ ? ZEmployeeAvailabilitySchema : undefined,
      providesTags: (_result, _error, { id }) => [availabilityTag(id)],
    }),
    /** Replaces the availability: the days left out are days off. */
    setEmployeeAvailability: build.mutation<EmployeeAvailability, Scope & { id: string; availability: EmployeeAvailability }>({
      query: ({ id, availability, ...scope }) => ({ url: scoped(`${employeePath(id)}/availability`, scope), method: 'PUT', body: availability }),
      transformResponse: unwrapEnvelope<EmployeeAvailability>,
      responseSchema: __DEV__ ? ZEmployeeAvailabilitySchema : undefined,
      invalidatesTags: afterWrite(availabilityTag),
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
  useGetEmployeeShiftsQuery, useAddEmployeeShiftMutation, useUpdateEmployeeShiftMutation, useRemoveEmployeeShiftMutation,
  useGetEmployeeAvailabilityQuery, useSetEmployeeAvailabilityMutation,
} = employeesApi;
