import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline: m = 19 MiB, t = 2, p = 1 (also the library default algorithm, argon2id). */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export class PasswordHasher {
  private dummy: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      // A malformed stored hash is a failed check, not a server error.
      return false;
    }
  }

  /** Spends the same work as a real check so unknown accounts cannot be told apart by timing. */
  async verifyDummy(password: string): Promise<false> {
    this.dummy ??= this.hash('pitchside-dummy-password');
    await this.verify(await this.dummy, password);
    return false;
  }
}
