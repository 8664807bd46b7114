import { sql } from 'drizzle-orm';
import type { CompanyData } from '@pitchside/shared-api/contracts/company-data';
import type { Db, Executor } from '../../db/client.js';

/** What a company already has, by the keys an import matches rows on (lower case). */
export interface ExistingData {
  /** Location name → id. */
  locations: Map<string, string>;
  fields: Set<string>;
  /** E-mails of the company's employees. */
  staff: Set<string>;
  /** E-mails of every account of the tenant (an employee cannot reuse one). */
  accounts: Set<string>;
  /** The company's own role name → id. */
  roles: Map<string, string>;
}

/** The reads of a company's data export and import (the writes go through each record's own repository). */
export class CompanyDataRepository {
  constructor(private readonly db: Db) {}

  async existing(companyId: string, tenantId: string): Promise<ExistingData> {
    const [locations, fields, staff, accounts, roles] = await Promise.all([
      this.db.execute<{ key: string; id: string }>(sql`SELECT lower(name) AS key, id FROM company_locations WHERE company_id = ${companyId}`),
      this.db.execute<{ key: string }>(sql`SELECT lower(name) AS key FROM fields WHERE company_id = ${companyId}`),
      this.db.execute<{ key: string }>(sql`SELECT lower(u.email) AS key FROM employees e JOIN users u ON u.id = e.user_id WHERE e.company_id = ${companyId}`),
      this.db.execute<{ key: string }>(sql`SELECT lower(email) AS key FROM users WHERE tenant_id = ${tenantId}`),
      this.db.execute<{ key: string; id: string }>(sql`SELECT lower(name) AS key, id FROM company_roles WHERE company_id = ${companyId}`),
    ]);
    return {
      locations: new Map(locations.rows.map((r) => [r.key, r.id])),
      fields: new Set(fields.rows.map((r) => r.key)),
      staff: new Set(staff.rows.map((r) => r.key)),
      accounts: new Set(accounts.rows.map((r) => r.key)),
      roles: new Map(roles.rows.map((r) => [r.key, r.id])),
    };
  }

  /** The records of an export: locations (primary first), fields not archived, employees. */
  async records(companyId: string): Promise<Pick<CompanyData, 'company' | 'locations' | 'fields' | 'employees'>> {
    const [company, locations, fields, employees] = await Promise.all([
      this.db.execute<{ name: string }>(sql`SELECT name FROM companies WHERE id = ${companyId}`),
      this.db.execute(sql`
        SELECT name, street, city, state, postal_code AS "postalCode", country, latitude, longitude, phone, is_primary AS "isPrimary"
          FROM company_locations WHERE company_id = ${companyId} ORDER BY is_primary DESC, created_at, id`),
      this.db.execute(sql`
        SELECT f.name, f.description, f.sport_type AS "sportType", f.surface_type AS "surfaceType", f.indoor, f.capacity,
               f.min_players AS "minPlayers", f.max_players AS "maxPlayers", f.length_m AS length, f.width_m AS width, f.address, f.city,
               f.state, f.postal_code AS "postalCode", f.country, f.latitude, f.longitude, f.lighting, f.roofed, f.equipment, f.rules,
               f.amenities, f.status, f.base_price_per_hour AS "basePricePerHour", f.currency, f.timezone, l.name AS location
          FROM fields f LEFT JOIN company_locations l ON l.id = f.location_id
         WHERE f.company_id = ${companyId} AND f.publication_state <> 'archived' ORDER BY f.created_at, f.id`),
      this.db.execute(sql`
        SELECT u.first_name AS "firstName", u.last_name AS "lastName", u.email, u.phone, e.position, e.department,
               COALESCE(e.employee_role, r.name) AS role, to_char(e.hire_date, 'YYYY-MM-DD') AS "hireDate", e.employment_type AS "employmentType",
               e.hourly_rate AS "hourlyRate", e.regular_hours_per_week::float8 AS "regularHoursPerWeek",
               e.overtime_rate_multiplier::float8 AS "overtimeRateMultiplier"
          FROM employees e JOIN users u ON u.id = e.user_id LEFT JOIN company_roles r ON r.id = e.role_id
         WHERE e.company_id = ${companyId} ORDER BY e.created_at, e.id`),
    ]);
    return { company: { name: company.rows[0]?.name ?? '' }, locations: locations.rows, fields: fields.rows, employees: employees.rows };
  }

  /** The company's time zone, the default of an imported field's. */
  async timezone(executor: Executor, companyId: string): Promise<string> {
    const { rows } = await executor.execute<{ timezone: string }>(sql`SELECT timezone FROM companies WHERE id = ${companyId}`);
    return rows[0]!.timezone;
  }
}
