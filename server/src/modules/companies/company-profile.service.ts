import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  COMPANY_PROFILE_LIMITS as L, COMPANY_PROFILE_MESSAGES as M, type CompanyDocument, type CompanyProfile,
  type UploadResult, type ZCompanyProfileUpdateSchema, type ZCompanyUpgradeSchema,
} from '@pitchside/shared-api/contracts/company-profile';
import { API_ERROR_CODES } from '@pitchside/shared-api/contracts/api-error';
import type { AuthSession } from '@pitchside/shared-api/contracts/auth';
import type { Db, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, conflict, forbidden, notFound, invalidField } from '../../lib/errors.js';
import { recordActivity } from '../activity/activity-log.js';
import type { SessionService } from '../auth/session.service.js';
import { FileStorage } from '../files/file-storage.js';
import { processAvatar } from '../files/image-processing.js';
import type { UserRecord, UserRepository } from '../users/user.repository.js';
import type { CompanyLocationService } from './company-location.service.js';
import { ownerCompanyOf, type CompanyActor, type CompanyLookups } from './company-scope.js';

type ProfileUpdate = z.output<typeof ZCompanyProfileUpdateSchema>;
type Upgrade = z.output<typeof ZCompanyUpgradeSchema>;

/** A file of the multipart body, read whole (the route's limits keep it small). */
export interface IncomingFile { filename: string; data: Buffer; truncated: boolean }

const invalid = invalidField;
const iso = (value: Date | string) => new Date(value).toISOString();

/** Column of each simple profile attribute. */
const COLUMNS: Partial<Record<keyof ProfileUpdate, string>> = {
  name: 'name', legalName: 'legal_name', description: 'description', foundedYear: 'founded_year', website: 'website',
  businessEmail: 'business_email', phone: 'phone', timezone: 'timezone', taxId: 'tax_id', licenseNumber: 'license_number',
  registrationNumber: 'registration_number', businessType: 'business_type', industry: 'industry',
};
const JSON_COLUMNS: Partial<Record<keyof ProfileUpdate, string>> = {
  registeredAddress: 'registered_address', billingAddress: 'billing_address', businessHours: 'business_hours',
};
const ARRAY_COLUMNS: Partial<Record<keyof ProfileUpdate, string>> = { languages: 'languages', currencies: 'currencies' };

/** PDF, JPEG or PNG by their first bytes (the name and declared type are not trusted). */
function documentType(data: Buffer): CompanyDocument['contentType'] | undefined {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  return undefined;
}
const safeName = (name: string) => (name.replace(/[\\/\r\n"]/g, '_').trim() || 'document').slice(0, 200);


export interface CompanyProfileDeps {
  db: Db;
  companies: CompanyLookups;
  users: UserRepository;
  sessions: SessionService;
  storage: FileStorage;
  locations: CompanyLocationService;
  clock: Clock;
}

/**
 * The company's profile, logo and insurance documents, and the customer-to-owner upgrade (owner or super
 * admin; spec §6). Every write is in the activity log of its transaction. Locations: company-location.service.
 */
export class CompanyProfileService {
  constructor(private readonly d: CompanyProfileDeps) {}

  async get(actor: CompanyActor, requested?: string): Promise<CompanyProfile> {
    const companyId = await ownerCompanyOf(this.d.companies, actor, requested);
    return this.read(companyId, this.d.db);
  }

  async update(actor: CompanyActor, requested: string | undefined, changes: ProfileUpdate, files: { logo?: IncomingFile; cover?: IncomingFile; documents: IncomingFile[] }): Promise<CompanyProfile> {
    const companyId = await ownerCompanyOf(this.d.companies, actor, requested);
    const documents = files.documents.map((file, index) => {
      const field = `insuranceDocuments[${index}]`;
      if (file.truncated || file.data.length > L.documentMaxBytes) throw new AppError(413, API_ERROR_CODES.payloadTooLarge, M.documentTooLarge, { errors: [{ field, message: M.documentTooLarge }] });
      const type = documentType(file.data);
      if (!type) throw invalid(field, M.documentType);
      return { filename: safeName(file.filename), type, data: file.data };
    });
    const logo = files.logo ? await this.storeImage(companyId, 'logo', files.logo) : undefined;
    const cover = files.cover ? await this.storeImage(companyId, 'cover', files.cover) : undefined;
    const now = this.d.clock.now();
    const previous = await this.d.db.transaction(async (tx) => {
      const { rows: before } = await tx.execute<{ logo: string | null; cover_image: string | null }>(sql`
        SELECT logo, cover_image FROM companies WHERE id = ${companyId} FOR UPDATE`);
      const assignments = [sql`updated_at = ${now}`];
      for (const [key, value] of Object.entries(changes) as [keyof ProfileUpdate, unknown][]) {
        if (value === undefined) continue;
        const column = COLUMNS[key] ?? JSON_COLUMNS[key] ?? ARRAY_COLUMNS[key];
        if (!column) continue;
        if (JSON_COLUMNS[key]) assignments.push(sql`${sql.raw(column)} = ${value === null ? null : JSON.stringify(value)}::jsonb`);
        else if (ARRAY_COLUMNS[key]) assignments.push(sql`${sql.raw(column)} = ${sql.param(value)}::text[]`);
        else assignments.push(sql`${sql.raw(column)} = ${value}`);
      }
      if (logo) assignments.push(sql`logo = ${logo}`);
      if (cover) assignments.push(sql`cover_image = ${cover}`);
      await tx.execute(sql`UPDATE companies SET ${sql.join(assignments, sql`, `)} WHERE id = ${companyId}`);
      if (documents.length) {
        const { rows } = await tx.execute<{ n: string }>(sql`SELECT count(*) AS n FROM company_documents WHERE company_id = ${companyId}`);
        if (Number(rows[0]?.n ?? 0) + documents.length > L.documentsMax) throw conflict(M.documentsLimit, 'LIMIT_REACHED');
        for (const doc of documents) {
          await tx.execute(sql`
            INSERT INTO company_documents (company_id, filename, content_type, size, content, uploaded_at)
            VALUES (${companyId}, ${doc.filename}, ${doc.type}, ${doc.data.length}, ${doc.data}, ${now})`);
        }
      }
      await recordActivity(tx, {
        companyId, actorId: actor.userId, action: 'company.profile_updated', targetType: 'company', targetId: companyId,
        targetLabel: sql`(SELECT name FROM companies WHERE id = ${companyId})`,
        details: { changed: [...Object.keys(changes).filter((k) => (changes as Record<string, unknown>)[k] !== undefined), ...(logo ? ['logo'] : []), ...(cover ? ['coverImage'] : []), ...(documents.length ? ['insuranceDocuments'] : [])] },
        at: now,
      });
      return before[0];
    }).catch(async (error: unknown) => {
      for (const stored of [logo, cover]) if (stored) await this.d.storage.remove(FileStorage.relativeFromUrl(stored) ?? '');
      throw error;
    });
    for (const [stored, old] of [[logo, previous?.logo], [cover, previous?.cover_image]] as const) {
      const relative = stored && FileStorage.relativeFromUrl(old ?? null);
      if (relative) await this.d.storage.remove(relative);
    }
    return this.read(companyId, this.d.db);
  }

  async setLogo(actor: CompanyActor, requested: string | undefined, file: IncomingFile): Promise<string | null> {
    const profile = await this.update(actor, requested, {} as ProfileUpdate, { logo: file, documents: [] });
    return profile.logoUrl;
  }

  async removeLogo(actor: CompanyActor, requested: string | undefined): Promise<void> {
    const companyId = await ownerCompanyOf(this.d.companies, actor, requested);
    const now = this.d.clock.now();
    const old = await this.d.db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ logo: string | null }>(sql`SELECT logo FROM companies WHERE id = ${companyId} FOR UPDATE`);
      await tx.execute(sql`UPDATE companies SET logo = NULL, updated_at = ${now} WHERE id = ${companyId}`);
      await recordActivity(tx, { companyId, actorId: actor.userId, action: 'company.logo_removed', targetType: 'company', targetId: companyId, at: now });
      return rows[0]?.logo ?? null;
    });
    const relative = FileStorage.relativeFromUrl(old);
    if (relative) await this.d.storage.remove(relative);
  }

  async document(actor: CompanyActor, requested: string | undefined, id: string): Promise<{ filename: string; contentType: string; content: Buffer }> {
    const companyId = await ownerCompanyOf(this.d.companies, actor, requested);
    const { rows } = await this.d.db.execute<{ filename: string; content_type: string; content: Buffer }>(sql`
      SELECT filename, content_type, content FROM company_documents WHERE id = ${id} AND company_id = ${companyId}`);
    if (!rows[0]) throw notFound(M.documentNotFound);
    return { filename: rows[0].filename, contentType: rows[0].content_type, content: rows[0].content };
  }

  async deleteDocument(actor: CompanyActor, requested: string | undefined, id: string): Promise<void> {
    const companyId = await ownerCompanyOf(this.d.companies, actor, requested);
    await this.d.db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ filename: string }>(sql`DELETE FROM company_documents WHERE id = ${id} AND company_id = ${companyId} RETURNING filename`);
      if (!rows[0]) throw notFound(M.documentNotFound);
      await recordActivity(tx, { companyId, actorId: actor.userId, action: 'company.document_removed', targetType: 'company', targetId: companyId, targetLabel: rows[0].filename, at: this.d.clock.now() });
    });
  }

  /** A customer becomes the owner of a new company; answers their new session (the role is in the token). */
  async upgrade(user: UserRecord, input: Upgrade): Promise<AuthSession> {
    if (user.role !== 'CUSTOMER') {
      throw user.role === 'COMPANY_OWNER' ? conflict(M.alreadyCompany, 'ALREADY_COMPANY') : forbidden();
    }
    const now = this.d.clock.now();
    const updated = await this.d.db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ id: string }>(sql`
        INSERT INTO companies (tenant_id, name, owner_id, timezone, business_email, phone, registered_address, created_at, updated_at)
        VALUES (${user.tenantId}, ${input.companyName}, ${user.id}, ${input.timezone ?? 'UTC'}, ${input.businessEmail ?? null}, ${input.phone ?? null},
                ${input.address ? JSON.stringify(input.address) : null}::jsonb, ${now}, ${now})
        RETURNING id`);
      const companyId = rows[0]!.id;
      if (input.address) {
        await tx.execute(sql`
          INSERT INTO company_locations (company_id, name, street, city, state, postal_code, country, is_primary, created_at, updated_at)
          VALUES (${companyId}, ${input.companyName}, ${input.address.street}, ${input.address.city}, ${input.address.state},
                  ${input.address.postalCode}, ${input.address.country}, true, ${now}, ${now})`);
      }
      const changed = await this.d.users.update(user.id, { role: 'COMPANY_OWNER' }, now, tx);
      await recordActivity(tx, { companyId, actorId: user.id, action: 'company.created', targetType: 'company', targetId: companyId, targetLabel: input.companyName, at: now });
      return changed!;
    });
    return this.d.sessions.create(updated);
  }

  // ── Helpers ───────────────────────────────────────────────────────────────────────────────────

  /**
   * POST /companies/upload: an image, re-encoded and served publicly, or a document (PDF, JPEG, PNG) kept
   * privately with the insurance documents (at most five in all).
   */
  async upload(actor: CompanyActor, requested: string | undefined, file: IncomingFile, type: UploadResult['type']): Promise<UploadResult> {
    const companyId = await ownerCompanyOf(this.d.companies, actor, requested);
    const now = this.d.clock.now();
    if (type === 'image') {
      if (file.truncated) throw new AppError(413, API_ERROR_CODES.payloadTooLarge, 'The image must not exceed 5 MB');
      const image = await processAvatar(file.data);
      const relative = await this.d.storage.save(`company-uploads/${companyId}`, image.extension, image.data);
      await this.logUpload(this.d.db, actor, companyId, 'image', now);
      return {
        type, url: FileStorage.urlFor(relative), filename: relative.split('/').at(-1)!,
        contentType: image.extension === 'png' ? 'image/png' : 'image/jpeg', size: image.data.length,
      };
    }
    if (file.truncated || file.data.length > L.documentMaxBytes) throw new AppError(413, API_ERROR_CODES.payloadTooLarge, M.documentTooLarge, { errors: [{ field: 'file', message: M.documentTooLarge }] });
    const contentType = documentType(file.data);
    if (!contentType) throw invalid('file', M.documentType);
    const filename = safeName(file.filename);
    const id = await this.d.db.transaction(async (tx) => {
      const { rows: held } = await tx.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM company_documents WHERE company_id = ${companyId} AND EXISTS (SELECT 1 FROM companies WHERE id = ${companyId} FOR UPDATE)`);
      if ((held[0]?.n ?? 0) >= L.documentsMax) throw invalid('file', M.documentsLimit);
      const { rows } = await tx.execute<{ id: string }>(sql`
        INSERT INTO company_documents (company_id, filename, content_type, size, content, uploaded_at)
        VALUES (${companyId}, ${filename}, ${contentType}, ${file.data.length}, ${file.data}, ${now}) RETURNING id`);
      await this.logUpload(tx, actor, companyId, 'document', now);
      return rows[0]!.id;
    });
    return { type, url: `/api/v1/companies/profile/documents/${id}`, filename, contentType, size: file.data.length };
  }

  private logUpload(executor: Executor, actor: CompanyActor, companyId: string, kind: UploadResult['type'], at: Date) {
    return recordActivity(executor, {
      companyId, actorId: actor.userId, action: 'company.file_uploaded', targetType: 'company', targetId: companyId,
      targetLabel: sql`(SELECT name FROM companies WHERE id = ${companyId})`, details: { type: kind }, at,
    });
  }

  private async storeImage(companyId: string, kind: 'logo' | 'cover', file: IncomingFile): Promise<string> {
    if (file.truncated) throw new AppError(413, API_ERROR_CODES.payloadTooLarge, 'The image must not exceed 5 MB');
    const image = await processAvatar(file.data);
    return FileStorage.urlFor(await this.d.storage.save(`company-${kind}s/${companyId}`, image.extension, image.data));
  }

  private async read(companyId: string, exec: Executor): Promise<CompanyProfile> {
    const { rows } = await exec.execute<{
      id: string; name: string; legal_name: string | null; description: string; founded_year: number | null; website: string | null;
      logo: string | null; cover_image: string | null; business_email: string | null; phone: string | null;
      registered_address: CompanyProfile['registeredAddress']; billing_address: CompanyProfile['billingAddress']; timezone: string;
      tax_id: string | null; license_number: string | null; registration_number: string | null; business_type: string | null;
      industry: string | null; business_hours: CompanyProfile['businessHours']; languages: CompanyProfile['languages'];
      currencies: CompanyProfile['currencies']; subscription_plan: CompanyProfile['subscriptionPlan']; updated_at: Date | string;
    }>(sql`SELECT * FROM companies WHERE id = ${companyId}`);
    const c = rows[0];
    if (!c) throw notFound('Company not found');
    const [{ rows: docs }, locations] = await Promise.all([
      exec.execute<{ id: string; filename: string; content_type: string; size: number; uploaded_at: Date | string }>(sql`
        SELECT id, filename, content_type, size, uploaded_at FROM company_documents WHERE company_id = ${companyId} ORDER BY seq`),
      this.d.locations.all(companyId, exec),
    ]);
    return {
      id: c.id, name: c.name, legalName: c.legal_name, description: c.description, foundedYear: c.founded_year, website: c.website,
      logoUrl: c.logo, coverImageUrl: c.cover_image, businessEmail: c.business_email, phone: c.phone,
      registeredAddress: c.registered_address, billingAddress: c.billing_address, timezone: c.timezone, taxId: c.tax_id,
      licenseNumber: c.license_number, registrationNumber: c.registration_number, businessType: c.business_type, industry: c.industry,
      businessHours: c.business_hours, languages: c.languages, currencies: c.currencies, subscriptionPlan: c.subscription_plan,
      insuranceDocuments: docs.map((d) => ({
        id: d.id, filename: d.filename, contentType: d.content_type, size: d.size, uploadedAt: iso(d.uploaded_at),
        url: `/api/v1/companies/profile/documents/${d.id}`,
      })),
      locations,
      updatedAt: iso(c.updated_at),
    };
  }
}
