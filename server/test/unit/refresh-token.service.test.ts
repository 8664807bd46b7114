import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERROR_CODES } from '@pitchside/shared-api/contracts/auth';
import { ManualClock } from '../../src/lib/clock.js';
import { RefreshTokenRepository } from '../../src/modules/auth/refresh-token.repository.js';
import { REFRESH_REUSE_GRACE_MS, REFRESH_TOKEN_TTL_MS, RefreshTokenService } from '../../src/modules/auth/refresh-token.service.js';
import { UserRepository } from '../../src/modules/users/user.repository.js';
import { createTestDatabase } from '../helpers/test-app.js';
import type { DatabaseHandle } from '../../src/db/client.js';

let handle: { database: DatabaseHandle; drop(): Promise<void> };
let userId: string;
const clock = new ManualClock();
let service: RefreshTokenService;

beforeAll(async () => {
  handle = await createTestDatabase();
  const user = await new UserRepository(handle.database.db).findByEmail('default-tenant', 'customer@pitchside.test');
  userId = user!.id;
  service = new RefreshTokenService(handle.database.db, new RefreshTokenRepository(handle.database.db), clock);
});
afterAll(async () => { await handle.drop(); });

const expired = { kind: 'unauthenticated' as const, code: AUTH_ERROR_CODES.sessionExpired };

describe('refresh token rotation', () => {
  it('rotates on every use, keeping the family', async () => {
    const first = await service.issue(userId);
    const result = await service.rotate(first.token);
    expect(result.kind).toBe('rotated');
    if (result.kind !== 'rotated') return;
    expect(result.issued.token).not.toBe(first.token);
    expect(result.issued.familyId).toBe(first.familyId);
    expect(result.userId).toBe(userId);
  });

  it('answers a duplicate within the grace window without rotating again', async () => {
    const first = await service.issue(userId);
    await service.rotate(first.token);
    clock.advance(REFRESH_REUSE_GRACE_MS - 1);
    expect(await service.rotate(first.token)).toEqual({ kind: 'grace', userId, familyId: first.familyId });
  });

  it('treats reuse after the grace window as theft and revokes the whole family', async () => {
    const first = await service.issue(userId);
    const second = await service.rotate(first.token);
    if (second.kind !== 'rotated') throw new Error('expected a rotation');
    clock.advance(REFRESH_REUSE_GRACE_MS + 1);
    await expect(service.rotate(first.token)).rejects.toMatchObject(expired);
    // The legitimate newer token is dead too.
    await expect(service.rotate(second.issued.token)).rejects.toMatchObject(expired);
  });

  it('expires after 30 days', async () => {
    const token = await service.issue(userId);
    clock.advance(REFRESH_TOKEN_TTL_MS + 1);
    await expect(service.rotate(token.token)).rejects.toMatchObject(expired);
  });

  it('rejects missing and unknown tokens, and revoked families', async () => {
    await expect(service.rotate(undefined)).rejects.toMatchObject(expired);
    await expect(service.rotate('not-a-real-token')).rejects.toMatchObject(expired);
    const token = await service.issue(userId);
    await service.revoke(token.token);
    await expect(service.rotate(token.token)).rejects.toMatchObject(expired);
  });

  it('decides concurrent rotations of one token one at a time: one rotation, the rest within grace', async () => {
    const token = await service.issue(userId);
    const results = await Promise.all(Array.from({ length: 5 }, () => service.rotate(token.token)));
    expect(results.filter((r) => r.kind === 'rotated')).toHaveLength(1);
    expect(results.filter((r) => r.kind === 'grace')).toHaveLength(4);
  });

  it('revokes every other session of a user', async () => {
    const keep = await service.issue(userId);
    const other = await service.issue(userId);
    await service.revokeAllForUser(userId, keep.familyId);
    await expect(service.rotate(other.token)).rejects.toMatchObject(expired);
    expect((await service.rotate(keep.token)).kind).toBe('rotated');
  });
});
