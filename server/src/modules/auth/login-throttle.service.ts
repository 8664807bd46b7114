import type { Clock } from '../../lib/clock.js';
import { tooManyRequests } from '../../lib/errors.js';
import type { LoginThrottleRepository } from './login-throttle.repository.js';

export interface LoginThrottleOptions {
  /** Attempts evaluated per account per window (default 100 per hour). */
  limit: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = { limit: 100, windowMs: 60 * 60 * 1000 };

/**
 * Sliding-window limit on password checks per account, taken before hashing. Successful attempts
 * give their slot back, so only failures (and attempts in flight) count; nothing locks permanently.
 */
export class LoginThrottleService {
  constructor(
    private readonly repo: LoginThrottleRepository,
    private readonly clock: Clock,
    private readonly options: LoginThrottleOptions = DEFAULT_LOGIN_THROTTLE,
  ) {}

  static accountKey(tenantId: string, email: string): string {
    return `${tenantId}:${email.trim().toLowerCase()}`;
  }

  /** Returns the attempt id to release on success; throws 429 with Retry-After when over the limit. */
  async reserve(accountKey: string): Promise<string> {
    const now = this.clock.now();
    const windowStart = new Date(now.getTime() - this.options.windowMs);
    const result = await this.repo.reserve(accountKey, now, windowStart, this.options.limit);
    if (!result.allowed) {
      const freeAt = result.oldest.getTime() + this.options.windowMs;
      throw tooManyRequests((freeAt - now.getTime()) / 1000);
    }
    // Rows of accounts nobody tries any more are swept now and then.
    if (Math.random() < 0.01) await this.repo.pruneOlderThan(windowStart);
    return result.attemptId;
  }

  async release(attemptId: string): Promise<void> {
    await this.repo.release(attemptId);
  }
}
