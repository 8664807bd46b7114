import { useCallback, useRef, useState } from 'react';
import { useCheckInMutation } from '@pitchside/shared-api/client/bookings-api';
import type { Booking, CheckIn } from '@pitchside/shared-api/contracts/booking';
import { bookingFailure } from '../../../lib/booking-messages';
import type { MessageRef } from '../../../lib/field-messages';

/** What a check-in attempt ended with. */
export type CheckInOutcome = { kind: 'success'; booking: Booking } | { kind: 'failure'; reason: MessageRef };

/** How long a pass just dealt with is ignored after "Scan next", while it may still be in front of the camera. */
const SAME_PASS_PAUSE_MS = 3000;
/** The pass's content as the contract accepts it; anything else is not one of our passes. */
const isPassText = (text: string) => text.length >= 10 && text.length <= 200;

/**
 * Check-in attempts (POST /checkins) and their outcome. The camera reads a pass many times a second:
 * while one attempt runs or its outcome is on screen, further reads are ignored.
 */
export function useCheckIn() {
  const [checkIn, { isLoading }] = useCheckInMutation();
  const [outcome, setOutcome] = useState<CheckInOutcome | null>(null);
  const inFlight = useRef(false);
  const shown = useRef(false);
  const lastPass = useRef<{ text: string; until: number } | null>(null);

  const show = useCallback((next: CheckInOutcome) => {
    shown.current = true;
    setOutcome(next);
  }, []);

  const send = useCallback(
    async (request: CheckIn): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      try {
        show({ kind: 'success', booking: await checkIn(request).unwrap() });
        return true;
      } catch (error) {
        show({ kind: 'failure', reason: bookingFailure(error) });
        return false;
      } finally {
        inFlight.current = false;
      }
    },
    [checkIn, show],
  );

  /** A read of the camera; false when it was ignored. */
  const scanned = useCallback(
    (raw: string): boolean => {
      const text = raw.trim();
      const recent = lastPass.current;
      if (inFlight.current || shown.current || (recent?.text === text && Date.now() < recent.until)) return false;
      lastPass.current = { text, until: Number.POSITIVE_INFINITY };
      if (isPassText(text)) void send({ token: text });
      else show({ kind: 'failure', reason: { key: 'bookings.errors.invalidPass' } });
      return true;
    },
    [send, show],
  );

  const reset = useCallback(() => {
    shown.current = false;
    if (lastPass.current) lastPass.current = { ...lastPass.current, until: Date.now() + SAME_PASS_PAUSE_MS };
    setOutcome(null);
  }, []);

  return { outcome, checking: isLoading, scanned, typed: (confirmationCode: string) => send({ confirmationCode }), reset };
}
