// Whose data the worker's personal cache holds (docs/adr/0035). Copies of one user's bookings must never be
// shown to another: the owner is recorded beside the copies; a request carrying another user's token
// empties the user caches first, and after a sign-out no answer to a request sent before it is stored.
import { OFFLINE_CACHES, USER_CACHES } from '@pitchside/shared-api/contracts/offline-caches';
import { bearerSubject } from './routing';

const OWNER_URL = '/__pitchside/owner';

export interface UserDataGuard {
  /** A personal request is about to be sent with this authorization: another user's copies go first. */
  admit(authorization: string | null): Promise<void>;
  /** May the answer to a request sent at `sentAt` with this authorization be stored? */
  mayStore(authorization: string | null, sentAt: number): Promise<boolean>;
  /** May a stored copy answer a request with this authorization (the network having failed)? */
  mayServe(authorization: string | null): Promise<boolean>;
  /** Sign-out: every user cache emptied; answers in flight are not stored. */
  clear(): Promise<void>;
}

export function userDataGuard(storage: CacheStorage, now: () => number = () => Date.now()): UserDataGuard {
  let clearedAt = Number.NEGATIVE_INFINITY;

  const readOwner = async (): Promise<string | null> => {
    const answer = await (await storage.open(OFFLINE_CACHES.owner)).match(OWNER_URL);
    return answer ? (await answer.text()) || null : null;
  };
  const writeOwner = async (subject: string) =>
    (await storage.open(OFFLINE_CACHES.owner)).put(OWNER_URL, new Response(subject, { headers: { 'content-type': 'text/plain' } }));
  const emptyUserCaches = () => Promise.all(USER_CACHES.map((name) => storage.delete(name)));

  return {
    async admit(authorization) {
      const subject = bearerSubject(authorization);
      if (!subject) return;
      const owner = await readOwner();
      if (owner === subject) return;
      if (owner !== null) await emptyUserCaches();
      await writeOwner(subject);
    },
    async mayStore(authorization, sentAt) {
      if (sentAt <= clearedAt) return false;
      const subject = bearerSubject(authorization);
      return subject !== null && subject === (await readOwner());
    },
    async mayServe(authorization) {
      const owner = await readOwner();
      if (owner === null) return false;
      const subject = bearerSubject(authorization);
      // Without a token (an expired session read offline), the copies are the last signed-in user's own.
      return subject === null || subject === owner;
    },
    async clear() {
      clearedAt = now();
      await emptyUserCaches();
    },
  };
}
