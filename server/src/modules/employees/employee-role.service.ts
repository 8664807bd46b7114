import type { z } from 'zod';
import {
  EMPLOYEE_ERROR_CODES, EMPLOYEE_LIMITS as L, EMPLOYEE_MESSAGES as M, EMPLOYEE_ROLE_PERMISSIONS, EMPLOYEE_ROLES, isEmployeeRole,
  type EmployeeRoleInfo, type ZEmployeeRoleCreateSchema, type ZEmployeeRoleUpdateSchema,
} from '@pitchside/shared-api/contracts/employees';
import { PERMISSIONS, type Permission } from '@pitchside/shared-api/contracts/session-user';
import { SUBSCRIPTION_ERROR_CODES } from '@pitchside/shared-api/contracts/subscription';
import type { Db, Executor } from '../../db/client.js';
import type { CompanyScope } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, invalidField, isUniqueViolation, notFound } from '../../lib/errors.js';
import { recordActivity } from '../activity/activity-log.js';
import type { EmployeeColumns, EmployeeRepository } from './employee.repository.js';

type RoleInput = z.output<typeof ZEmployeeRoleCreateSchema>;
type RoleUpdate = z.output<typeof ZEmployeeRoleUpdateSchema>;

const invalid = invalidField;

/** Sorted, without repeats, in the order of docs/product/roles-and-permissions.md. */
export const normalise = (permissions: readonly Permission[]) => PERMISSIONS.filter((p) => permissions.includes(p));

/**
 * Employee roles (owner or super admin): the five built-in roles of docs/product/roles-and-permissions.md with
 * their fixed permissions, and the company's own roles. Changing a company role rewrites, in the same
 * transaction, the permissions of the employees who follow it.
 */
export class EmployeeRoleService {
  constructor(
    private readonly db: Db,
    private readonly repo: EmployeeRepository,
    private readonly clock: Clock,
  ) {}

  async roles({ companyId }: CompanyScope): Promise<EmployeeRoleInfo[]> {
    return this.rolesOf(companyId);
  }

  /** Every permission a role or an employee can be given. */
  permissions(): Permission[] {
    return [...PERMISSIONS];
  }

  async createRole({ companyId, actor }: CompanyScope, input: RoleInput): Promise<EmployeeRoleInfo> {
    assertNotBuiltInName(input.name);
    const now = this.clock.now();
    const id = await this.withRoleName(() => this.db.transaction(async (tx) => {
      if ((await this.repo.countCustomRoles(companyId, tx)) >= L.customRolesMax) throw conflict(M.rolesLimit, SUBSCRIPTION_ERROR_CODES.limitReached);
      const roleId = await this.repo.insertRole(companyId, { ...input, description: input.description ?? null, permissions: normalise(input.permissions) }, now, tx);
      await recordActivity(tx, { companyId, actorId: actor.userId, action: 'employee.role_created', targetType: 'employee', targetId: roleId, targetLabel: input.name, at: now });
      return roleId;
    }));
    return this.roleOf(companyId, id);
  }

  async updateRole({ companyId, actor }: CompanyScope, id: string, input: RoleUpdate): Promise<EmployeeRoleInfo> {
    if (isEmployeeRole(id)) throw invalid('id', M.builtInRole);
    if (input.name !== undefined) assertNotBuiltInName(input.name);
    const now = this.clock.now();
    await this.withRoleName(() => this.db.transaction(async (tx) => {
      const current = await this.repo.customRole(companyId, id, tx);
      if (!current) throw notFound(M.roleNotFound);
      await this.repo.updateRole(companyId, id, {
        name: input.name ?? current.name,
        description: input.description !== undefined ? input.description : current.description,
        permissions: input.permissions ? normalise(input.permissions) : current.permissions,
      }, now, tx);
      await recordActivity(tx, { companyId, actorId: actor.userId, action: 'employee.role_updated', targetType: 'employee', targetId: id, targetLabel: input.name ?? current.name, at: now });
    }));
    return this.roleOf(companyId, id);
  }

  async deleteRole({ companyId, actor }: CompanyScope, id: string): Promise<void> {
    if (isEmployeeRole(id)) throw invalid('id', M.builtInRole);
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const current = /^[0-9a-f-]{36}$/i.test(id) ? await this.repo.customRole(companyId, id, tx) : undefined;
      if (!current) throw notFound(M.roleNotFound);
      const { custom } = await this.repo.roles(companyId, tx);
      if ((custom.find((r) => r.id === id)?.employeeCount ?? 0) > 0) throw conflict(M.roleInUse, EMPLOYEE_ERROR_CODES.roleInUse);
      await this.repo.deleteRole(companyId, id, tx);
      await recordActivity(tx, { companyId, actorId: actor.userId, action: 'employee.role_deleted', targetType: 'employee', targetId: id, targetLabel: current.name, at: now });
    });
  }

  async rolesOf(companyId: string): Promise<EmployeeRoleInfo[]> {
    const { custom, builtInCounts } = await this.repo.roles(companyId);
    const builtIn = EMPLOYEE_ROLES.map((role): EmployeeRoleInfo => ({
      id: role, name: role, description: null, permissions: [...EMPLOYEE_ROLE_PERMISSIONS[role]], builtIn: true,
      employeeCount: builtInCounts.get(role) ?? 0,
    }));
    return [...builtIn, ...custom];
  }

  private async roleOf(companyId: string, id: string): Promise<EmployeeRoleInfo> {
    const role = (await this.rolesOf(companyId)).find((r) => r.id === id);
    if (!role) throw notFound(M.roleNotFound);
    return role;
  }

  /** A built-in role's name or one of this company's role ids; anything else is a 400 on `role`. */
  async resolveRole(companyId: string, role: string, exec: Executor) {
    if (isEmployeeRole(role)) return { builtInRole: role, roleId: null, permissions: [...EMPLOYEE_ROLE_PERMISSIONS[role]] };
    const custom = /^[0-9a-f-]{36}$/i.test(role) ? await this.repo.customRole(companyId, role, exec) : undefined;
    if (!custom) throw invalid('role', M.unknownRole);
    return { builtInRole: null, roleId: custom.id, permissions: custom.permissions };
  }

  async rolePermissions(companyId: string, current: EmployeeColumns, exec: Executor): Promise<Permission[]> {
    if (current.builtInRole && isEmployeeRole(current.builtInRole)) return [...EMPLOYEE_ROLE_PERMISSIONS[current.builtInRole]];
    return (current.roleId && (await this.repo.customRole(companyId, current.roleId, exec))?.permissions) || [];
  }


  private async withRoleName<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid('name', M.roleNameTaken);
      throw error;
    }
  }
}

function assertNotBuiltInName(name: string): void {
  if (isEmployeeRole(name.trim().toLowerCase())) throw invalid('name', M.roleNameTaken);
}
