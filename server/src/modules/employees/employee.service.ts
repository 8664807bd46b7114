import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import {
  EMPLOYEE_ERROR_CODES, EMPLOYEE_LIMITS as L, EMPLOYEE_MESSAGES as M, type Employee, type EmployeeList,
  type ZEmployeeBulkUpdateSchema, type ZEmployeeCreateSchema, type ZEmployeeQuerySchema, type ZEmployeeUpdateSchema,
} from '@pitchside/shared-api/contracts/employees';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import { PERMISSIONS, type Permission } from '@pitchside/shared-api/contracts/session-user';
import type { Db, Executor } from '../../db/client.js';
import type { Actor, CompanyScope } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors.js';
import { recordActivity } from '../activity/activity-log.js';
import type { PasswordHasher } from '../auth/password-hasher.js';
import type { RefreshTokenService } from '../auth/refresh-token.service.js';
import type { CompanySettingsRepository } from '../companies/company-settings.repository.js';
import type { Mailer } from '../mail/mailer.js';
import { renderEmployeeWelcome } from '../mail/templates/employee-welcome.js';
import type { UserRepository } from '../users/user.repository.js';
import type { EmployeeColumns, EmployeeRepository } from './employee.repository.js';
import { normalise, type EmployeeRoleService } from './employee-role.service.js';
import { assertWithinPlan } from '../plans/plan-limits.js';

type CreateInput = z.output<typeof ZEmployeeCreateSchema>;
type UpdateInput = z.output<typeof ZEmployeeUpdateSchema>;
type BulkUpdateInput = z.output<typeof ZEmployeeBulkUpdateSchema>;
type ListQuery = z.output<typeof ZEmployeeQuerySchema>;
/** Who adds an employee: their account is made in this user's tenant, and the log names them. */
type Adder = Pick<Actor, 'userId' | 'tenantId'>;

/** Tells an employee their account was created or deactivated: a notice job written in the change's transaction (wired in services.ts). */
export type EmployeeNoticeSink = (tx: Executor, notice: { kind: 'employee_created' | 'employee_deactivated'; employeeId: string }) => Promise<void>;

export interface EmployeeDeps {
  db: Db;
  repo: EmployeeRepository;
  users: UserRepository;
  /** The company's settings (its currency, for the hourly rates). */
  companies: CompanySettingsRepository;
  hasher: PasswordHasher;
  refreshTokens: RefreshTokenService;
  mailer: Mailer;
  roles: EmployeeRoleService;
  clock: Clock;
  publicUrl: string;
  notify?: EmployeeNoticeSink;
}

const duplicateEmail = () => conflict(M.duplicateEmail, EMPLOYEE_ERROR_CODES.duplicateEmail);

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '!@#$%*?';

/** A temporary password meeting the password rules, without look-alike characters. */
export function temporaryPassword(length: number = L.temporaryPasswordLength): string {
  const pick = (set: string) => set[randomInt(set.length)]!;
  const all = UPPER + LOWER + DIGITS + SYMBOLS;
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}


/**
 * A company's employees, their roles and permissions (owner or super admin; docs/product/roles-and-permissions.md).
 * Creating one creates their account with a temporary password, sent in the welcome e-mail after the change
 * commits; every write is in the activity log of the same transaction. Deactivating or removing someone ends
 * their sessions; their live access token is refused at its next request by the authentication layer.
 */
export class EmployeeService {
  constructor(private readonly d: EmployeeDeps) {}

  async list({ companyId }: CompanyScope, query: ListQuery): Promise<EmployeeList> {
    const { page, limit, sort, companyId: _c, ...filters } = query;
    const currency = await this.currency(companyId);
    const [{ employees, total }, roles, departments] = await Promise.all([
      this.d.repo.list(companyId, filters, sort, page, limit, currency),
      this.d.roles.rolesOf(companyId),
      this.d.repo.departments(companyId),
    ]);
    return {
      employees, roles, permissions: [...PERMISSIONS], departments,
      pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
    };
  }

  async get({ companyId }: CompanyScope, id: string): Promise<Employee> {
    return this.found(await this.d.repo.find(companyId, id, await this.currency(companyId)));
  }

  async create(scope: CompanyScope, input: CreateInput, language: LanguageCode): Promise<Employee> {
    const created = await this.d.db.transaction(async (tx) => {
      await assertWithinPlan(tx, scope.companyId, 'employees');
      return this.add(tx, scope.actor, scope.companyId, input, language);
    });
    created.sendWelcome();
    return this.get(scope, created.id);
  }

  /**
   * Adds an employee in `tx` (the caller checks the plan's limit): an account with a temporary password
   * that must be changed at first sign-in, and the job. Answers how to send the welcome e-mail, once `tx`
   * has committed. An e-mail that already has an account is 409. (Also the company data import's way in.)
   */
  async add(tx: Executor, actor: Adder, companyId: string, input: CreateInput, language: LanguageCode,
    now: Date = this.d.clock.now()): Promise<{ id: string; sendWelcome: () => void }> {
    const password = temporaryPassword();
    const passwordHash = await this.d.hasher.hash(password);
    const role = await this.d.roles.resolveRole(companyId, input.role, tx);
    const user = await this.d.users.insert({
      tenantId: actor.tenantId, email: input.email, passwordHash, role: 'EMPLOYEE', firstName: input.firstName,
      lastName: input.lastName, phone: input.phone ?? null, preferences: { language },
      // The temporary password reaches them at this address: signing in with it proves the mailbox.
      emailVerifiedAt: now, mustChangePassword: true, createdAt: now,
    }, tx);
    if (!user) throw duplicateEmail();
    const columns: EmployeeColumns = {
      ...role, ...permissionsFor(role.permissions, input.permissions),
      position: input.position, department: input.department ?? null, employmentType: input.employmentType,
      hireDate: input.hireDate, hourlyRate: input.hourlyRate ?? null, regularHoursPerWeek: input.regularHoursPerWeek ?? null,
      overtimeRateMultiplier: input.overtimeRateMultiplier ?? L.overtimeMultiplier.default,
    };
    const id = await this.d.repo.insert(companyId, user.id, columns, now, tx);
    if (input.weeklyShifts?.length) await this.d.repo.replaceWeeklyShifts(id, input.weeklyShifts, tx);
    await this.log(tx, actor, companyId, 'employee.created', id, `${input.firstName} ${input.lastName}`, now, { role: input.role });
    await this.d.notify?.(tx, { kind: 'employee_created', employeeId: id });
    const company = (await this.d.repo.companyName(companyId, tx)) ?? '';
    const sendWelcome = () => {
      const mail = renderEmployeeWelcome(language, {
        firstName: input.firstName, company, email: input.email, temporaryPassword: password, signInUrl: `${this.d.publicUrl}/login`,
      });
      this.d.mailer.send({ to: input.email, template: 'employee-welcome', language, ...mail });
    };
    return { id, sendWelcome };
  }

  async update(scope: CompanyScope, id: string, input: UpdateInput): Promise<Employee> {
    const { companyId, actor } = scope;
    const now = this.d.clock.now();
    await this.d.db.transaction(async (tx) => {
      const current = this.found(await this.d.repo.columns(companyId, id, tx));
      const role = input.role !== undefined ? await this.d.roles.resolveRole(companyId, input.role, tx) : undefined;
      const rolePermissions = role?.permissions ?? (await this.d.roles.rolePermissions(companyId, current, tx));
      const permissions = input.permissions !== undefined || role
        ? permissionsFor(rolePermissions, input.permissions === undefined ? (current.customPermissions ? current.permissions : null) : input.permissions)
        : { permissions: current.permissions, customPermissions: current.customPermissions };
      await this.d.repo.update(companyId, id, {
        builtInRole: role ? role.builtInRole : current.builtInRole, roleId: role ? role.roleId : current.roleId, ...permissions,
        position: input.position ?? current.position,
        department: input.department !== undefined ? input.department : current.department,
        employmentType: input.employmentType ?? current.employmentType, hireDate: input.hireDate ?? current.hireDate,
        hourlyRate: input.hourlyRate !== undefined ? input.hourlyRate : current.hourlyRate,
        regularHoursPerWeek: input.regularHoursPerWeek !== undefined ? input.regularHoursPerWeek : current.regularHoursPerWeek,
        overtimeRateMultiplier: input.overtimeRateMultiplier ?? current.overtimeRateMultiplier,
      }, now, tx);
      const account = {
        ...(input.firstName !== undefined && { firstName: input.firstName }),
        ...(input.lastName !== undefined && { lastName: input.lastName }),
        ...(input.phone !== undefined && { phone: input.phone }),
        ...(input.email !== undefined && { email: input.email }),
      };
      if (Object.keys(account).length > 0) {
        try {
          await this.d.users.update(current.userId, account, now, tx);
        } catch (error) {
          if (isUniqueViolation(error)) throw duplicateEmail();
          throw error;
        }
      }
      if (input.weeklyShifts !== undefined) await this.d.repo.replaceWeeklyShifts(id, input.weeklyShifts, tx);
      const label = (await this.d.repo.userLabel(current.userId, tx)) ?? '';
      await this.log(tx, actor, companyId, 'employee.updated', id, label, now, { changed: Object.keys(input) });
    });
    return this.get(scope, id);
  }

  async setStatus(scope: CompanyScope, id: string, active: boolean): Promise<Employee> {
    await this.changeStatus(scope, [id], active);
    return this.get(scope, id);
  }

  async remove(scope: CompanyScope, id: string): Promise<void> {
    await this.removeMany(scope, [id]);
  }

  /** One change to each chosen employee, all or none (any id not this company's: 404, nothing changed). */
  async bulkUpdate(scope: CompanyScope, { ids, data }: BulkUpdateInput): Promise<{ count: number; employees: Employee[] }> {
    const { companyId, actor } = scope;
    const now = this.d.clock.now();
    const userIds = await this.d.db.transaction(async (tx) => {
      const owned = await this.ownedAll(companyId, ids, tx);
      const role = data.role !== undefined ? await this.d.roles.resolveRole(companyId, data.role, tx) : undefined;
      for (const employee of owned) {
        const current = this.found(await this.d.repo.columns(companyId, employee.id, tx));
        await this.d.repo.update(companyId, employee.id, {
          ...current,
          ...(role && { builtInRole: role.builtInRole, roleId: role.roleId, ...permissionsFor(role.permissions, current.customPermissions ? current.permissions : null) }),
          ...(data.department !== undefined && { department: data.department }),
          ...(data.employmentType !== undefined && { employmentType: data.employmentType }),
        }, now, tx);
        const changed = Object.keys(data).filter((key) => key !== 'status');
        if (changed.length) await this.log(tx, actor, companyId, 'employee.updated', employee.id, employee.label, now, { changed, bulk: true });
      }
      if (data.status) await this.statusIn(tx, scope, owned, data.status === 'active', now);
      return owned.map((e) => e.userId);
    });
    if (data.status === 'inactive') await this.endSessions(userIds);
    return { count: ids.length, employees: await this.d.repo.findMany(companyId, ids, await this.currency(companyId)) };
  }

  async bulkDelete(scope: CompanyScope, ids: string[]): Promise<{ count: number; employees: Employee[] }> {
    await this.removeMany(scope, ids);
    return { count: ids.length, employees: [] };
  }

  // ── Helpers ─────────────────────────────────────────────────────────────────────────────────────

  private async currency(companyId: string) {
    return (await this.d.companies.read(companyId))?.currency ?? 'USD';
  }

  private found<T>(value: T | undefined): T {
    if (!value) throw notFound(M.notFound);
    return value;
  }

  private async ownedAll(companyId: string, ids: string[], exec: Executor) {
    const owned = await this.d.repo.lockOwned(companyId, ids, exec);
    if (owned.length !== ids.length) throw notFound(ids.length === 1 ? M.notFound : M.someNotFound);
    return owned;
  }

  private async changeStatus(scope: CompanyScope, ids: string[], active: boolean): Promise<void> {
    const now = this.d.clock.now();
    const userIds = await this.d.db.transaction(async (tx) => {
      const owned = await this.ownedAll(scope.companyId, ids, tx);
      await this.statusIn(tx, scope, owned, active, now);
      return owned.map((e) => e.userId);
    });
    if (!active) await this.endSessions(userIds);
  }

  private async statusIn(tx: Executor, { companyId, actor }: CompanyScope, owned: { id: string; label: string }[], active: boolean, now: Date) {
    await this.d.repo.setActive(companyId, owned.map((e) => e.id), active, now, tx);
    for (const employee of owned) {
      await this.log(tx, actor, companyId, active ? 'employee.activated' : 'employee.deactivated', employee.id, employee.label, now);
      if (!active) await this.d.notify?.(tx, { kind: 'employee_deactivated', employeeId: employee.id });
    }
  }

  private async removeMany({ companyId, actor }: CompanyScope, ids: string[]): Promise<void> {
    const now = this.d.clock.now();
    const userIds = await this.d.db.transaction(async (tx) => {
      const owned = await this.ownedAll(companyId, ids, tx);
      for (const employee of owned) await this.log(tx, actor, companyId, 'employee.deleted', employee.id, employee.label, now);
      await this.d.repo.delete(companyId, ids, tx);
      return owned.map((e) => e.userId);
    });
    await this.endSessions(userIds);
  }

  /** Their refresh tokens stop working; their access token is refused at its next use (authentication plugin). */
  private async endSessions(userIds: string[]): Promise<void> {
    for (const userId of userIds) await this.d.refreshTokens.revokeAllForUser(userId);
  }

  private log(tx: Executor, actor: Adder, companyId: string, action: string, targetId: string, label: string, at: Date, details?: Record<string, unknown>) {
    return recordActivity(tx, { companyId, actorId: actor.userId, action, targetType: 'employee', targetId, targetLabel: label, details, at });
  }
}

/** The role's permissions, or those given one by one (`null`/absent: follow the role). */
function permissionsFor(rolePermissions: readonly Permission[], given: readonly Permission[] | null | undefined) {
  return given ? { permissions: normalise(given), customPermissions: true } : { permissions: normalise(rolePermissions), customPermissions: false };
}

