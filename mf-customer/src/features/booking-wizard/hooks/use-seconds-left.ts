import { useEffect, useState } from 'react';

const secondsUntil = (end: number) => Math.max(0, Math.ceil((end - Date.now()) / 1000));

/**
 * Whole seconds left until `deadline` (an ISO instant), read from the clock every second, so a tab the
 * browser slowed down in the background still shows the right time when it comes back; 0 once passed.
 */
export function useSecondsLeft(deadline: string): number {
  const end = Date.parse(deadline);
  const [left, setLeft] = useState(() => secondsUntil(end));
  useEffect(() => {
    setLeft(secondsUntil(end));
    const timer = setInterval(() => setLeft(secondsUntil(end)), 1000);
    return () => clearInterval(timer);
  }, [end]);
  return left;
}
