import { and, eq, sql } from 'drizzle-orm';
import type { EmployeeRole } from '@pitchside/shared-api/contracts/employee-constants';
import type { Permission } from '@pitchside/shared-api/contracts/session-user';
import type { Db, Executor } from '../../db/client.js';
import { companies, employees } from '../../db/schema.js';

export interface CompanyRecord { id: string; tenantId: string; name: string; ownerId: string }
export interface MembershipRecord {
  companyId: string;
  kind: 'owner' | 'employee';
  employeeRole: string | null;
  permissions: Permission[];
}

export class CompanyRepository {
  constructor(private readonly db: Db) {}

  async insertCompany(input: { tenantId: string; name: string; ownerId: string }, exec: Executor = this.db): Promise<CompanyRecord> {
    const [row] = await exec.insert(companies).values(input).returning();
    if (!row) throw new Error('company insert returned no row');
    return { id: row.id, tenantId: row.tenantId, name: row.name, ownerId: row.ownerId };
  }

  async findByName(tenantId: string, name: string, exec: Executor = this.db): Promise<CompanyRecord | undefined> {
    const [row] = await exec.select().from(companies).where(and(eq(companies.tenantId, tenantId), eq(companies.name, name))).limit(1);
    return row && { id: row.id, tenantId: row.tenantId, name: row.name, ownerId: row.ownerId };
  }

  async insertEmployee(
    input: { companyId: string; userId: string; employeeRole: EmployeeRole; permissions: Permission[]; position?: string; department?: string; hireDate?: string },
    exec: Executor = this.db,
  ): Promise<void> {
    await exec.insert(employees).values(input).onConflictDoNothing();
  }

  /** True when the company exists in the tenant (a super admin naming a company to act on). */
  async existsInTenant(companyId: string, tenantId: string): Promise<boolean> {
    const rows = await this.db.select({ id: companies.id }).from(companies)
      .where(and(eq(companies.id, companyId), eq(companies.tenantId, tenantId))).limit(1);
    return rows.length > 0;
  }

  /** The company the user owns (preferred) or works for, with the employee's permissions: one round trip. */
  async findMembership(userId: string, exec: Executor = this.db): Promise<MembershipRecord | undefined> {
    const result = await exec.execute<{ company_id: string; kind: 'owner' | 'employee'; employee_role: string | null; permissions: (typeof employees.$inferSelect)['permissions'] }>(sql`
      SELECT company_id, kind, employee_role, permissions FROM (
        SELECT ${companies.id} AS company_id, 'owner' AS kind, NULL::text AS employee_role, '{}'::text[] AS permissions,
               0 AS rank, ${companies.createdAt} AS since
          FROM ${companies} WHERE ${companies.ownerId} = ${userId}
        UNION ALL
        SELECT ${employees.companyId}, 'employee', ${employees.employeeRole}, ${employees.permissions}, 1, ${employees.createdAt}
          FROM ${employees} WHERE ${employees.userId} = ${userId} AND ${employees.isActive}
      ) memberships ORDER BY rank, since LIMIT 1`);
    const row = result.rows[0];
    return row && {
      companyId: row.company_id,
      kind: row.kind,
      employeeRole: row.employee_role,
      permissions: row.permissions,
    };
  }
}
