import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import { AUTH_ERROR_CODES } from '@pitchside/shared-api/contracts/auth';
import type { Clock } from '../../lib/clock.js';
import { badRequest, tooManyRequests } from '../../lib/errors.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import type { Mailer } from '../mail/mailer.js';
import type { UserRecord, UserRepository } from '../users/user.repository.js';
import type { EmailVerificationTokenRepository } from './one-time-token.repository.js';
import type { Executor } from '../../db/client.js';

export const VERIFICATION_TOKEN_TTL_HOURS = 48;
/** Mails per account per hour; beyond that a resend is refused (signed in) or silently skipped. */
export const VERIFICATION_MAILS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

export class EmailVerificationService {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: EmailVerificationTokenRepository,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  /** Creates a token for the user's current address; the caller mails it once its transaction commits. */
  async createToken(user: Pick<UserRecord, 'id' | 'email'>, exec?: Executor): Promise<string> {
    const now = this.clock.now();
    const token = randomToken();
    await this.tokens.insert({
      userId: user.id, email: user.email, tokenHash: hashToken(token), createdAt: now,
      expiresAt: new Date(now.getTime() + VERIFICATION_TOKEN_TTL_HOURS * HOUR_MS),
    }, exec);
    return token;
  }

  mailToken(user: Pick<UserRecord, 'email' | 'firstName'>, token: string, kind: 'welcome' | 'verify-email', language: LanguageCode): void {
    const link = `${this.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
    this.mailer.sendTemplate(user.email, kind, language, { firstName: user.firstName, link, validity: VERIFICATION_TOKEN_TTL_HOURS });
  }

  /** Resend for a known account. `strict` (signed-in caller) answers 429 when over the hourly budget. */
  async resend(user: UserRecord, language: LanguageCode, strict: boolean): Promise<void> {
    if (user.emailVerifiedAt) return;
    const recent = await this.tokens.countSince(user.id, new Date(this.clock.now().getTime() - HOUR_MS));
    if (recent >= VERIFICATION_MAILS_PER_HOUR) {
      if (strict) throw tooManyRequests(HOUR_MS / 1000);
      return;
    }
    this.mailToken(user, await this.createToken(user), 'verify-email', language);
  }

  /** Verifies the address the token was issued for, if it is still the account's address. */
  async verify(token: string): Promise<UserRecord> {
    const now = this.clock.now();
    const invalid = () => badRequest('This verification link is invalid or has expired.', AUTH_ERROR_CODES.invalidToken);
    if (token.length > 200) throw invalid();
    const claimed = await this.tokens.consume(hashToken(token), now);
    if (!claimed) throw invalid();
    const user = await this.users.findById(claimed.userId);
    if (!user || user.email !== claimed.email.toLowerCase()) throw invalid();
    if (user.emailVerifiedAt) return user;
    const updated = await this.users.update(user.id, { emailVerifiedAt: now }, now);
    await this.tokens.invalidateForUser(user.id, now);
    return updated ?? user;
  }
}
