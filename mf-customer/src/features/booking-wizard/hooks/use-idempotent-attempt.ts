import { useMemo, useRef } from 'react';
import { isApiError, isRetryableError } from '@pitchside/shared-api/client/api-errors';
import { newIdempotencyKey } from '@pitchside/shared-api/client/bookings-api';

export interface IdempotentAttempt {
  /**
   * The Idempotency-Key of a request. Sending again the same request whose outcome is still unknown is
   * the same attempt and keeps its key; anything else (another card, changed details) is a new attempt.
   */
  keyFor: (request: unknown) => string;
  /** Records the answer: once the server has decided (success or refusal), the next request is a new attempt. */
  settle: (error?: unknown) => void;
}

/** One key per user intent, reused only where a retry cannot do the thing twice (the server replays it). */
export function useIdempotentAttempt(): IdempotentAttempt {
  const pending = useRef<{ request: string; key: string } | null>(null);
  return useMemo(() => ({
    keyFor: (request) => {
      const fingerprint = JSON.stringify(request);
      if (pending.current?.request !== fingerprint) pending.current = { request: fingerprint, key: newIdempotencyKey() };
      return pending.current.key;
    },
    settle: (error) => {
      // No answer, a time-out or a 5xx: the server may have done it; the retry must carry the same key.
      const unknownOutcome = error !== undefined && (!isApiError(error) || isRetryableError(error));
      if (!unknownOutcome) pending.current = null;
    },
  }), []);
}
