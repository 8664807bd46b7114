import { z } from 'zod';
import { ZLocationInputSchema } from './company-profile.js';
import { ZEmployeeCreateSchema } from './employees.js';
import { ZFieldCreateSchema } from './field.js';

// The company's data out and in (docs/product/api.md: POST /companies/export {format}, POST /companies/import multipart
// file): its locations, fields and employees as one JSON document or one CSV table, and back. An import
// checks every row first and applies all or nothing; rows whose name (locations, fields) or e-mail
// (employees) the company already has are left as they are and counted as skipped.

export const COMPANY_DATA_FORMATS = ['json', 'csv'] as const;
export type CompanyDataFormat = (typeof COMPANY_DATA_FORMATS)[number];
export const COMPANY_DATA_RECORDS = ['location', 'field', 'employee'] as const;
export type CompanyDataRecord = (typeof COMPANY_DATA_RECORDS)[number];

/** The JSON document's marker and version. */
export const COMPANY_DATA_KIND = 'pitchside-company-data';
export const COMPANY_DATA_VERSION = 1;

export const COMPANY_DATA_LIMITS = {
  /** Bytes of an import file. */
  fileMaxBytes: 5 * 1024 * 1024,
  /** Rows of an import, all records together. */
  rowsMax: 2000,
  /** Row errors reported (the rest are counted). */
  errorsReported: 100,
} as const;

/** In CSV, list cells (equipment, rules, amenities) hold their items separated by this. */
export const CSV_LIST_SEPARATOR = '|';

export const COMPANY_DATA_MESSAGES = {
  fileRequired: 'Choose a JSON or CSV file to import',
  unreadable: 'The file could not be read: export from Pitchside, or follow its JSON or CSV layout',
  tooLarge: 'The import file must be 5 MB or smaller',
  tooManyRows: 'An import holds at most 2000 rows',
  invalid: 'The file has errors: nothing was imported. Correct the rows listed and import it again.',
  unknownRecord: 'The record must be location, field or employee',
  unknownLocation: 'No location of this name in the file or the company',
  unknownRole: 'No role of this name in the company',
  duplicate: 'This row repeats an earlier one',
  imported: 'Import complete',
  exported: 'Export ready',
} as const;

export const ZCompanyExportSchema = z.object({ format: z.enum(COMPANY_DATA_FORMATS).default('json') }).strict();
export type CompanyExport = z.input<typeof ZCompanyExportSchema>;

/** A location as exported and imported. */
export const ZLocationRecordSchema = z.object(ZLocationInputSchema.shape).omit({ isPrimary: true }).extend({ isPrimary: z.boolean().default(false) });
export type LocationRecord = z.input<typeof ZLocationRecordSchema>;

/** A field as exported and imported: its attributes, its location by name; imported fields are drafts. */
export const ZFieldRecordSchema = z.object(ZFieldCreateSchema.shape)
  .omit({ schedules: true, pricingRules: true, publish: true, locationId: true })
  .extend({ location: z.string().trim().min(1).max(120).nullable().default(null) });
export type FieldRecord = z.input<typeof ZFieldRecordSchema>;

/** An employee as exported and imported: an account is created with a welcome e-mail, as when added by hand. */
export const ZEmployeeRecordSchema = z.object(ZEmployeeCreateSchema.shape).omit({ permissions: true, weeklyShifts: true, language: true });
export type EmployeeRecord = z.input<typeof ZEmployeeRecordSchema>;

/** `POST /companies/export {format: 'json'}`: the document an import reads back. */
export const ZCompanyDataSchema = z.object({
  kind: z.literal(COMPANY_DATA_KIND),
  version: z.literal(COMPANY_DATA_VERSION),
  exportedAt: z.iso.datetime(),
  company: z.object({ name: z.string() }),
  locations: z.array(z.unknown()),
  fields: z.array(z.unknown()),
  employees: z.array(z.unknown()),
});
export type CompanyData = z.infer<typeof ZCompanyDataSchema>;

/** One refused row: which record, its number (1-based, in its list for JSON, in the file for CSV), the input and why. */
export const ZImportRowErrorSchema = z.object({
  /** `unknown`: a CSV row whose record is none of the three. */
  record: z.enum([...COMPANY_DATA_RECORDS, 'unknown']),
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof ZImportRowErrorSchema>;

const ZCountsSchema = z.object({ locations: z.number().int(), fields: z.number().int(), employees: z.number().int() });
export const ZImportResultSchema = z.object({ created: ZCountsSchema, skipped: ZCountsSchema });
export type ImportResult = z.infer<typeof ZImportResultSchema>;
