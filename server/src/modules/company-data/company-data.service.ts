import { parse as parseCsv } from 'csv-parse/sync';
import type { z } from 'zod';
import {
  COMPANY_DATA_KIND, COMPANY_DATA_LIMITS as L, COMPANY_DATA_MESSAGES as M, COMPANY_DATA_VERSION, CSV_LIST_SEPARATOR,
  ZEmployeeRecordSchema, ZFieldRecordSchema, ZLocationRecordSchema,
  type CompanyData, type CompanyDataFormat, type CompanyDataRecord, type ImportResult, type ImportRowError,
} from '@pitchside/shared-api/contracts/company-data';
import { EMPLOYEE_MESSAGES, isEmployeeRole } from '@pitchside/shared-api/contracts/employees';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { Db } from '../../db/client.js';
import type { CompanyScope } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { csvTable } from '../../lib/csv.js';
import { DomainError, badRequest, tooLarge } from '../../lib/errors.js';
import { recordActivity } from '../activity/activity-log.js';
import type { EmployeeService } from '../employees/employee.service.js';
import { recordFieldActivity } from '../fields/field-activity.js';
import type { FieldRepository } from '../fields/field.repository.js';
import { assertWithinPlan } from '../plans/plan-limits.js';
import type { CompanyDataRepository } from './company-data.repository.js';
import type { CompanyLocationService } from '../companies/company-location.service.js';

type LocationRecord = z.output<typeof ZLocationRecordSchema>;
type FieldRecord = z.output<typeof ZFieldRecordSchema>;
type EmployeeRecord = z.output<typeof ZEmployeeRecordSchema>;

/** Keys of each record as written in a CSV row, in order. */
const KEYS: Record<CompanyDataRecord, readonly string[]> = {
  location: Object.keys(ZLocationRecordSchema.shape),
  field: Object.keys(ZFieldRecordSchema.shape),
  employee: Object.keys(ZEmployeeRecordSchema.shape),
};
/** The CSV header: `record` and `name`, then every other key of the three records once. */
const CSV_COLUMNS = ['record', ...new Set(['name', ...KEYS.location, ...KEYS.field, ...KEYS.employee])];
const BOOLEANS = new Set(['indoor', 'lighting', 'roofed', 'isPrimary']);
const NUMBERS = new Set(['capacity', 'minPlayers', 'maxPlayers', 'length', 'width', 'latitude', 'longitude', 'basePricePerHour',
  'hourlyRate', 'regularHoursPerWeek', 'overtimeRateMultiplier']);
const LISTS = new Set(['equipment', 'rules', 'amenities']);

const LIST_KEYS = { location: 'locations', field: 'fields', employee: 'employees' } as const;

/** A cell as the record's value: typed by its key; an empty cell is left out (the record's default applies). */
function fromCell(key: string, cell: string): unknown {
  // Exports guard cells against spreadsheet formulas with a leading apostrophe (lib/csv.ts).
  const text = /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
  if (text === '') return undefined;
  if (LISTS.has(key)) return text.split(CSV_LIST_SEPARATOR).map((item) => item.trim()).filter(Boolean);
  if (BOOLEANS.has(key) && /^(true|false)$/i.test(text)) return text.toLowerCase() === 'true';
  if (NUMBERS.has(key) && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
  return text;
}

function toCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(CSV_LIST_SEPARATOR);
  return String(value);
}

interface Rows { location: unknown[]; field: unknown[]; employee: unknown[] }
/** Where each row came from: its number in its JSON list, or its line in the CSV file. */
interface Numbered { record: CompanyDataRecord | 'unknown'; row: number; value: unknown }

/**
 * The company's locations, fields and employees out (JSON or CSV) and back in (docs/product/api.md).
 * An import reads and checks every row before touching anything, then adds what is new in one
 * transaction — within the plan's limits — or nothing at all; rows the company already has (same name,
 * same e-mail) are skipped. New employees get their welcome e-mail once the import has committed.
 */
export class CompanyDataService {
  constructor(
    private readonly db: Db,
    private readonly repo: CompanyDataRepository,
    private readonly fields: FieldRepository,
    private readonly locations: CompanyLocationService,
    private readonly employees: EmployeeService,
    private readonly clock: Clock,
  ) {}

  async exportData({ companyId }: CompanyScope, format: CompanyDataFormat): Promise<{ filename: string; contentType: string; content: string }> {
    const data: CompanyData = {
      kind: COMPANY_DATA_KIND, version: COMPANY_DATA_VERSION, exportedAt: this.clock.now().toISOString(), ...await this.repo.records(companyId),
    };
    const day = this.clock.now().toISOString().slice(0, 10);
    if (format === 'json') {
      return { filename: `company-data-${day}.json`, contentType: 'application/json; charset=utf-8', content: `${JSON.stringify(data, null, 2)}\n` };
    }
    const rows = (['location', 'field', 'employee'] as const).flatMap((record) =>
      (data[LIST_KEYS[record]] as Record<string, unknown>[]).map((item) => CSV_COLUMNS.map((column) => (column === 'record' ? record : toCell(item[column])))));
    return { filename: `company-data-${day}.csv`, contentType: 'text/csv; charset=utf-8', content: csvTable(CSV_COLUMNS, rows) };
  }

  async importData(scope: CompanyScope, file: { data: Buffer; truncated: boolean } | undefined, language: LanguageCode): Promise<ImportResult> {
    const { companyId, actor } = scope;
    if (!file || file.data.length === 0) throw badRequest(M.fileRequired, 'IMPORT_FILE_REQUIRED');
    if (file.truncated) throw tooLarge(M.tooLarge, 'IMPORT_FILE_TOO_LARGE');
    const rows = readRows(file.data);
    if (rows.length > L.rowsMax) throw badRequest(M.tooManyRows, 'IMPORT_TOO_MANY_ROWS');

    const plan = await this.plan(companyId, actor.tenantId, rows);
    if (plan.errors.length > 0) {
      throw new DomainError('invalid', 'IMPORT_INVALID', M.invalid, {
        errors: plan.errors.slice(0, L.errorsReported).map((e) => ({ field: `${e.record}[${e.row}].${e.field}`, message: e.message })),
        details: { rows: plan.errors.slice(0, L.errorsReported), total: plan.errors.length },
      });
    }

    const now = this.clock.now();
    const welcomes = await this.db.transaction(async (tx) => {
      if (plan.locations.length) await assertWithinPlan(tx, companyId, 'locations', plan.locations.length);
      if (plan.fields.length) await assertWithinPlan(tx, companyId, 'fields', plan.fields.length);
      if (plan.employees.length) await assertWithinPlan(tx, companyId, 'employees', plan.employees.length);
      const locationIds = new Map(plan.existingLocations);
      // Rows keep the file's order: each is stamped a millisecond after the one before.
      const stamp = (index: number) => new Date(now.getTime() + index);
      for (const [i, location] of plan.locations.entries()) locationIds.set(location.name.toLowerCase(), await this.locations.add(tx, scope, location, stamp(i)));
      const timezone = await this.repo.timezone(tx, companyId);
      for (const [i, { location, ...field }] of plan.fields.entries()) {
        const fieldId = await this.fields.insert(companyId, {
          ...field, timezone: field.timezone ?? timezone, locationId: location ? locationIds.get(location.toLowerCase()) ?? null : null,
        }, stamp(i), tx);
        await recordFieldActivity(tx, actor, { fieldId, companyId }, 'field.created', now, { imported: true });
      }
      const sends: (() => void)[] = [];
      for (const [i, employee] of plan.employees.entries()) {
        const role = plan.roleIds.get(employee.role.toLowerCase()) ?? employee.role;
        sends.push((await this.employees.add(tx, actor, companyId, { ...employee, role }, language, stamp(i))).sendWelcome);
      }
      await recordActivity(tx, {
        companyId, actorId: actor.userId, action: 'company.imported', targetType: 'company', targetId: companyId, at: now,
        details: { locations: plan.locations.length, fields: plan.fields.length, employees: plan.employees.length },
      });
      return sends;
    });
    for (const send of welcomes) send();
    return {
      created: { locations: plan.locations.length, fields: plan.fields.length, employees: plan.employees.length },
      skipped: plan.skipped,
    };
  }

  /** Checks every row against its schema and the company; answers what to add, what to skip, and every error. */
  private async plan(companyId: string, tenantId: string, rows: Numbered[]) {
    const errors: ImportRowError[] = [];
    const fail = (row: Numbered, field: string, message: string) => errors.push({ record: row.record, row: row.row, field, message });
    const existing = await this.repo.existing(companyId, tenantId);
    const skipped = { locations: 0, fields: 0, employees: 0 };
    const locations: LocationRecord[] = [];
    const fields: FieldRecord[] = [];
    const employees: EmployeeRecord[] = [];
    const seen = { location: new Set<string>(), field: new Set<string>(), employee: new Set<string>() };

    const parsed = rows.map((row) => {
      if (row.record === 'unknown') {
        fail(row, 'record', M.unknownRecord);
        return { row, value: undefined };
      }
      const schema = row.record === 'location' ? ZLocationRecordSchema : row.record === 'field' ? ZFieldRecordSchema : ZEmployeeRecordSchema;
      const result = schema.safeParse(row.value);
      if (!result.success) for (const issue of result.error.issues) fail(row, issue.path.join('.') || 'row', issue.message);
      return { row, value: result.success ? result.data : undefined };
    });
    const fileLocations = new Set(parsed.flatMap(({ row, value }) => (row.record === 'location' && value ? [(value as LocationRecord).name.toLowerCase()] : [])));

    for (const { row, value } of parsed) {
      // A field's location is checked even when the rest of its row is wrong: every mistake is reported at once.
      const locationName = row.record === 'field' ? (row.value as { location?: unknown } | null)?.location : undefined;
      if (typeof locationName === 'string' && locationName.trim() !== '' && !fileLocations.has(locationName.trim().toLowerCase())
        && !existing.locations.has(locationName.trim().toLowerCase())) {
        fail(row, 'location', M.unknownLocation);
      }
      if (!value) continue;
      if (row.record === 'location') {
        const location = value as LocationRecord;
        const key = location.name.toLowerCase();
        if (seen.location.has(key)) fail(row, 'name', M.duplicate);
        else if (existing.locations.has(key)) skipped.locations += 1;
        else locations.push(location);
        seen.location.add(key);
      } else if (row.record === 'field') {
        const field = value as FieldRecord;
        const key = field.name.toLowerCase();
        if (seen.field.has(key)) fail(row, 'name', M.duplicate);
        else if (existing.fields.has(key)) skipped.fields += 1;
        else fields.push(field);
        seen.field.add(key);
      } else {
        const employee = value as EmployeeRecord;
        const key = employee.email.toLowerCase();
        if (!isEmployeeRole(employee.role) && !existing.roles.has(employee.role.toLowerCase())) fail(row, 'role', M.unknownRole);
        if (seen.employee.has(key)) fail(row, 'email', M.duplicate);
        else if (existing.staff.has(key)) skipped.employees += 1;
        else if (existing.accounts.has(key)) fail(row, 'email', EMPLOYEE_MESSAGES.duplicateEmail);
        else employees.push(employee);
        seen.employee.add(key);
      }
    }
    return { errors, skipped, locations, fields, employees, existingLocations: existing.locations, roleIds: existing.roles };
  }
}

/** The rows of an import file: the JSON document of an export, or its CSV table. */
export function readRows(data: Buffer): Numbered[] {
  const text = data.toString('utf8').replace(/^\uFEFF/, '');
  const unreadable = () => badRequest(M.unreadable, 'IMPORT_UNREADABLE');
  if (text.trimStart().startsWith('{')) {
    let document: Partial<Record<'kind' | 'locations' | 'fields' | 'employees', unknown>>;
    try {
      document = JSON.parse(text) as typeof document;
    } catch {
      throw unreadable();
    }
    if (document.kind !== COMPANY_DATA_KIND) throw unreadable();
    const lists: Rows = { location: [], field: [], employee: [] };
    for (const record of ['location', 'field', 'employee'] as const) {
      const list = document[LIST_KEYS[record]] ?? [];
      if (!Array.isArray(list)) throw unreadable();
      lists[record] = list;
    }
    return (['location', 'field', 'employee'] as const).flatMap((record) => lists[record].map((value, i) => ({ record, row: i + 1, value })));
  }
  let table: Record<string, string>[];
  try {
    table = parseCsv(text, { columns: true, skip_empty_lines: true, trim: false, relax_column_count: true }) as Record<string, string>[];
  } catch {
    throw unreadable();
  }
  if (table.length > 0 && !('record' in table[0]!)) throw unreadable();
  return table.map((cells, i) => {
    const record = (cells.record ?? '').trim().toLowerCase() as CompanyDataRecord;
    // The header is line 1: the first record is line 2, as a spreadsheet numbers it.
    const row = i + 2;
    if (!(record in KEYS)) return { record: 'unknown' as const, row, value: cells.record };
    const value = Object.fromEntries(KEYS[record].flatMap((key) => {
      const cell = fromCell(key, cells[key] ?? '');
      return cell === undefined ? [] : [[key, cell]];
    }));
    return { record, row, value };
  });
}
