import { and, eq, sql } from 'drizzle-orm';
import { ADMIN_ERROR_CODES, ADMIN_MESSAGES } from '@pitchside/shared-api/contracts/admin';
import type { SubscriptionPlan } from '@pitchside/shared-api/contracts/company-profile';
import type { EmployeeRole } from '@pitchside/shared-api/contracts/employee-constants';
import type { Permission } from '@pitchside/shared-api/contracts/session-user';
import type { Db, Executor } from '../../db/client.js';
import { companies, employees } from '../../db/schema.js';
import { forbidden } from '../../lib/errors.js';

export interface CompanyRecord { id: string; tenantId: string; name: string; ownerId: string }

/**
 * The plan a new company starts on, read in the transaction that creates it; 403 while a super admin has
 * company registration closed (the platform's settings).
 */
export async function companySignUpPlan(exec: Executor): Promise<SubscriptionPlan> {
  const { rows } = await exec.execute<{ open: boolean; plan: SubscriptionPlan }>(sql`
    SELECT company_registration_open AS open, default_plan AS plan FROM platform_settings WHERE id`);
  const terms = rows[0] ?? { open: true, plan: 'basic' as const };
  if (!terms.open) throw forbidden(ADMIN_MESSAGES.registrationClosed, ADMIN_ERROR_CODES.registrationClosed);
  return terms.plan;
}

export class CompanyRepository {
  constructor(private readonly db: Db) {}

  async insertCompany(input: { tenantId: string; name: string; ownerId: string; subscriptionPlan?: SubscriptionPlan }, exec: Executor = this.db): Promise<CompanyRecord> {
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

  /** The reason a super admin suspended the company, or null while it is active. */
  async suspensionReason(companyId: string): Promise<string | null> {
    const rows = await this.db.select({ status: companies.status, reason: companies.suspensionReason }).from(companies)
      .where(eq(companies.id, companyId)).limit(1);
    return rows[0]?.status === 'suspended' ? rows[0].reason ?? '' : null;
  }

  /** True when the company exists in the tenant (a super admin naming a company to act on). */
  async existsInTenant(companyId: string, tenantId: string): Promise<boolean> {
    const rows = await this.db.select({ id: companies.id }).from(companies)
      .where(and(eq(companies.id, companyId), eq(companies.tenantId, tenantId))).limit(1);
    return rows.length > 0;
  }
}
