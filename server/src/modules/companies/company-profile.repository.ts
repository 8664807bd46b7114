import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CompanyDocument, CompanyProfile, ZCompanyProfileUpdateSchema, ZCompanyUpgradeSchema,
} from '@pitchside/shared-api/contracts/company-profile';
import { iso } from '../../db/iso.js';
import type { Db, Executor } from '../../db/client.js';

export type ProfileUpdate = z.output<typeof ZCompanyProfileUpdateSchema>;
type Upgrade = z.output<typeof ZCompanyUpgradeSchema>;

/** A document as stored: its bytes are read only when downloaded. */
export interface StoredDocument { filename: string; contentType: string; content: Buffer }
export interface NewDocument { filename: string; type: CompanyDocument['contentType']; data: Buffer }

/** The profile as stored, without its locations (company-location.repository.ts has them). */
export type StoredProfile = Omit<CompanyProfile, 'locations'>;

/** Column of each simple profile attribute. */
const COLUMNS: Partial<Record<keyof ProfileUpdate, string>> = {
  name: 'name', legalName: 'legal_name', description: 'description', foundedYear: 'founded_year', website: 'website',
  businessEmail: 'business_email', phone: 'phone', timezone: 'timezone', taxId: 'tax_id', licenseNumber: 'license_number',
  registrationNumber: 'registration_number', businessType: 'business_type', industry: 'industry',
};
const JSON_COLUMNS: Partial<Record<keyof ProfileUpdate, string>> = {
  registeredAddress: 'registered_address', billingAddress: 'billing_address', businessHours: 'business_hours',
};
const ARRAY_COLUMNS: Partial<Record<keyof ProfileUpdate, string>> = { languages: 'languages' };

/** The currencies and the usual one together: the usual one stays among the currencies (a check of 0021). */
function currencyAssignments({ currencies, primaryCurrency }: ProfileUpdate) {
  if (primaryCurrency) {
    const list = currencies
      ? sql`${sql.param(currencies.includes(primaryCurrency) ? currencies : [primaryCurrency, ...currencies])}::text[]`
      : sql`CASE WHEN ${primaryCurrency} = ANY (currencies) THEN currencies ELSE array_prepend(${primaryCurrency}::text, currencies) END`;
    return [sql`currencies = ${list}`, sql`primary_currency = ${primaryCurrency}`];
  }
  if (!currencies) return [];
  const list = sql`${sql.param(currencies)}::text[]`;
  return [sql`currencies = ${list}`, sql`primary_currency = CASE WHEN primary_currency = ANY (${list}) THEN primary_currency ELSE (${list})[1] END`];
}


type CompanyRow = {
  id: string; name: string; legal_name: string | null; description: string; founded_year: number | null; website: string | null;
  logo: string | null; cover_image: string | null; business_email: string | null; phone: string | null;
  registered_address: CompanyProfile['registeredAddress']; billing_address: CompanyProfile['billingAddress']; timezone: string;
  tax_id: string | null; license_number: string | null; registration_number: string | null; business_type: string | null;
  industry: string | null; business_hours: CompanyProfile['businessHours']; languages: CompanyProfile['languages'];
  currencies: CompanyProfile['currencies']; primary_currency: CompanyProfile['primaryCurrency']; subscription_plan: CompanyProfile['subscriptionPlan']; updated_at: Date | string;
};

/** The company's own row (profile, logo, cover) and its private insurance documents. */
export class CompanyProfileRepository {
  constructor(private readonly db: Db) {}

  async read(companyId: string, exec: Executor = this.db): Promise<StoredProfile | undefined> {
    const [{ rows }, { rows: docs }] = await Promise.all([
      exec.execute<CompanyRow>(sql`SELECT * FROM companies WHERE id = ${companyId}`),
      exec.execute<{ id: string; filename: string; content_type: CompanyDocument['contentType']; size: number; uploaded_at: Date | string }>(sql`
        SELECT id, filename, content_type, size, uploaded_at FROM company_documents WHERE company_id = ${companyId} ORDER BY seq`),
    ]);
    const c = rows[0];
    if (!c) return undefined;
    return {
      id: c.id, name: c.name, legalName: c.legal_name, description: c.description, foundedYear: c.founded_year, website: c.website,
      logoUrl: c.logo, coverImageUrl: c.cover_image, businessEmail: c.business_email, phone: c.phone,
      registeredAddress: c.registered_address, billingAddress: c.billing_address, timezone: c.timezone, taxId: c.tax_id,
      licenseNumber: c.license_number, registrationNumber: c.registration_number, businessType: c.business_type, industry: c.industry,
      businessHours: c.business_hours, languages: c.languages, currencies: c.currencies, primaryCurrency: c.primary_currency,
      subscriptionPlan: c.subscription_plan,
      insuranceDocuments: docs.map((d) => ({
        id: d.id, filename: d.filename, contentType: d.content_type, size: d.size, uploadedAt: iso(d.uploaded_at),
        url: `/api/v1/companies/profile/documents/${d.id}`,
      })),
      updatedAt: iso(c.updated_at),
    };
  }

  /** Locks the company's row for the change and answers its current logo and cover. */
  async lockImages(tx: Executor, companyId: string): Promise<{ logo: string | null; cover: string | null } | undefined> {
    const { rows } = await tx.execute<{ logo: string | null; cover_image: string | null }>(sql`
      SELECT logo, cover_image FROM companies WHERE id = ${companyId} FOR UPDATE`);
    return rows[0] && { logo: rows[0].logo, cover: rows[0].cover_image };
  }

  /** Writes the given attributes (undefined ones keep their values) and the new images, if any. */
  async update(tx: Executor, companyId: string, changes: ProfileUpdate, images: { logo?: string; cover?: string }, now: Date): Promise<void> {
    const assignments = [sql`updated_at = ${now}`, ...currencyAssignments(changes)];
    for (const [key, value] of Object.entries(changes) as [keyof ProfileUpdate, unknown][]) {
      if (value === undefined) continue;
      const column = COLUMNS[key] ?? JSON_COLUMNS[key] ?? ARRAY_COLUMNS[key];
      if (!column) continue;
      if (JSON_COLUMNS[key]) assignments.push(sql`${sql.raw(column)} = ${value === null ? null : JSON.stringify(value)}::jsonb`);
      else if (ARRAY_COLUMNS[key]) assignments.push(sql`${sql.raw(column)} = ${sql.param(value)}::text[]`);
      else assignments.push(sql`${sql.raw(column)} = ${value}`);
    }
    if (images.logo) assignments.push(sql`logo = ${images.logo}`);
    if (images.cover) assignments.push(sql`cover_image = ${images.cover}`);
    await tx.execute(sql`UPDATE companies SET ${sql.join(assignments, sql`, `)} WHERE id = ${companyId}`);
  }

  /** Removes the logo; answers the one removed (its file is the caller's to delete). */
  async clearLogo(tx: Executor, companyId: string, now: Date): Promise<string | null> {
    const { rows } = await tx.execute<{ logo: string | null }>(sql`SELECT logo FROM companies WHERE id = ${companyId} FOR UPDATE`);
    await tx.execute(sql`UPDATE companies SET logo = NULL, updated_at = ${now} WHERE id = ${companyId}`);
    return rows[0]?.logo ?? null;
  }

  /** How many documents the company keeps; `lock` first locks the company's row (one upload at a time). */
  async documentCount(tx: Executor, companyId: string, { lock = false } = {}): Promise<number> {
    if (lock) await tx.execute(sql`SELECT 1 FROM companies WHERE id = ${companyId} FOR UPDATE`);
    const { rows } = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM company_documents WHERE company_id = ${companyId}`);
    return rows[0]?.n ?? 0;
  }

  async insertDocument(tx: Executor, companyId: string, doc: NewDocument, now: Date): Promise<string> {
    const { rows } = await tx.execute<{ id: string }>(sql`
      INSERT INTO company_documents (company_id, filename, content_type, size, content, uploaded_at)
      VALUES (${companyId}, ${doc.filename}, ${doc.type}, ${doc.data.length}, ${doc.data}, ${now}) RETURNING id`);
    return rows[0]!.id;
  }

  async findDocument(companyId: string, id: string): Promise<StoredDocument | undefined> {
    const { rows } = await this.db.execute<{ filename: string; content_type: string; content: Buffer }>(sql`
      SELECT filename, content_type, content FROM company_documents WHERE id = ${id} AND company_id = ${companyId}`);
    return rows[0] && { filename: rows[0].filename, contentType: rows[0].content_type, content: rows[0].content };
  }

  /** Deletes a document of the company; answers its file name, or undefined when it has none with this id. */
  async deleteDocument(tx: Executor, companyId: string, id: string): Promise<string | undefined> {
    const { rows } = await tx.execute<{ filename: string }>(sql`
      DELETE FROM company_documents WHERE id = ${id} AND company_id = ${companyId} RETURNING filename`);
    return rows[0]?.filename;
  }

  /** A new company owned by `ownerId` (a customer upgrading); answers its id. */
  async insertCompany(tx: Executor, owner: { id: string; tenantId: string }, input: Upgrade, plan: CompanyProfile['subscriptionPlan'], now: Date): Promise<string> {
    const { rows } = await tx.execute<{ id: string }>(sql`
      INSERT INTO companies (tenant_id, name, owner_id, timezone, business_email, phone, registered_address, subscription_plan, created_at, updated_at)
      VALUES (${owner.tenantId}, ${input.companyName}, ${owner.id}, ${input.timezone ?? 'UTC'}, ${input.businessEmail ?? null}, ${input.phone ?? null},
              ${input.address ? JSON.stringify(input.address) : null}::jsonb, ${plan}, ${now}, ${now})
      RETURNING id`);
    return rows[0]!.id;
  }
}
