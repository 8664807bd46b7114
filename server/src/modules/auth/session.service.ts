import type { AuthSession } from '@pitchside/shared-api/contracts/auth';
import type { Permission, SessionUser } from '@pitchside/shared-api/contracts/session-user';
import { accountDeactivated, effectivePermissions } from './permissions.js';
import type { UserRecord, UserRepository } from '../users/user.repository.js';
import type { AccessTokenService } from './access-token.js';

export function toSessionUser(user: UserRecord, companyId: string | null): SessionUser {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImage: user.profileImage,
    emailVerified: user.emailVerifiedAt !== null,
    companyId,
    ...(user.mustChangePassword ? { mustChangePassword: true } : {}),
  };
}

/** Turns an account into what the client keeps: an access token and the session user. */
export class SessionService {
  constructor(
    private readonly tokens: AccessTokenService,
    private readonly users: UserRepository,
  ) {}

  async access(user: UserRecord): Promise<{ companyId: string | null; permissions: Permission[] }> {
    const membership = await this.users.findMembership(user.id);
    return {
      companyId: membership?.companyId ?? null,
      permissions: effectivePermissions(user.role, membership?.permissions ?? []),
    };
  }

  async create(user: UserRecord): Promise<AuthSession> {
    const { companyId, permissions } = await this.access(user);
    if (user.role === 'EMPLOYEE' && !companyId) throw accountDeactivated();
    const accessToken = await this.tokens.sign({ userId: user.id, role: user.role, permissions, tenantId: user.tenantId });
    return { accessToken, user: toSessionUser(user, companyId) };
  }
}
