import { sql, type SQL } from 'drizzle-orm';
import type {
  Employee, EmployeeRoleInfo, EmployeeSort, EmployeeStatus, EmploymentType, WeeklyShift,
} from '@pitchside/shared-api/contracts/employees';
import type { Currency } from '@pitchside/shared-api/contracts/field-constants';
import type { Permission } from '@pitchside/shared-api/contracts/session-user';
import type { Db, Executor } from '../../db/client.js';

/** The list's filters, already validated. */
export interface EmployeeFilters {
  search?: string | undefined;
  role?: string[] | undefined;
  status?: EmployeeStatus[] | undefined;
  employmentType?: EmploymentType[] | undefined;
  department?: string[] | undefined;
  hiredFrom?: string | undefined;
  hiredTo?: string | undefined;
}

/** An employee's own columns as the service writes them (the person's name and e-mail live on their account). */
export interface EmployeeColumns {
  builtInRole: string | null;
  roleId: string | null;
  permissions: Permission[];
  customPermissions: boolean;
  position: string;
  department: string | null;
  employmentType: EmploymentType;
  hireDate: string;
  hourlyRate: number | null;
  regularHoursPerWeek: number | null;
  overtimeRateMultiplier: number;
}

/** One of the company's own roles. */
export type CustomRole = { id: string; name: string; description: string | null; permissions: Permission[] };

type EmployeeRow = {
  id: string; user_id: string; first_name: string; last_name: string; email: string; phone: string | null;
  position: string; department: string | null; role: string; role_name: string | null; is_active: boolean;
  employment_type: EmploymentType; hire_date: string; hourly_rate: number | null; regular_hours_per_week: number | null;
  overtime_rate_multiplier: number; weekly_shifts: Employee['weeklyShifts']; permissions: Permission[];
  custom_permissions: boolean; must_change_password: boolean; last_active_at: Date | string | null; created_at: Date | string;
  total?: string | number;
};

const iso = (value: Date | string) => new Date(value).toISOString();

function toEmployee(row: EmployeeRow, currency: Currency): Employee {
  return {
    id: row.id, userId: row.user_id, firstName: row.first_name, lastName: row.last_name, email: row.email, phone: row.phone,
    position: row.position, department: row.department, role: row.role, roleName: row.role_name,
    status: row.is_active ? 'active' : 'inactive', employmentType: row.employment_type, isPartTime: row.employment_type === 'part_time',
    hireDate: row.hire_date, hourlyRate: row.hourly_rate, currency,
    regularHoursPerWeek: row.regular_hours_per_week === null ? null : Number(row.regular_hours_per_week),
    overtimeRateMultiplier: Number(row.overtime_rate_multiplier), weeklyShifts: row.weekly_shifts,
    permissions: row.permissions, customPermissions: row.custom_permissions, pendingFirstSignIn: row.must_change_password,
    lastActiveAt: row.last_active_at === null ? null : iso(row.last_active_at), createdAt: iso(row.created_at),
  };
}

const SELECT_EMPLOYEE = sql`
  SELECT e.id, e.user_id, u.first_name, u.last_name, u.email, u.phone, e.position, e.department,
         COALESCE(e.employee_role, e.role_id::text) AS role, r.name AS role_name, e.is_active, e.employment_type,
         to_char(e.hire_date, 'YYYY-MM-DD') AS hire_date, e.hourly_rate, e.regular_hours_per_week::float8 AS regular_hours_per_week,
         e.overtime_rate_multiplier::float8 AS overtime_rate_multiplier, e.permissions, e.custom_permissions,
         u.must_change_password, u.last_active_at, e.created_at,
         COALESCE((SELECT json_agg(json_build_object('id', s.id, 'dayOfWeek', s.day_of_week, 'startTime', s.start_time, 'endTime', s.end_time)
                                   ORDER BY s.day_of_week, s.start_time)
                     FROM employee_schedules s WHERE s.employee_id = e.id), '[]'::json) AS weekly_shifts`;
const FROM_EMPLOYEES = sql`FROM employees e JOIN users u ON u.id = e.user_id LEFT JOIN company_roles r ON r.id = e.role_id`;

const ORDER: Record<EmployeeSort, SQL> = {
  name_asc: sql`lower(u.first_name), lower(u.last_name), e.id`,
  name_desc: sql`lower(u.first_name) DESC, lower(u.last_name) DESC, e.id`,
  hire_date_desc: sql`e.hire_date DESC, e.id`,
  hire_date_asc: sql`e.hire_date, e.id`,
  newest: sql`e.created_at DESC, e.id`,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterClauses(companyId: string, f: EmployeeFilters): SQL {
  const clauses: SQL[] = [sql`e.company_id = ${companyId}`];
  if (f.search) {
    const like = `%${escapeLike(f.search.toLowerCase())}%`;
    clauses.push(sql`(lower(u.first_name || ' ' || u.last_name) LIKE ${like} OR lower(u.email) LIKE ${like} OR lower(e.position) LIKE ${like})`);
  }
  if (f.role?.length) clauses.push(sql`COALESCE(e.employee_role, e.role_id::text) = ANY(${sql.param(f.role)}::text[])`);
  if (f.status?.length === 1) clauses.push(sql`e.is_active = ${f.status[0] === 'active'}`);
  if (f.employmentType?.length) clauses.push(sql`e.employment_type = ANY(${sql.param(f.employmentType)}::text[])`);
  if (f.department?.length) clauses.push(sql`e.department = ANY(${sql.param(f.department)}::text[])`);
  if (f.hiredFrom) clauses.push(sql`e.hire_date >= ${f.hiredFrom}::date`);
  if (f.hiredTo) clauses.push(sql`e.hire_date <= ${f.hiredTo}::date`);
  return sql.join(clauses, sql` AND `);
}

/** The employees' SQL. Every statement names the company: another company's ids find nothing. */
export class EmployeeRepository {
  constructor(private readonly db: Db) {}

  async list(companyId: string, filters: EmployeeFilters, sort: EmployeeSort, page: number, limit: number, currency: Currency) {
    const { rows } = await this.db.execute<EmployeeRow>(sql`
      ${SELECT_EMPLOYEE}, count(*) OVER () AS total ${FROM_EMPLOYEES}
      WHERE ${filterClauses(companyId, filters)}
      ORDER BY ${ORDER[sort]} LIMIT ${limit} OFFSET ${(page - 1) * limit}`);
    let total = Number(rows[0]?.total ?? 0);
    if (rows.length === 0 && page > 1) {
      const { rows: counted } = await this.db.execute<{ n: string }>(sql`SELECT count(*) AS n ${FROM_EMPLOYEES} WHERE ${filterClauses(companyId, filters)}`);
      total = Number(counted[0]?.n ?? 0);
    }
    return { employees: rows.map((row) => toEmployee(row, currency)), total };
  }

  async find(companyId: string, id: string, currency: Currency, exec: Executor = this.db): Promise<Employee | undefined> {
    const { rows } = await exec.execute<EmployeeRow>(sql`${SELECT_EMPLOYEE} ${FROM_EMPLOYEES} WHERE e.company_id = ${companyId} AND e.id = ${id}`);
    return rows[0] && toEmployee(rows[0], currency);
  }

  async findMany(companyId: string, ids: string[], currency: Currency, exec: Executor = this.db): Promise<Employee[]> {
    const { rows } = await exec.execute<EmployeeRow>(sql`
      ${SELECT_EMPLOYEE} ${FROM_EMPLOYEES} WHERE e.company_id = ${companyId} AND e.id = ANY(${sql.param(ids)}::uuid[]) ORDER BY ${ORDER.name_asc}`);
    return rows.map((row) => toEmployee(row, currency));
  }

  /** The ids among `ids` that are this company's, with their accounts, locked for the change. */
  async lockOwned(companyId: string, ids: string[], exec: Executor): Promise<{ id: string; userId: string; label: string }[]> {
    const { rows } = await exec.execute<{ id: string; user_id: string; label: string }>(sql`
      SELECT e.id, e.user_id, trim(u.first_name || ' ' || u.last_name) AS label
        FROM employees e JOIN users u ON u.id = e.user_id
       WHERE e.company_id = ${companyId} AND e.id = ANY(${sql.param(ids)}::uuid[]) ORDER BY e.id FOR UPDATE OF e`);
    return rows.map((r) => ({ id: r.id, userId: r.user_id, label: r.label }));
  }

  /** The company's name (for the welcome e-mail). */
  async companyName(companyId: string, exec: Executor = this.db): Promise<string | undefined> {
    const { rows } = await exec.execute<{ name: string }>(sql`SELECT name FROM companies WHERE id = ${companyId}`);
    return rows[0]?.name;
  }

  /** The person's full name as the activity log shows them. */
  async userLabel(userId: string, exec: Executor = this.db): Promise<string | undefined> {
    const { rows } = await exec.execute<{ label: string }>(sql`SELECT trim(first_name || ' ' || last_name) AS label FROM users WHERE id = ${userId}`);
    return rows[0]?.label;
  }

  async departments(companyId: string): Promise<string[]> {
    const { rows } = await this.db.execute<{ department: string }>(sql`
      SELECT DISTINCT department FROM employees WHERE company_id = ${companyId} AND department IS NOT NULL ORDER BY department`);
    return rows.map((r) => r.department);
  }

  async insert(companyId: string, userId: string, c: EmployeeColumns, now: Date, exec: Executor): Promise<string> {
    const { rows } = await exec.execute<{ id: string }>(sql`
      INSERT INTO employees (company_id, user_id, employee_role, role_id, permissions, custom_permissions, position, department,
                             employment_type, hire_date, hourly_rate, regular_hours_per_week, overtime_rate_multiplier, created_at, updated_at)
      VALUES (${companyId}, ${userId}, ${c.builtInRole}, ${c.roleId}, ${sql.param(c.permissions)}::text[], ${c.customPermissions}, ${c.position},
              ${c.department}, ${c.employmentType}, ${c.hireDate}::date, ${c.hourlyRate}, ${c.regularHoursPerWeek}, ${c.overtimeRateMultiplier},
              ${now}, ${now})
      RETURNING id`);
    return rows[0]!.id;
  }

  /** The employee's own columns as they are now (to merge a partial change into). */
  async columns(companyId: string, id: string, exec: Executor): Promise<(EmployeeColumns & { userId: string; isActive: boolean }) | undefined> {
    const { rows } = await exec.execute<{
      user_id: string; employee_role: string | null; role_id: string | null; permissions: Permission[]; custom_permissions: boolean;
      position: string; department: string | null; employment_type: EmploymentType; hire_date: string; hourly_rate: number | null;
      regular_hours_per_week: number | null; overtime_rate_multiplier: number; is_active: boolean;
    }>(sql`
      SELECT user_id, employee_role, role_id, permissions, custom_permissions, position, department, employment_type,
             to_char(hire_date, 'YYYY-MM-DD') AS hire_date, hourly_rate, regular_hours_per_week::float8 AS regular_hours_per_week,
             overtime_rate_multiplier::float8 AS overtime_rate_multiplier, is_active
        FROM employees WHERE company_id = ${companyId} AND id = ${id} FOR UPDATE`);
    const r = rows[0];
    return r && {
      userId: r.user_id, builtInRole: r.employee_role, roleId: r.role_id, permissions: r.permissions, customPermissions: r.custom_permissions,
      position: r.position, department: r.department, employmentType: r.employment_type, hireDate: r.hire_date, hourlyRate: r.hourly_rate,
      regularHoursPerWeek: r.regular_hours_per_week === null ? null : Number(r.regular_hours_per_week),
      overtimeRateMultiplier: Number(r.overtime_rate_multiplier), isActive: r.is_active,
    };
  }

  async update(companyId: string, id: string, c: EmployeeColumns, now: Date, exec: Executor): Promise<void> {
    await exec.execute(sql`
      UPDATE employees SET employee_role = ${c.builtInRole}, role_id = ${c.roleId}, permissions = ${sql.param(c.permissions)}::text[],
             custom_permissions = ${c.customPermissions}, position = ${c.position}, department = ${c.department},
             employment_type = ${c.employmentType}, hire_date = ${c.hireDate}::date, hourly_rate = ${c.hourlyRate},
             regular_hours_per_week = ${c.regularHoursPerWeek}, overtime_rate_multiplier = ${c.overtimeRateMultiplier}, updated_at = ${now}
       WHERE company_id = ${companyId} AND id = ${id}`);
  }

  async setActive(companyId: string, ids: string[], active: boolean, now: Date, exec: Executor): Promise<void> {
    await exec.execute(sql`
      UPDATE employees SET is_active = ${active}, updated_at = ${now} WHERE company_id = ${companyId} AND id = ANY(${sql.param(ids)}::uuid[])`);
  }

  async replaceWeeklyShifts(employeeId: string, shifts: WeeklyShift[], exec: Executor): Promise<void> {
    await exec.execute(sql`DELETE FROM employee_schedules WHERE employee_id = ${employeeId}`);
    for (const s of shifts) {
      await exec.execute(sql`
        INSERT INTO employee_schedules (employee_id, day_of_week, start_time, end_time)
        VALUES (${employeeId}, ${s.dayOfWeek}, ${s.startTime}, ${s.endTime})`);
    }
  }

  /**
   * Removes the employments; each account made for the job goes with it, unless the person also booked
   * as a customer (their bookings keep them), in which case it becomes a customer account.
   */
  async delete(companyId: string, ids: string[], exec: Executor): Promise<void> {
    const { rows } = await exec.execute<{ user_id: string }>(sql`
      DELETE FROM employees WHERE company_id = ${companyId} AND id = ANY(${sql.param(ids)}::uuid[]) RETURNING user_id`);
    const userIds = rows.map((r) => r.user_id);
    if (userIds.length === 0) return;
    await exec.execute(sql`
      UPDATE users SET role = 'CUSTOMER', must_change_password = false
       WHERE id = ANY(${sql.param(userIds)}::uuid[]) AND role = 'EMPLOYEE' AND NOT EXISTS (SELECT 1 FROM employees e WHERE e.user_id = users.id)
         AND (EXISTS (SELECT 1 FROM bookings b WHERE b.customer_id = users.id) OR EXISTS (SELECT 1 FROM payments p WHERE p.customer_id = users.id))`);
    await exec.execute(sql`
      DELETE FROM users WHERE id = ANY(${sql.param(userIds)}::uuid[]) AND role = 'EMPLOYEE'
         AND NOT EXISTS (SELECT 1 FROM employees e WHERE e.user_id = users.id)`);
  }

  // ── Roles ──────────────────────────────────────────────────────────────────────────────────────

  /** The company's own roles with how many employees hold each, and the count of each built-in role. */
  async roles(companyId: string, exec: Executor = this.db): Promise<{ custom: EmployeeRoleInfo[]; builtInCounts: Map<string, number> }> {
    const [custom, counts] = await Promise.all([
      exec.execute<{ id: string; name: string; description: string | null; permissions: Permission[]; n: string }>(sql`
        SELECT r.id, r.name, r.description, r.permissions, (SELECT count(*) FROM employees e WHERE e.role_id = r.id) AS n
          FROM company_roles r WHERE r.company_id = ${companyId} ORDER BY lower(r.name)`),
      exec.execute<{ employee_role: string; n: string }>(sql`
        SELECT employee_role, count(*) AS n FROM employees WHERE company_id = ${companyId} AND employee_role IS NOT NULL GROUP BY employee_role`),
    ]);
    return {
      custom: custom.rows.map((r) => ({
        id: r.id, name: r.name, description: r.description, permissions: r.permissions, builtIn: false, employeeCount: Number(r.n),
      })),
      builtInCounts: new Map(counts.rows.map((r) => [r.employee_role, Number(r.n)])),
    };
  }

  async customRole(companyId: string, id: string, exec: Executor = this.db): Promise<CustomRole | undefined> {
    const { rows } = await exec.execute<CustomRole>(sql`
      SELECT id, name, description, permissions FROM company_roles WHERE company_id = ${companyId} AND id = ${id}`);
    return rows[0];
  }

  async countCustomRoles(companyId: string, exec: Executor): Promise<number> {
    const { rows } = await exec.execute<{ n: string }>(sql`SELECT count(*) AS n FROM company_roles WHERE company_id = ${companyId}`);
    return Number(rows[0]?.n ?? 0);
  }

  async insertRole(companyId: string, role: { name: string; description: string | null; permissions: Permission[] }, now: Date, exec: Executor): Promise<string> {
    const { rows } = await exec.execute<{ id: string }>(sql`
      INSERT INTO company_roles (company_id, name, description, permissions, created_at, updated_at)
      VALUES (${companyId}, ${role.name}, ${role.description}, ${sql.param(role.permissions)}::text[], ${now}, ${now}) RETURNING id`);
    return rows[0]!.id;
  }

  /** Changes the role; employees who follow it get its new permissions in the same statement's transaction. */
  async updateRole(companyId: string, id: string, role: { name: string; description: string | null; permissions: Permission[] }, now: Date, exec: Executor): Promise<void> {
    await exec.execute(sql`
      UPDATE company_roles SET name = ${role.name}, description = ${role.description}, permissions = ${sql.param(role.permissions)}::text[], updated_at = ${now}
       WHERE company_id = ${companyId} AND id = ${id}`);
    await exec.execute(sql`
      UPDATE employees SET permissions = ${sql.param(role.permissions)}::text[], updated_at = ${now}
       WHERE company_id = ${companyId} AND role_id = ${id} AND NOT custom_permissions`);
  }

  async deleteRole(companyId: string, id: string, exec: Executor): Promise<void> {
    await exec.execute(sql`DELETE FROM company_roles WHERE company_id = ${companyId} AND id = ${id}`);
  }
}
