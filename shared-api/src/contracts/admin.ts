import { z } from 'zod';
import { ZPaginationSchema } from './field.js';
import { limit, page } from './admin-primitives.js';

export { ADMIN_ERROR_CODES, ADMIN_MESSAGES } from './admin-constants.js';
export { ZAdminReasonSchema } from './admin-primitives.js';
export * from './admin-companies.js';
export * from './admin-platform.js';
export * from './admin-users.js';

// The super admin's area, under /api/v1/admin (SUPER_ADMIN only: another role 403, no session 401): the
// platform's figures, companies (look, suspend, reactivate), accounts (look, lock, unlock, help), the
// platform's settings and the audit trail of every admin action. Figures follow docs/product/figures.md.
// Companies are in admin-companies.ts, accounts in admin-users.ts, the platform's figures and settings in
// admin-platform.ts; all are exported from here.

// ── Audit trail ─────────────────────────────────────────────────────────────────────────────────

export const ADMIN_ACTIONS = [
  'company.suspended', 'company.reactivated', 'user.locked', 'user.unlocked', 'user.password_reset_sent', 'user.email_verified',
  'user.verification_sent', 'settings.updated', 'announcement.sent', 'remote.activated',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];
export const ADMIN_TARGETS = ['company', 'user', 'settings', 'announcement', 'remote'] as const;
export type AdminTarget = (typeof ADMIN_TARGETS)[number];

export const ZAdminActivityQuerySchema = z.object({
  actor: z.uuid().optional(),
  action: z.enum(ADMIN_ACTIONS).optional(),
  targetType: z.enum(ADMIN_TARGETS).optional(),
  /** Days (UTC), inclusive. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page,
  limit,
});
export type AdminActivityQuery = Omit<z.input<typeof ZAdminActivityQuerySchema>, 'page' | 'limit'> & { page?: number; limit?: number };

export const ZAdminActivityEntrySchema = z.object({
  id: z.uuid(),
  action: z.enum(ADMIN_ACTIONS),
  targetType: z.enum(ADMIN_TARGETS),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  actor: z.object({ id: z.uuid().nullable(), name: z.string() }),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.iso.datetime(),
});
export type AdminActivityEntry = z.infer<typeof ZAdminActivityEntrySchema>;

export const ZAdminActivityListSchema = z.object({ data: z.array(ZAdminActivityEntrySchema), pagination: ZPaginationSchema });
export type AdminActivityList = z.infer<typeof ZAdminActivityListSchema>;

// ── Remote releases ─────────────────────────────────────────────────────────────────────────────

export const RELEASE_MESSAGES = {
  unknownRemote: 'No remote has this name',
  unknownVersion: 'This version of the remote was never published',
  incompatible: (contract: string, shell: string) => `This version speaks contract ${contract}; the shell speaks ${shell}`,
  unknownContract: 'This version does not say which contract it speaks',
  alreadyActive: 'This version is already the active one',
} as const;
export const RELEASE_ERROR_CODES = { incompatible: 'INCOMPATIBLE_CONTRACT', alreadyActive: 'ALREADY_ACTIVE' } as const;

export const ZRemoteVersionSchema = z.object({
  version: z.string(),
  /** The shell–remote contract it was built against; null when its folder does not say. */
  contract: z.string().nullable(),
  publishedAt: z.iso.datetime().nullable(),
  /** Whether the shell of this deployment can load it (same contract major). */
  compatible: z.boolean(),
});
export type RemoteVersion = z.infer<typeof ZRemoteVersionSchema>;

export const ZRemoteReleaseSchema = z.object({
  name: z.string(),
  /** The version the registry names (null when the registry has none for it). */
  activeVersion: z.string().nullable(),
  activeContract: z.string().nullable(),
  /** Published versions, newest first. */
  versions: z.array(ZRemoteVersionSchema),
});
export type RemoteRelease = z.infer<typeof ZRemoteReleaseSchema>;

export const ZRemoteReleasesSchema = z.object({
  /** The contract the shell of this deployment speaks. */
  shellContract: z.string(),
  remotes: z.array(ZRemoteReleaseSchema),
});
export type RemoteReleases = z.infer<typeof ZRemoteReleasesSchema>;

export const ZActivateRemoteSchema = z.object({ version: z.string().trim().min(1).max(100).regex(/^[\w.-]+$/, RELEASE_MESSAGES.unknownVersion) });
export type ActivateRemote = z.input<typeof ZActivateRemoteSchema>;
