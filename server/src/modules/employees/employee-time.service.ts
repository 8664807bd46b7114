import type { z } from 'zod';
import {
  EMPLOYEE_MESSAGES as M, EMPLOYEE_TIME_MESSAGES as T, type EmployeeAvailability, type EmployeeSchedule, type EmployeeShift,
  type WeeklyShift, type ZEmployeeShiftInputSchema,
} from '@pitchside/shared-api/contracts/employees';
import type { Db, Executor } from '../../db/client.js';
import type { CompanyScope } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, isExclusionViolation, notFound, invalidField } from '../../lib/errors.js';
import { recordActivity } from '../activity/activity-log.js';
import type { EmployeeTimeRepository, ShiftValues } from './employee-time.repository.js';

type ShiftInput = z.output<typeof ZEmployeeShiftInputSchema>;
const DAY = 86_400_000;
const DEFAULT_SPAN_DAYS = 28;
const SHIFTS_MAX = 500;

const overlaps = (a: WeeklyShift, b: WeeklyShift) => a.dayOfWeek === b.dayOfWeek && a.startTime < b.endTime && b.startTime < a.endTime;
const scheduleOverlap = () => conflict(T.scheduleOverlap, 'SCHEDULE_OVERLAP');
const shiftValues = (input: ShiftInput): ShiftValues => ({
  start: new Date(input.start), end: new Date(input.end), fieldId: input.fieldId ?? null, notes: input.notes ?? null,
});

/**
 * An employee's time (owner or super admin): the usual week, dated shifts (never overlapping, enforced by
 * the database) and the hours they can work. Every change first finds the employee in the scope's company,
 * so another company's ids find nothing; every write is in the activity log of its transaction.
 */
export class EmployeeTimeService {
  constructor(private readonly db: Db, private readonly repo: EmployeeTimeRepository, private readonly clock: Clock) {}

  async schedules({ companyId }: CompanyScope, employeeId: string): Promise<EmployeeSchedule[]> {
    await this.employee(companyId, employeeId);
    return this.repo.schedules(employeeId);
  }

  async addSchedule(scope: CompanyScope, employeeId: string, slot: WeeklyShift): Promise<EmployeeSchedule> {
    return this.writeSchedules(scope, employeeId, async (tx, current) => {
      if (current.some((s) => overlaps(s, slot))) throw scheduleOverlap();
      return { id: await this.repo.insertSchedule(employeeId, slot, tx), ...slot };
    });
  }

  async updateSchedule(scope: CompanyScope, employeeId: string, scheduleId: string, slot: WeeklyShift): Promise<EmployeeSchedule> {
    return this.writeSchedules(scope, employeeId, async (tx, current) => {
      if (!current.some((s) => s.id === scheduleId)) throw notFound(T.scheduleNotFound);
      if (current.some((s) => s.id !== scheduleId && overlaps(s, slot))) throw scheduleOverlap();
      await this.repo.updateSchedule(employeeId, scheduleId, slot, tx);
      return { id: scheduleId, ...slot };
    });
  }

  async deleteSchedule(scope: CompanyScope, employeeId: string, scheduleId: string): Promise<void> {
    await this.writeSchedules(scope, employeeId, async (tx, current) => {
      if (!current.some((s) => s.id === scheduleId)) throw notFound(T.scheduleNotFound);
      await this.repo.deleteSchedule(employeeId, scheduleId, tx);
      return null;
    });
  }

  /** Shifts in a window: the coming four weeks unless told otherwise. */
  async shifts({ companyId }: CompanyScope, employeeId: string, from?: string, to?: string): Promise<EmployeeShift[]> {
    await this.employee(companyId, employeeId);
    const start = from ? new Date(from) : this.clock.now();
    const end = to ? new Date(to) : new Date(start.getTime() + DEFAULT_SPAN_DAYS * DAY);
    return this.repo.shifts(employeeId, start, end, SHIFTS_MAX);
  }

  async addShift(scope: CompanyScope, employeeId: string, input: ShiftInput): Promise<EmployeeShift> {
    return this.writeShift(scope, employeeId, 'employee.shift_added', input,
      (tx) => this.repo.insertShift(employeeId, shiftValues(input), this.clock.now(), tx));
  }

  async updateShift(scope: CompanyScope, employeeId: string, shiftId: string, input: ShiftInput): Promise<EmployeeShift> {
    return this.writeShift(scope, employeeId, 'employee.shift_changed', input, async (tx) => {
      const shift = await this.repo.updateShift(employeeId, shiftId, shiftValues(input), this.clock.now(), tx);
      if (!shift) throw notFound(T.shiftNotFound);
      return shift;
    });
  }

  async deleteShift(scope: CompanyScope, employeeId: string, shiftId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const label = await this.employee(scope.companyId, employeeId, tx);
      if (!(await this.repo.deleteShift(employeeId, shiftId, tx))) throw notFound(T.shiftNotFound);
      await this.log(tx, scope, 'employee.shift_removed', employeeId, label);
    });
  }

  async availability({ companyId }: CompanyScope, employeeId: string): Promise<EmployeeAvailability> {
    await this.employee(companyId, employeeId);
    return { days: await this.repo.availability(employeeId) };
  }

  async setAvailability(scope: CompanyScope, employeeId: string, input: EmployeeAvailability): Promise<EmployeeAvailability> {
    return this.db.transaction(async (tx) => {
      const label = await this.employee(scope.companyId, employeeId, tx);
      await this.repo.replaceAvailability(employeeId, input.days, tx);
      await this.log(tx, scope, 'employee.availability_changed', employeeId, label);
      return { days: await this.repo.availability(employeeId, tx) };
    });
  }

  // ── Helpers ─────────────────────────────────────────────────────────────────────────────────────

  /** The employee's name when they are this company's (in a transaction: locked for the change); 404 otherwise. */
  private async employee(companyId: string, employeeId: string, tx?: Executor): Promise<string> {
    const label = await this.repo.employeeLabel(companyId, employeeId, tx, tx !== undefined);
    if (label === undefined) throw notFound(M.notFound);
    return label;
  }

  private async writeSchedules<T>(
    scope: CompanyScope, employeeId: string, work: (tx: Executor, current: EmployeeSchedule[]) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      const label = await this.employee(scope.companyId, employeeId, tx);
      const result = await work(tx, await this.repo.schedules(employeeId, tx));
      await this.log(tx, scope, 'employee.schedule_changed', employeeId, label);
      return result;
    });
  }

  private async writeShift(
    scope: CompanyScope, employeeId: string, action: string, input: ShiftInput, work: (tx: Executor) => Promise<EmployeeShift>,
  ): Promise<EmployeeShift> {
    try {
      return await this.db.transaction(async (tx) => {
        const label = await this.employee(scope.companyId, employeeId, tx);
        if (input.fieldId && !(await this.repo.isCompanyField(scope.companyId, input.fieldId, tx))) throw invalidField('fieldId', T.fieldNotFound);
        const shift = await work(tx);
        await this.log(tx, scope, action, employeeId, label, { start: shift.start, end: shift.end });
        return shift;
      });
    } catch (error) {
      if (isExclusionViolation(error)) throw conflict(T.shiftOverlap, 'SHIFT_OVERLAP');
      throw error;
    }
  }

  private log(tx: Executor, { companyId, actor }: CompanyScope, action: string, employeeId: string, label: string, details?: Record<string, unknown>) {
    return recordActivity(tx, { companyId, actorId: actor.userId, action, targetType: 'employee', targetId: employeeId, targetLabel: label, details, at: this.clock.now() });
  }
}
