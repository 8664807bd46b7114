import { and, eq, sql } from 'drizzle-orm';
import type { Permission, Role } from '@pitchside/shared-api/contracts/session-user';
import type { z } from 'zod';
import {
  DEFAULT_NOTIFICATION_SETTINGS, DEFAULT_PREFERENCES, DEFAULT_PRIVACY_SETTINGS, GENDERS,
  ZNotificationSettingsSchema, ZPreferencesSchema, ZPrivacySettingsSchema,
  type NotificationSettings, type Preferences, type PrivacySettings,
} from '@pitchside/shared-api/contracts/profile';
import type { Db, Executor } from '../../db/client.js';
import { companies, employees, users } from '../../db/schema.js';

/** A user as the services see it: typed settings, no database row types. */
export interface UserRecord {
  id: string;
  tenantId: string;
  email: string;
  passwordHash: string;
  role: Role;
  firstName: string;
  lastName: string;
  phone: string | null;
  dateOfBirth: string | null;
  gender: Gender | null;
  nationality: string | null;
  profileImage: string | null;
  preferences: Preferences;
  notificationSettings: NotificationSettings;
  privacySettings: PrivacySettings;
  emailVerifiedAt: Date | null;
  twoFactorSecret: string | null;
  twoFactorEnabled: boolean;
  twoFactorLastStep: number | null;
  lockedAt: Date | null;
  /** Signed in with a temporary password that must be replaced before anything else. */
  mustChangePassword: boolean;
  lastActiveAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Who a signed-in request acts as: the user, an employee's live grant, and the company they belong to. */
export interface SessionSubject {
  user: UserRecord;
  /** The permissions of the user's active employment; null when they have none. */
  employeeGrant: Permission[] | null;
  /** The company the user owns (first) or actively works for; null for customers and super admins. */
  companyId: string | null;
}

/** The company a user belongs to: the one they own, else the one they actively work for. */
export interface MembershipRecord {
  companyId: string;
  kind: 'owner' | 'employee';
  employeeRole: string | null;
  permissions: Permission[];
}

export interface NewUser {
  tenantId: string;
  email: string;
  passwordHash: string;
  role: Role;
  firstName: string;
  lastName: string;
  phone?: string | null;
  preferences?: Partial<Preferences>;
  emailVerifiedAt?: Date | null;
  mustChangePassword?: boolean;
  createdAt: Date;
}

export type UserPatch = Partial<Pick<UserRecord,
  'email' | 'passwordHash' | 'firstName' | 'lastName' | 'phone' | 'dateOfBirth' | 'gender' | 'nationality' |
  'profileImage' | 'preferences' | 'notificationSettings' | 'privacySettings' | 'emailVerifiedAt' |
  'twoFactorSecret' | 'twoFactorEnabled' | 'twoFactorLastStep' | 'lockedAt' | 'mustChangePassword' | 'role'>>;

export type Gender = (typeof GENDERS)[number];

/** Each settings schema with every key optional, built once: a new schema would be compiled again at each parse. */
const partials = new WeakMap<z.ZodObject, z.ZodObject>();

/** Stored settings may predate a new key: defaults fill the gaps, unknown keys are dropped. */
function settings<S extends z.ZodObject>(schema: S, value: unknown, defaults: z.infer<S>): z.infer<S> {
  let partial = partials.get(schema);
  if (!partial) partials.set(schema, (partial = schema.partial()));
  const parsed = partial.safeParse(value);
  return { ...defaults, ...(parsed.success ? parsed.data : {}) };
}

function toRecord(row: typeof users.$inferSelect): UserRecord {
  return {
    ...row,
    preferences: settings(ZPreferencesSchema, row.preferences, DEFAULT_PREFERENCES),
    notificationSettings: settings(ZNotificationSettingsSchema, row.notificationSettings, DEFAULT_NOTIFICATION_SETTINGS),
    privacySettings: settings(ZPrivacySettingsSchema, row.privacySettings, DEFAULT_PRIVACY_SETTINGS),
  };
}

export class UserRepository {
  private readonly byId;
  /** Every signed-in request reads its user and, for an employee, their live grant: prepared once per connection. */
  private readonly subjectById;

  constructor(private readonly db: Db) {
    this.byId = db.select().from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare('user_by_id');
    this.subjectById = db
      .select({
        user: users,
        grant: sql<(typeof employees.$inferSelect)['permissions'] | null>`(SELECT e.permissions FROM employees e WHERE e.user_id = "users"."id" AND e.is_active ORDER BY e.created_at LIMIT 1)`,
        // The company the user owns (first) or works for: the company every company route of theirs acts on.
        companyId: sql<string | null>`COALESCE(
          (SELECT c.id FROM companies c WHERE c.owner_id = "users"."id" ORDER BY c.created_at LIMIT 1),
          (SELECT e.company_id FROM employees e WHERE e.user_id = "users"."id" AND e.is_active ORDER BY e.created_at LIMIT 1))`,
      })
      .from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare('session_subject_by_id');
  }

  /**
   * The user a request acts as, with the permissions of their active employment (null when they have
   * none, e.g. a deactivated employee): one round trip, so a deactivation or a permission change applies
   * to the very next request.
   */
  async findSessionSubject(id: string): Promise<SessionSubject | undefined> {
    const [row] = await this.subjectById.execute({ id });
    return row && { user: toRecord(row.user), employeeGrant: row.grant ?? null, companyId: row.companyId ?? null };
  }

  /** The company the user owns (preferred) or works for, with the employee's role and grant: one round trip. */
  async findMembership(userId: string, exec: Executor = this.db): Promise<MembershipRecord | undefined> {
    const result = await exec.execute<{ company_id: string; kind: 'owner' | 'employee'; employee_role: string | null; permissions: (typeof employees.$inferSelect)['permissions'] }>(sql`
      SELECT company_id, kind, employee_role, permissions FROM (
        SELECT ${companies.id} AS company_id, 'owner' AS kind, NULL::text AS employee_role, '{}'::text[] AS permissions,
               0 AS rank, ${companies.createdAt} AS since
          FROM ${companies} WHERE ${companies.ownerId} = ${userId}
        UNION ALL
        SELECT ${employees.companyId}, 'employee', ${employees.employeeRole}, ${employees.permissions}, 1, ${employees.createdAt}
          FROM ${employees} WHERE ${employees.userId} = ${userId} AND ${employees.isActive}
      ) memberships ORDER BY rank, since LIMIT 1`);
    const row = result.rows[0];
    return row && {
      companyId: row.company_id,
      kind: row.kind,
      employeeRole: row.employee_role,
      permissions: row.permissions,
    };
  }

  async findById(id: string, exec: Executor = this.db): Promise<UserRecord | undefined> {
    const [row] = exec === this.db ? await this.byId.execute({ id }) : await exec.select().from(users).where(eq(users.id, id)).limit(1);
    return row && toRecord(row);
  }

  /** Records a sign-in or a session renewal (the employee list's "last active"). */
  async touchLastActive(id: string, now: Date): Promise<void> {
    await this.db.update(users).set({ lastActiveAt: now }).where(eq(users.id, id));
  }

  async findByEmail(tenantId: string, email: string, exec: Executor = this.db): Promise<UserRecord | undefined> {
    const [row] = await exec
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(sql`lower(${users.email})`, email.toLowerCase())))
      .limit(1);
    return row && toRecord(row);
  }

  /** Inserts unless the e-mail is taken in the tenant; then answers undefined (no exception, no race). */
  async insert(user: NewUser, exec: Executor = this.db): Promise<UserRecord | undefined> {
    const [row] = await exec
      .insert(users)
      .values({
        tenantId: user.tenantId,
        email: user.email.toLowerCase(),
        passwordHash: user.passwordHash,
        role: user.role,
        firstName: user.firstName,
        lastName: user.lastName,
        phone: user.phone ?? null,
        preferences: { ...DEFAULT_PREFERENCES, ...user.preferences },
        notificationSettings: DEFAULT_NOTIFICATION_SETTINGS,
        privacySettings: DEFAULT_PRIVACY_SETTINGS,
        emailVerifiedAt: user.emailVerifiedAt ?? null,
        twoFactorEnabled: false,
        mustChangePassword: user.mustChangePassword ?? false,
        createdAt: user.createdAt,
        updatedAt: user.createdAt,
      })
      .onConflictDoNothing()
      .returning();
    return row && toRecord(row);
  }

  async update(id: string, patch: UserPatch, now: Date, exec: Executor = this.db): Promise<UserRecord | undefined> {
    const values = { ...patch, ...(patch.email ? { email: patch.email.toLowerCase() } : {}), updatedAt: now };
    const [row] = await exec.update(users).set(values).where(eq(users.id, id)).returning();
    return row && toRecord(row);
  }

  /** Compare-and-set of the last accepted TOTP step: a code is accepted once, even under concurrency. */
  async claimTwoFactorStep(id: string, step: number, exec: Executor = this.db): Promise<boolean> {
    const rows = await exec
      .update(users)
      .set({ twoFactorLastStep: step })
      .where(and(eq(users.id, id), sql`coalesce(${users.twoFactorLastStep}, -1) < ${step}`))
      .returning({ id: users.id });
    return rows.length === 1;
  }
}
