import type { z } from 'zod';
import { AUTH_ERROR_CODES, type AuthSession, type ZLoginRequestSchema, type ZRegisterRequestSchema } from '@pitchside/shared-api/contracts/auth';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError, conflict, MESSAGES, unauthorized } from '../../lib/errors.js';
import { companySignUpPlan, type CompanyRepository } from '../companies/company.repository.js';
import type { UserRecord, UserRepository } from '../users/user.repository.js';
import type { EmailVerificationService } from './email-verification.service.js';
import { LoginThrottleService } from './login-throttle.service.js';
import type { PasswordHasher } from './password-hasher.js';
import type { IssuedRefreshToken, RefreshTokenService } from './refresh-token.service.js';
import type { SessionService } from './session.service.js';
import type { TwoFactorService } from './two-factor.service.js';

export type LoginInput = z.output<typeof ZLoginRequestSchema>;
export type RegisterInput = z.output<typeof ZRegisterRequestSchema>;
export interface SignedIn { session: AuthSession; refresh: IssuedRefreshToken }
export interface Refreshed { accessToken: string; refresh?: IssuedRefreshToken }

export interface AuthDeps {
  db: Db;
  users: UserRepository;
  companies: CompanyRepository;
  hasher: PasswordHasher;
  throttle: LoginThrottleService;
  refreshTokens: RefreshTokenService;
  sessions: SessionService;
  twoFactor: TwoFactorService;
  verification: EmailVerificationService;
  clock: Clock;
}

const accountLocked = () => new DomainError('locked', AUTH_ERROR_CODES.accountLocked, MESSAGES.accountLocked);

export class AuthService {
  constructor(private readonly d: AuthDeps) {}

  /** Order matters: rate limit, then hashing, then lock and second factor (only told to password holders). */
  async login(input: LoginInput): Promise<SignedIn> {
    const attempt = await this.d.throttle.reserve(LoginThrottleService.accountKey(input.tenantId, input.email));
    const user = await this.d.users.findByEmail(input.tenantId, input.email);
    const valid = user
      ? await this.d.hasher.verify(user.passwordHash, input.password)
      : await this.d.hasher.verifyDummy(input.password);
    if (!user || !valid) throw unauthorized(MESSAGES.invalidCredentials, AUTH_ERROR_CODES.invalidCredentials);
    if (user.lockedAt) {
      await this.d.throttle.release(attempt);
      throw accountLocked();
    }
    if (user.twoFactorEnabled && !input.twoFactorCode) {
      // The password was right; asking for the code is not a failed attempt.
      await this.d.throttle.release(attempt);
    }
    await this.d.twoFactor.checkLogin(user, input.twoFactorCode);
    await this.d.throttle.release(attempt);
    return this.signIn(user);
  }

  async register(input: RegisterInput, language: LanguageCode): Promise<SignedIn> {
    const taken = () => conflict(MESSAGES.emailTaken, AUTH_ERROR_CODES.emailTaken);
    if (await this.d.users.findByEmail(input.tenantId, input.email)) throw taken();
    const passwordHash = await this.d.hasher.hash(input.password);
    const isCompany = input.accountType === 'company';
    const now = this.d.clock.now();
    const created = await this.d.db.transaction(async (tx) => {
      const user = await this.d.users.insert({
        tenantId: input.tenantId, email: input.email, passwordHash, role: isCompany ? 'COMPANY_OWNER' : 'CUSTOMER',
        firstName: input.firstName, lastName: input.lastName, phone: input.phone, preferences: { language }, createdAt: now,
      }, tx);
      if (!user) return undefined; // lost a race with an identical sign-up: the unique index decided
      if (isCompany && input.companyName) {
        const subscriptionPlan = await companySignUpPlan(tx);
        await this.d.companies.insertCompany({ tenantId: input.tenantId, name: input.companyName, ownerId: user.id, subscriptionPlan }, tx);
      }
      const token = await this.d.verification.createToken(user, tx);
      const refresh = await this.d.refreshTokens.issue(user.id, undefined, tx);
      return { user, token, refresh };
    });
    if (!created) throw taken();
    this.d.verification.mailToken(created.user, created.token, 'welcome', language);
    return { session: await this.d.sessions.create(created.user), refresh: created.refresh };
  }

  async refresh(token: string | undefined): Promise<Refreshed> {
    const result = await this.d.refreshTokens.rotate(token);
    const user = await this.d.users.findById(result.userId);
    const familyId = result.kind === 'rotated' ? result.issued.familyId : result.familyId;
    if (!user || user.lockedAt) {
      await this.d.refreshTokens.revokeFamily(familyId);
      throw user ? accountLocked() : unauthorized(MESSAGES.sessionExpired, AUTH_ERROR_CODES.sessionExpired);
    }
    let accessToken: string;
    try {
      ({ accessToken } = await this.d.sessions.create(user));
    } catch (error) {
      await this.d.refreshTokens.revokeFamily(familyId); // a deactivated employee's session ends here
      throw error;
    }
    await this.d.users.touchLastActive(user.id, this.d.clock.now());
    return result.kind === 'rotated' ? { accessToken, refresh: result.issued } : { accessToken };
  }

  async logout(token: string | undefined): Promise<void> {
    await this.d.refreshTokens.revoke(token);
  }

  /** Checks the current password (rate-limited like a login) and ends every other session. */
  async changePassword(user: UserRecord, current: string, next: string, refreshCookie: string | undefined): Promise<void> {
    const attempt = await this.d.throttle.reserve(LoginThrottleService.accountKey(user.tenantId, user.email));
    if (!(await this.d.hasher.verify(user.passwordHash, current))) {
      throw new DomainError('invalid', AUTH_ERROR_CODES.invalidCurrentPassword, 'Current password is incorrect');
    }
    await this.d.throttle.release(attempt);
    const now = this.d.clock.now();
    await this.d.users.update(user.id, { passwordHash: await this.d.hasher.hash(next), mustChangePassword: false }, now);
    await this.d.refreshTokens.revokeAllForUser(user.id, await this.d.refreshTokens.familyOf(refreshCookie));
  }

  private async signIn(user: UserRecord): Promise<SignedIn> {
    const session = await this.d.sessions.create(user);
    await this.d.users.touchLastActive(user.id, this.d.clock.now());
    return { session, refresh: await this.d.refreshTokens.issue(user.id) };
  }
}
