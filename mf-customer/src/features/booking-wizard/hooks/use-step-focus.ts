import { useEffect, useRef } from 'react';

/**
 * Moves the focus to the step's heading (it needs `tabIndex={-1}`) whenever the step changes, not on
 * arrival: keyboard and screen-reader users go on reading from the new step's title.
 */
export function useStepFocus<T extends HTMLElement>(step: string) {
  const ref = useRef<T>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    ref.current?.focus();
  }, [step]);
  return ref;
}
