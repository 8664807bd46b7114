import { useEffect, useRef, useState } from 'react';
import type { GeoPoint } from '../browse-state';
import { GEOLOCATION_OPTIONS } from '../constants';

/**
 * Location permission (docs/product/states.md; granted, denied, unsupported, pending), plus `failed` for a position the
 * device could not get (docs/product/messages.md 'failed to get location') and `idle` before any attempt.
 */
export type NearMeStatus = 'idle' | 'pending' | 'granted' | 'denied' | 'unsupported' | 'failed';

export interface NearMe {
  status: NearMeStatus;
  locate: () => void;
  /** Turns "near me" off. */
  clear: () => void;
  /** Hides the message of a failed attempt. */
  dismiss: () => void;
}

const PERMISSION_DENIED = 1;

/**
 * Asks the browser for the visitor's position. The position itself lives in the URL (`location`), so a
 * shared link keeps "near me" on; `onChange` stores it there or removes it. A failed new attempt is
 * reported even while an earlier position is still in use.
 */
export function useNearMe(location: GeoPoint | null, onChange: (point: GeoPoint | null) => void): NearMe {
  const [attempt, setAttempt] = useState<Exclude<NearMeStatus, 'granted'>>('idle');
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const locate = () => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setAttempt('unsupported');
      return;
    }
    setAttempt('pending');
    geolocation.getCurrentPosition(
      ({ coords }) => {
        if (!mounted.current) return;
        setAttempt('idle');
        onChange({ lat: coords.latitude, lng: coords.longitude });
      },
      (error) => {
        if (mounted.current) setAttempt(error.code === PERMISSION_DENIED ? 'denied' : 'failed');
      },
      GEOLOCATION_OPTIONS,
    );
  };

  const clear = () => {
    setAttempt('idle');
    onChange(null);
  };

  const status: NearMeStatus = attempt === 'idle' && location ? 'granted' : attempt;
  return { status, locate, clear, dismiss: () => setAttempt('idle') };
}
