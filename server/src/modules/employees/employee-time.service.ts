import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  EMPLOYEE_MESSAGES as M, EMPLOYEE_TIME_MESSAGES as T, type EmployeeAvailability, type EmployeeSchedule, type EmployeeShift,
  type WeeklyShift, type ZEmployeeShiftInputSchema,
} from '@pitchside/shared-api/contracts/employees';
import type { Db, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, isExclusionViolation, notFound, invalidField } from '../../lib/errors.js';
import { recordActivity } from '../activity/activity-log.js';
import { ownerCompanyOf, type CompanyActor, type CompanyLookups } from '../companies/company-scope.js';

type ShiftInput = z.output<typeof ZEmployeeShiftInputSchema>;
const DAY = 86_400_000;
const DEFAULT_SPAN_DAYS = 28;

const overlaps = (a: WeeklyShift, b: WeeklyShift) => a.dayOfWeek === b.dayOfWeek && a.startTime < b.endTime && b.startTime < a.endTime;
const iso = (value: Date | string) => new Date(value).toISOString();

type ShiftRow = { id: string; employee_id: string; starts_at: Date | string; ends_at: Date | string; field_id: string | null; notes: string | null };
const toShift = (r: ShiftRow): EmployeeShift => ({
  id: r.id, employeeId: r.employee_id, start: iso(r.starts_at), end: iso(r.ends_at), fieldId: r.field_id, notes: r.notes,
});

/**
 * An employee's time (owner or super admin): the usual week, dated shifts (never overlapping, enforced by
 * the database) and the hours they can work. Every statement names the company through the employee, so
 * another company's ids find nothing; every write is in the activity log of its transaction.
 */
export class EmployeeTimeService {
  constructor(private readonly db: Db, private readonly companies: CompanyLookups, private readonly clock: Clock) {}

  async schedules(actor: CompanyActor, requested: string | undefined, employeeId: string): Promise<EmployeeSchedule[]> {
    const companyId = await ownerCompanyOf(this.companies, actor, requested);
    await this.employee(companyId, employeeId, this.db);
    return this.readSchedules(employeeId, this.db);
  }

  async addSchedule(actor: CompanyActor, requested: string | undefined, employeeId: string, slot: WeeklyShift): Promise<EmployeeSchedule> {
    return this.writeSchedules(actor, requested, employeeId, 'employee.schedule_changed', async (tx, current) => {
      if (current.some((s) => overlaps(s, slot))) throw conflict(T.scheduleOverlap, 'SCHEDULE_OVERLAP');
      const { rows } = await tx.execute<{ id: string }>(sql`
        INSERT INTO employee_schedules (employee_id, day_of_week, start_time, end_time)
        VALUES (${employeeId}, ${slot.dayOfWeek}, ${slot.startTime}, ${slot.endTime}) RETURNING id`);
      return { id: rows[0]!.id, ...slot };
    });
  }

  async updateSchedule(actor: CompanyActor, requested: string | undefined, employeeId: string, scheduleId: string, slot: WeeklyShift): Promise<EmployeeSchedule> {
    return this.writeSchedules(actor, requested, employeeId, 'employee.schedule_changed', async (tx, current) => {
      if (!current.some((s) => s.id === scheduleId)) throw notFound(T.scheduleNotFound);
      if (current.some((s) => s.id !== scheduleId && overlaps(s, slot))) throw conflict(T.scheduleOverlap, 'SCHEDULE_OVERLAP');
      await tx.execute(sql`
        UPDATE employee_schedules SET day_of_week = ${slot.dayOfWeek}, start_time = ${slot.startTime}, end_time = ${slot.endTime}
         WHERE id = ${scheduleId} AND employee_id = ${employeeId}`);
      return { id: scheduleId, ...slot };
    });
  }

  async deleteSchedule(actor: CompanyActor, requested: string | undefined, employeeId: string, scheduleId: string): Promise<void> {
    await this.writeSchedules(actor, requested, employeeId, 'employee.schedule_changed', async (tx, current) => {
      if (!current.some((s) => s.id === scheduleId)) throw notFound(T.scheduleNotFound);
      await tx.execute(sql`DELETE FROM employee_schedules WHERE id = ${scheduleId} AND employee_id = ${employeeId}`);
      return null;
    });
  }

  async shifts(actor: CompanyActor, requested: string | undefined, employeeId: string, from?: string, to?: string): Promise<EmployeeShift[]> {
    const companyId = await ownerCompanyOf(this.companies, actor, requested);
    await this.employee(companyId, employeeId, this.db);
    const start = from ? new Date(from) : this.clock.now();
    const end = to ? new Date(to) : new Date(start.getTime() + DEFAULT_SPAN_DAYS * DAY);
    const { rows } = await this.db.execute<ShiftRow>(sql`
      SELECT id, employee_id, starts_at, ends_at, field_id, notes FROM employee_shifts
       WHERE employee_id = ${employeeId} AND ends_at > ${start} AND starts_at < ${end} ORDER BY starts_at LIMIT 500`);
    return rows.map(toShift);
  }

  async addShift(actor: CompanyActor, requested: string | undefined, employeeId: string, input: ShiftInput): Promise<EmployeeShift> {
    return this.writeShift(actor, requested, employeeId, 'employee.shift_added', input, async (tx) => {
      const { rows } = await tx.execute<ShiftRow>(sql`
        INSERT INTO employee_shifts (employee_id, starts_at, ends_at, field_id, notes, created_at, updated_at)
        VALUES (${employeeId}, ${new Date(input.start)}, ${new Date(input.end)}, ${input.fieldId ?? null}, ${input.notes ?? null}, ${this.clock.now()}, ${this.clock.now()})
        RETURNING id, employee_id, starts_at, ends_at, field_id, notes`);
      return toShift(rows[0]!);
    });
  }

  async updateShift(actor: CompanyActor, requested: string | undefined, employeeId: string, shiftId: string, input: ShiftInput): Promise<EmployeeShift> {
    return this.writeShift(actor, requested, employeeId, 'employee.shift_changed', input, async (tx) => {
      const { rows } = await tx.execute<ShiftRow>(sql`
        UPDATE employee_shifts SET starts_at = ${new Date(input.start)}, ends_at = ${new Date(input.end)}, field_id = ${input.fieldId ?? null},
               notes = ${input.notes ?? null}, updated_at = ${this.clock.now()}
         WHERE id = ${shiftId} AND employee_id = ${employeeId}
        RETURNING id, employee_id, starts_at, ends_at, field_id, notes`);
      if (!rows[0]) throw notFound(T.shiftNotFound);
      return toShift(rows[0]);
    });
  }

  async deleteShift(actor: CompanyActor, requested: string | undefined, employeeId: string, shiftId: string): Promise<void> {
    const companyId = await ownerCompanyOf(this.companies, actor, requested);
    await this.db.transaction(async (tx) => {
      const label = await this.employee(companyId, employeeId, tx);
      const { rows } = await tx.execute(sql`DELETE FROM employee_shifts WHERE id = ${shiftId} AND employee_id = ${employeeId} RETURNING id`);
      if (rows.length === 0) throw notFound(T.shiftNotFound);
      await this.log(tx, actor, companyId, 'employee.shift_removed', employeeId, label);
    });
  }

  async availability(actor: CompanyActor, requested: string | undefined, employeeId: string): Promise<EmployeeAvailability> {
    const companyId = await ownerCompanyOf(this.companies, actor, requested);
    await this.employee(companyId, employeeId, this.db);
    return { days: await this.readAvailability(employeeId, this.db) };
  }

  async setAvailability(actor: CompanyActor, requested: string | undefined, employeeId: string, input: EmployeeAvailability): Promise<EmployeeAvailability> {
    const companyId = await ownerCompanyOf(this.companies, actor, requested);
    return this.db.transaction(async (tx) => {
      const label = await this.employee(companyId, employeeId, tx);
      await tx.execute(sql`DELETE FROM employee_availability WHERE employee_id = ${employeeId}`);
      for (const d of input.days) {
        await tx.execute(sql`
          INSERT INTO employee_availability (employee_id, day_of_week, start_time, end_time) VALUES (${employeeId}, ${d.dayOfWeek}, ${d.startTime}, ${d.endTime})`);
      }
      await this.log(tx, actor, companyId, 'employee.availability_changed', employeeId, label);
      return { days: await this.readAvailability(employeeId, tx) };
    });
  }

  // ── Helpers ─────────────────────────────────────────────────────────────────────────────────────

  /** The employee's name when they are this company's (locked for the change); 404 otherwise. */
  private async employee(companyId: string, employeeId: string, exec: Executor): Promise<string> {
    const { rows } = await exec.execute<{ label: string }>(sql`
      SELECT trim(u.first_name || ' ' || u.last_name) AS label FROM employees e JOIN users u ON u.id = e.user_id
       WHERE e.company_id = ${companyId} AND e.id = ${employeeId} ${exec === this.db ? sql`` : sql`FOR UPDATE OF e`}`);
    if (!rows[0]) throw notFound(M.notFound);
    return rows[0].label;
  }

  private async readSchedules(employeeId: string, exec: Executor): Promise<EmployeeSchedule[]> {
    const { rows } = await exec.execute<{ id: string; day_of_week: number; start_time: string; end_time: string }>(sql`
      SELECT id, day_of_week, start_time, end_time FROM employee_schedules WHERE employee_id = ${employeeId} ORDER BY day_of_week, start_time`);
    return rows.map((r) => ({ id: r.id, dayOfWeek: r.day_of_week, startTime: r.start_time, endTime: r.end_time }));
  }

  private async readAvailability(employeeId: string, exec: Executor): Promise<WeeklyShift[]> {
    const { rows } = await exec.execute<{ day_of_week: number; start_time: string; end_time: string }>(sql`
      SELECT day_of_week, start_time, end_time FROM employee_availability WHERE employee_id = ${employeeId} ORDER BY day_of_week`);
    return rows.map((r) => ({ dayOfWeek: r.day_of_week, startTime: r.start_time, endTime: r.end_time }));
  }

  private async writeSchedules<T>(
    actor: CompanyActor, requested: string | undefined, employeeId: string, action: string,
    work: (tx: Executor, current: EmployeeSchedule[]) => Promise<T>,
  ): Promise<T> {
    const companyId = await ownerCompanyOf(this.companies, actor, requested);
    return this.db.transaction(async (tx) => {
      const label = await this.employee(companyId, employeeId, tx);
      const result = await work(tx, await this.readSchedules(employeeId, tx));
      await this.log(tx, actor, companyId, action, employeeId, label);
      return result;
    });
  }

  private async writeShift(
    actor: CompanyActor, requested: string | undefined, employeeId: string, action: string, input: ShiftInput,
    work: (tx: Executor) => Promise<EmployeeShift>,
  ): Promise<EmployeeShift> {
    const companyId = await ownerCompanyOf(this.companies, actor, requested);
    try {
      return await this.db.transaction(async (tx) => {
        const label = await this.employee(companyId, employeeId, tx);
        if (input.fieldId) {
          const { rows } = await tx.execute(sql`SELECT 1 FROM fields WHERE id = ${input.fieldId} AND company_id = ${companyId}`);
          if (rows.length === 0) throw invalidField('fieldId', T.fieldNotFound);
        }
        const shift = await work(tx);
        await this.log(tx, actor, companyId, action, employeeId, label, { start: shift.start, end: shift.end });
        return shift;
      });
    } catch (error) {
      if (isExclusionViolation(error)) throw conflict(T.shiftOverlap, 'SHIFT_OVERLAP');
      throw error;
    }
  }

  private log(tx: Executor, actor: CompanyActor, companyId: string, action: string, employeeId: string, label: string, details?: Record<string, unknown>) {
    return recordActivity(tx, { companyId, actorId: actor.userId, action, targetType: 'employee', targetId: employeeId, targetLabel: label, details, at: this.clock.now() });
  }
}
