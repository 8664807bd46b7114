import { useMemo, useRef } from 'react';
import { isApiError, isRetryableError } from '@pitchside/shared-api/client/api-errors';

export interface IdempotencyKeys {
  /**
   * The Idempotency-Key of a message (made with `crypto.randomUUID()`): the same message keeps its key until the
   * server has decided on it, so a second click or a retry after a lost answer never sends it twice; a changed
   * message is a new one and gets a new key (the server refuses a key reused for another body).
   */
  keyFor: (body: unknown) => string;
  /** Records the answer: once the server has decided (sent, or refused), the next message gets a new key. */
  settle: (error?: unknown) => void;
}

/** One Idempotency-Key per composed message (docs/product/api.md#idempotency). */
export function useIdempotencyKey(): IdempotencyKeys {
  const current = useRef<{ body: string; key: string } | null>(null);
  return useMemo(() => ({
    keyFor: (body) => {
      const fingerprint = JSON.stringify(body);
      if (current.current?.body !== fingerprint) current.current = { body: fingerprint, key: crypto.randomUUID() };
      return current.current.key;
    },
    settle: (error) => {
      // No answer, a time-out or a 5xx: the server may have sent it; the retry must carry the same key.
      const unknownOutcome = error !== undefined && (!isApiError(error) || isRetryableError(error));
      if (!unknownOutcome) current.current = null;
    },
  }), []);
}
