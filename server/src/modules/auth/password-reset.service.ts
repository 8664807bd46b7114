import { AUTH_ERROR_CODES } from '@pitchside/shared-api/contracts/auth';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest } from '../../lib/errors.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import type { Mailer } from '../mail/mailer.js';
import { pickLanguage } from '../mail/mailer.js';
import type { UserRepository } from '../users/user.repository.js';
import type { PasswordResetTokenRepository } from './one-time-token.repository.js';
import type { PasswordHasher } from './password-hasher.js';
import type { RefreshTokenService } from './refresh-token.service.js';

export const RESET_TOKEN_TTL_MINUTES = 60;
export const RESET_MAILS_PER_HOUR = 5;
export const RESET_REQUESTED_MESSAGE = 'If an account exists for this email, a password reset link has been sent.';
const MINUTE_MS = 60_000;

export class PasswordResetService {
  constructor(
    private readonly db: Db,
    private readonly users: UserRepository,
    private readonly tokens: PasswordResetTokenRepository,
    private readonly hasher: PasswordHasher,
    private readonly refreshTokens: RefreshTokenService,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  /** Same answer and no visible difference whether or not the account exists. */
  async request(tenantId: string, email: string, acceptLanguage?: string): Promise<void> {
    const user = await this.users.findByEmail(tenantId, email);
    if (!user || user.lockedAt) return;
    const now = this.clock.now();
    if ((await this.tokens.countSince(user.id, new Date(now.getTime() - 60 * MINUTE_MS))) >= RESET_MAILS_PER_HOUR) return;
    const token = randomToken();
    await this.tokens.insert({
      userId: user.id, tokenHash: hashToken(token), createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MINUTES * MINUTE_MS),
    });
    const language: LanguageCode = pickLanguage(user.preferences.language, acceptLanguage);
    const link = `${this.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    this.mailer.sendTemplate(user.email, 'password-reset', language, { firstName: user.firstName, link, validity: RESET_TOKEN_TTL_MINUTES });
  }

  /** Single use: the token is consumed in the same transaction as the password change. */
  async reset(token: string, password: string): Promise<void> {
    const passwordHash = await this.hasher.hash(password);
    const now = this.clock.now();
    const userId = await this.db.transaction(async (tx) => {
      const claimed = await this.tokens.consume(hashToken(token), now, tx);
      if (!claimed) return undefined;
      const user = await this.users.findById(claimed.userId, tx);
      // Receiving the mail proves the address belongs to the user.
      await this.users.update(claimed.userId, { passwordHash, emailVerifiedAt: user?.emailVerifiedAt ?? now }, now, tx);
      await this.tokens.invalidateForUser(claimed.userId, now, tx);
      return claimed.userId;
    });
    if (!userId) throw badRequest('This password reset link is invalid or has expired.', AUTH_ERROR_CODES.invalidToken);
    await this.refreshTokens.revokeAllForUser(userId);
  }
}
