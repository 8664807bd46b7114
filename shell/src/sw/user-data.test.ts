import { OFFLINE_CACHES } from '@pitchside/shared-api/contracts/offline-caches';
import { MemoryCacheStorage } from './testing/memory-cache-storage';
import { userDataGuard } from './user-data';

const bearer = (sub: string) => `Bearer h.${Buffer.from(JSON.stringify({ sub })).toString('base64url')}.s`;
const ANA = bearer('ana');
const BEN = bearer('ben');

async function keepBooking(storage: MemoryCacheStorage) {
  await (await storage.open(OFFLINE_CACHES.personal)).put('/api/v1/bookings/1', new Response('{"code":"ANA-1"}'));
  await (await storage.open(OFFLINE_CACHES.documents)).put('/bookings/1', new Response('<html>'));
}

describe("the worker's guard of a user's data", () => {
  let storage: MemoryCacheStorage;
  let clock: number;
  const guard = () => userDataGuard(storage.asCacheStorage(), () => clock);

  beforeEach(() => {
    storage = new MemoryCacheStorage();
    clock = 1_000;
  });

  it("stores and serves the signed-in user's copies", async () => {
    const g = guard();
    await g.admit(ANA);
    expect(await g.mayStore(ANA, clock)).toBe(true);
    expect(await g.mayServe(ANA)).toBe(true);
    // An expired session read offline has no token: the copies are the last signed-in user's.
    expect(await g.mayServe(null)).toBe(true);
    expect(await g.mayStore(null, clock)).toBe(false);
  });

  it("empties the user caches when another user's request comes, and never serves one user's copy to another", async () => {
    const g = guard();
    await g.admit(ANA);
    await keepBooking(storage);
    expect(await g.mayServe(BEN)).toBe(false);
    expect(await g.mayStore(BEN, clock)).toBe(false);

    await g.admit(BEN);
    expect(await storage.has(OFFLINE_CACHES.personal)).toBe(false);
    expect(await storage.has(OFFLINE_CACHES.documents)).toBe(false);
    expect(await g.mayStore(BEN, clock)).toBe(true);
    expect(await g.mayServe(ANA)).toBe(false);
  });

  it('at sign-out, empties every user cache and stores no answer to a request sent before', async () => {
    const g = guard();
    await g.admit(ANA);
    await keepBooking(storage);
    await (await storage.open(OFFLINE_CACHES.immutable)).put('/main.1234567890.js', new Response('code'));
    const sentBefore = clock;
    clock += 10;
    await g.clear();

    expect(await storage.keys()).toEqual([OFFLINE_CACHES.immutable]);
    expect(await g.mayServe(null)).toBe(false);
    expect(await g.mayStore(ANA, sentBefore)).toBe(false);
    // The same user signing in again starts afresh.
    clock += 10;
    await g.admit(ANA);
    expect(await g.mayStore(ANA, clock)).toBe(true);
  });

  it('leaves the copies alone for the same user', async () => {
    const g = guard();
    await g.admit(ANA);
    await keepBooking(storage);
    await g.admit(ANA);
    expect(await (await storage.open(OFFLINE_CACHES.personal)).match('/api/v1/bookings/1')).toBeDefined();
  });
});
