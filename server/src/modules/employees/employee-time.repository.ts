import { sql } from 'drizzle-orm';
import type { EmployeeSchedule, EmployeeShift, WeeklyShift } from '@pitchside/shared-api/contracts/employees';
import type { Db, Executor } from '../../db/client.js';

/** A dated shift as the service writes it. */
export interface ShiftValues {
  start: Date;
  end: Date;
  fieldId: string | null;
  notes: string | null;
}

type ShiftRow = { id: string; employee_id: string; starts_at: Date | string; ends_at: Date | string; field_id: string | null; notes: string | null };
const iso = (value: Date | string) => new Date(value).toISOString();
const toShift = (r: ShiftRow): EmployeeShift => ({
  id: r.id, employeeId: r.employee_id, start: iso(r.starts_at), end: iso(r.ends_at), fieldId: r.field_id, notes: r.notes,
});
const SHIFT_COLUMNS = sql`id, employee_id, starts_at, ends_at, field_id, notes`;

/**
 * The SQL of an employee's time: the usual week, dated shifts and availability. The service first finds the
 * employee in its company (`employeeLabel`); the other statements then name the employee.
 */
export class EmployeeTimeRepository {
  constructor(private readonly db: Db) {}

  /** The employee's name when they are this company's (`lock`: held for the caller's change); undefined otherwise. */
  async employeeLabel(companyId: string, employeeId: string, exec: Executor = this.db, lock = false): Promise<string | undefined> {
    const { rows } = await exec.execute<{ label: string }>(sql`
      SELECT trim(u.first_name || ' ' || u.last_name) AS label FROM employees e JOIN users u ON u.id = e.user_id
       WHERE e.company_id = ${companyId} AND e.id = ${employeeId} ${lock ? sql`FOR UPDATE OF e` : sql``}`);
    return rows[0]?.label;
  }

  /** True when the field is one of the company's. */
  async isCompanyField(companyId: string, fieldId: string, exec: Executor): Promise<boolean> {
    const { rows } = await exec.execute(sql`SELECT 1 FROM fields WHERE id = ${fieldId} AND company_id = ${companyId}`);
    return rows.length > 0;
  }

  async schedules(employeeId: string, exec: Executor = this.db): Promise<EmployeeSchedule[]> {
    const { rows } = await exec.execute<{ id: string; day_of_week: number; start_time: string; end_time: string }>(sql`
      SELECT id, day_of_week, start_time, end_time FROM employee_schedules WHERE employee_id = ${employeeId} ORDER BY day_of_week, start_time`);
    return rows.map((r) => ({ id: r.id, dayOfWeek: r.day_of_week, startTime: r.start_time, endTime: r.end_time }));
  }

  async insertSchedule(employeeId: string, slot: WeeklyShift, exec: Executor): Promise<string> {
    const { rows } = await exec.execute<{ id: string }>(sql`
      INSERT INTO employee_schedules (employee_id, day_of_week, start_time, end_time)
      VALUES (${employeeId}, ${slot.dayOfWeek}, ${slot.startTime}, ${slot.endTime}) RETURNING id`);
    return rows[0]!.id;
  }

  async updateSchedule(employeeId: string, scheduleId: string, slot: WeeklyShift, exec: Executor): Promise<void> {
    await exec.execute(sql`
      UPDATE employee_schedules SET day_of_week = ${slot.dayOfWeek}, start_time = ${slot.startTime}, end_time = ${slot.endTime}
       WHERE id = ${scheduleId} AND employee_id = ${employeeId}`);
  }

  async deleteSchedule(employeeId: string, scheduleId: string, exec: Executor): Promise<void> {
    await exec.execute(sql`DELETE FROM employee_schedules WHERE id = ${scheduleId} AND employee_id = ${employeeId}`);
  }

  /** Shifts that end after `from` and start before `to`, earliest first. */
  async shifts(employeeId: string, from: Date, to: Date, limit: number): Promise<EmployeeShift[]> {
    const { rows } = await this.db.execute<ShiftRow>(sql`
      SELECT ${SHIFT_COLUMNS} FROM employee_shifts
       WHERE employee_id = ${employeeId} AND ends_at > ${from} AND starts_at < ${to} ORDER BY starts_at LIMIT ${limit}`);
    return rows.map(toShift);
  }

  /** Adds a shift; an overlap with another of the employee's shifts is refused by the database (exclusion). */
  async insertShift(employeeId: string, shift: ShiftValues, now: Date, exec: Executor): Promise<EmployeeShift> {
    const { rows } = await exec.execute<ShiftRow>(sql`
      INSERT INTO employee_shifts (employee_id, starts_at, ends_at, field_id, notes, created_at, updated_at)
      VALUES (${employeeId}, ${shift.start}, ${shift.end}, ${shift.fieldId}, ${shift.notes}, ${now}, ${now})
      RETURNING ${SHIFT_COLUMNS}`);
    return toShift(rows[0]!);
  }

  /** Changes a shift of the employee; undefined when they have no such shift. */
  async updateShift(employeeId: string, shiftId: string, shift: ShiftValues, now: Date, exec: Executor): Promise<EmployeeShift | undefined> {
    const { rows } = await exec.execute<ShiftRow>(sql`
      UPDATE employee_shifts SET starts_at = ${shift.start}, ends_at = ${shift.end}, field_id = ${shift.fieldId},
             notes = ${shift.notes}, updated_at = ${now}
       WHERE id = ${shiftId} AND employee_id = ${employeeId}
      RETURNING ${SHIFT_COLUMNS}`);
    return rows[0] && toShift(rows[0]);
  }

  /** Answers whether the employee had this shift. */
  async deleteShift(employeeId: string, shiftId: string, exec: Executor): Promise<boolean> {
    const { rows } = await exec.execute(sql`DELETE FROM employee_shifts WHERE id = ${shiftId} AND employee_id = ${employeeId} RETURNING id`);
    return rows.length > 0;
  }

  async availability(employeeId: string, exec: Executor = this.db): Promise<WeeklyShift[]> {
    const { rows } = await exec.execute<{ day_of_week: number; start_time: string; end_time: string }>(sql`
      SELECT day_of_week, start_time, end_time FROM employee_availability WHERE employee_id = ${employeeId} ORDER BY day_of_week`);
    return rows.map((r) => ({ dayOfWeek: r.day_of_week, startTime: r.start_time, endTime: r.end_time }));
  }

  async replaceAvailability(employeeId: string, days: readonly WeeklyShift[], exec: Executor): Promise<void> {
    await exec.execute(sql`DELETE FROM employee_availability WHERE employee_id = ${employeeId}`);
    for (const d of days) {
      await exec.execute(sql`
        INSERT INTO employee_availability (employee_id, day_of_week, start_time, end_time) VALUES (${employeeId}, ${d.dayOfWeek}, ${d.startTime}, ${d.endTime})`);
    }
  }
}
