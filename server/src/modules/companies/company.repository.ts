import { and, eq } from 'drizzle-orm';
import type { EmployeeRole } from '@pitchside/shared-api/contracts/employee-constants';
import type { Permission } from '@pitchside/shared-api/contracts/session-user';
import type { Db, Executor } from '../../db/client.js';
import { companies, employees } from '../../db/schema.js';

export interface CompanyRecord { id: string; tenantId: string; name: string; ownerId: string }

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
}
