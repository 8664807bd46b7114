// A page rendered on the server starts from the answers its document carries (docs/adr/0036): it asks the
// API nothing, so the offline worker, which keeps a user's own reads as they pass through it (ADR 0035),
// would have no copy of them. Once a worker controls the page, those reads are asked for again through it.
import { getAccessToken } from '@pitchside/shared-api/client/token-storage';
import { routeKind } from '../../sw/routing';

/** Asks again, through the worker, for the reads of the document that the worker keeps for offline use. */
export function keepDocumentAnswers(reads: readonly string[]): void {
  const token = getAccessToken();
  if (!token) return;
  for (const read of reads) {
    const url = new URL(read, window.location.origin);
    if (routeKind({ url, method: 'GET', mode: 'cors' }, window.location.origin) !== 'personal') continue;
    // Best effort: an expired token is answered 401 and nothing is kept; the page's next read renews it.
    void fetch(url, { headers: { authorization: `Bearer ${token}` }, credentials: 'include' }).catch(() => undefined);
  }
}
