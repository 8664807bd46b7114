import type { z } from 'zod';
import {
  COMPANY_PROFILE_LIMITS as L, COMPANY_PROFILE_MESSAGES as M, type CompanyDocument, type CompanyProfile,
  type UploadResult, type ZCompanyUpgradeSchema,
} from '@pitchside/shared-api/contracts/company-profile';
import { API_ERROR_CODES } from '@pitchside/shared-api/contracts/api-error';
import type { AuthSession } from '@pitchside/shared-api/contracts/auth';
import type { Db, Executor } from '../../db/client.js';
import type { CompanyScope } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, forbidden, notFound, invalidField, tooLarge } from '../../lib/errors.js';
import { companyNameLabel, recordActivity } from '../activity/activity-log.js';
import { FileStorage } from '../files/file-storage.js';
import { processAvatar } from '../files/image-processing.js';
import type { UserRecord, UserRepository } from '../users/user.repository.js';
import type { CompanyLocationRepository } from './company-location.repository.js';
import type { CompanyProfileRepository, ProfileUpdate, StoredDocument } from './company-profile.repository.js';
import { companySignUpPlan } from './company.repository.js';

type Upgrade = z.output<typeof ZCompanyUpgradeSchema>;

/** A file of the multipart body, read whole (the route's limits keep it small). */
export interface IncomingFile { filename: string; data: Buffer; truncated: boolean }

const invalid = invalidField;
const imageTooLarge = () => tooLarge('The image must not exceed 5 MB', API_ERROR_CODES.payloadTooLarge);
const documentTooLarge = (field: string) => tooLarge(M.documentTooLarge, API_ERROR_CODES.payloadTooLarge, [{ field, message: M.documentTooLarge }]);

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
  repo: CompanyProfileRepository;
  users: UserRepository;
  /** Opens the session of an account whose role just changed (the upgrade's answer). */
  sessions: { create(user: UserRecord): Promise<AuthSession> };
  storage: FileStorage;
  locations: CompanyLocationRepository;
  clock: Clock;
}

/**
 * The company's profile, logo and insurance documents, and the customer-to-owner upgrade (owner or super
 * admin; docs/product/roles-and-permissions.md). Every write is in the activity log of its transaction. Locations: company-location.service.
 */
export class CompanyProfileService {
  constructor(private readonly d: CompanyProfileDeps) {}

  get({ companyId }: CompanyScope): Promise<CompanyProfile> {
    return this.read(companyId, this.d.db);
  }

  async update(scope: CompanyScope, changes: ProfileUpdate, files: { logo?: IncomingFile; cover?: IncomingFile; documents: IncomingFile[] }): Promise<CompanyProfile> {
    const { companyId, actor } = scope;
    const documents = files.documents.map((file, index) => {
      const field = `insuranceDocuments[${index}]`;
      if (file.truncated || file.data.length > L.documentMaxBytes) throw documentTooLarge(field);
      const type = documentType(file.data);
      if (!type) throw invalid(field, M.documentType);
      return { filename: safeName(file.filename), type, data: file.data };
    });
    const logo = files.logo ? await this.storeImage(companyId, 'logo', files.logo) : undefined;
    const cover = files.cover ? await this.storeImage(companyId, 'cover', files.cover) : undefined;
    const now = this.d.clock.now();
    const previous = await this.d.db.transaction(async (tx) => {
      const before = await this.d.repo.lockImages(tx, companyId);
      await this.d.repo.update(tx, companyId, changes, { logo, cover }, now);
      if (documents.length) {
        if ((await this.d.repo.documentCount(tx, companyId)) + documents.length > L.documentsMax) throw conflict(M.documentsLimit, 'LIMIT_REACHED');
        for (const doc of documents) await this.d.repo.insertDocument(tx, companyId, doc, now);
      }
      await recordActivity(tx, {
        companyId, actorId: actor.userId, action: 'company.profile_updated', targetType: 'company', targetId: companyId,
        targetLabel: companyNameLabel(companyId),
        details: { changed: [...Object.keys(changes).filter((k) => (changes as Record<string, unknown>)[k] !== undefined), ...(logo ? ['logo'] : []), ...(cover ? ['coverImage'] : []), ...(documents.length ? ['insuranceDocuments'] : [])] },
        at: now,
      });
      return before;
    }).catch(async (error: unknown) => {
      for (const stored of [logo, cover]) if (stored) await this.d.storage.remove(FileStorage.relativeFromUrl(stored) ?? '');
      throw error;
    });
    for (const [stored, old] of [[logo, previous?.logo], [cover, previous?.cover]] as const) {
      const relative = stored && FileStorage.relativeFromUrl(old ?? null);
      if (relative) await this.d.storage.remove(relative);
    }
    return this.read(companyId, this.d.db);
  }

  async setLogo(scope: CompanyScope, file: IncomingFile): Promise<string | null> {
    const profile = await this.update(scope, {} as ProfileUpdate, { logo: file, documents: [] });
    return profile.logoUrl;
  }

  async removeLogo({ companyId, actor }: CompanyScope): Promise<void> {
    const now = this.d.clock.now();
    const old = await this.d.db.transaction(async (tx) => {
      const removed = await this.d.repo.clearLogo(tx, companyId, now);
      await recordActivity(tx, { companyId, actorId: actor.userId, action: 'company.logo_removed', targetType: 'company', targetId: companyId, at: now });
      return removed;
    });
    const relative = FileStorage.relativeFromUrl(old);
    if (relative) await this.d.storage.remove(relative);
  }

  async document({ companyId }: CompanyScope, id: string): Promise<StoredDocument> {
    const document = await this.d.repo.findDocument(companyId, id);
    if (!document) throw notFound(M.documentNotFound);
    return document;
  }

  async deleteDocument({ companyId, actor }: CompanyScope, id: string): Promise<void> {
    await this.d.db.transaction(async (tx) => {
      const filename = await this.d.repo.deleteDocument(tx, companyId, id);
      if (filename === undefined) throw notFound(M.documentNotFound);
      await recordActivity(tx, { companyId, actorId: actor.userId, action: 'company.document_removed', targetType: 'company', targetId: companyId, targetLabel: filename, at: this.d.clock.now() });
    });
  }

  /** A customer becomes the owner of a new company; answers their new session (the role is in the token). */
  async upgrade(user: UserRecord, input: Upgrade): Promise<AuthSession> {
    if (user.role !== 'CUSTOMER') {
      throw user.role === 'COMPANY_OWNER' ? conflict(M.alreadyCompany, 'ALREADY_COMPANY') : forbidden();
    }
    const now = this.d.clock.now();
    const updated = await this.d.db.transaction(async (tx) => {
      const companyId = await this.d.repo.insertCompany(tx, user, input, await companySignUpPlan(tx), now);
      if (input.address) await this.d.locations.insert(tx, companyId, { ...input.address, name: input.companyName, phone: null }, true, now);
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
  async upload(scope: CompanyScope, file: IncomingFile, type: UploadResult['type']): Promise<UploadResult> {
    const { companyId } = scope;
    const now = this.d.clock.now();
    if (type === 'image') {
      if (file.truncated) throw imageTooLarge();
      const image = await processAvatar(file.data);
      const relative = await this.d.storage.save(`company-uploads/${companyId}`, image.extension, image.data);
      await this.logUpload(this.d.db, scope, 'image', now);
      return {
        type, url: FileStorage.urlFor(relative), filename: relative.split('/').at(-1)!,
        contentType: image.extension === 'png' ? 'image/png' : 'image/jpeg', size: image.data.length,
      };
    }
    if (file.truncated || file.data.length > L.documentMaxBytes) throw documentTooLarge('file');
    const contentType = documentType(file.data);
    if (!contentType) throw invalid('file', M.documentType);
    const filename = safeName(file.filename);
    const id = await this.d.db.transaction(async (tx) => {
      if ((await this.d.repo.documentCount(tx, companyId, { lock: true })) >= L.documentsMax) throw invalid('file', M.documentsLimit);
      const documentId = await this.d.repo.insertDocument(tx, companyId, { filename, type: contentType, data: file.data }, now);
      await this.logUpload(tx, scope, 'document', now);
      return documentId;
    });
    return { type, url: `/api/v1/companies/profile/documents/${id}`, filename, contentType, size: file.data.length };
  }

  private logUpload(executor: Executor, { companyId, actor }: CompanyScope, kind: UploadResult['type'], at: Date) {
    return recordActivity(executor, {
      companyId, actorId: actor.userId, action: 'company.file_uploaded', targetType: 'company', targetId: companyId,
      targetLabel: companyNameLabel(companyId), details: { type: kind }, at,
    });
  }

  private async storeImage(companyId: string, kind: 'logo' | 'cover', file: IncomingFile): Promise<string> {
    if (file.truncated) throw imageTooLarge();
    const image = await processAvatar(file.data);
    return FileStorage.urlFor(await this.d.storage.save(`company-${kind}s/${companyId}`, image.extension, image.data));
  }

  private async read(companyId: string, exec: Executor): Promise<CompanyProfile> {
    const [profile, locations] = await Promise.all([this.d.repo.read(companyId, exec), this.d.locations.all(companyId, exec)]);
    if (!profile) throw notFound('Company not found');
    return { ...profile, locations };
  }
}
