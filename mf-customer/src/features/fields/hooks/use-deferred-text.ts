import { useEffect, useRef, useState } from 'react';
import { INPUT_DEBOUNCE_MS } from '../constants';

/**
 * The text of an input whose value lives elsewhere (the URL): typing shows at once and is committed
 * after a pause; a change from outside (reset, back button) replaces what is shown.
 */
export function useDeferredText(committed: string, commit: (value: string) => void, delay = INPUT_DEBOUNCE_MS) {
  const [text, setText] = useState(committed);
  const [adopted, setAdopted] = useState(committed);
  if (committed !== adopted) {
    setAdopted(committed);
    setText(committed);
  }

  // The latest commit function, so unrelated re-renders do not restart the pause.
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  useEffect(() => {
    if (text === committed) return undefined;
    const timer = setTimeout(() => commitRef.current(text), delay);
    return () => clearTimeout(timer);
  }, [text, committed, delay]);

  /** Commits at once (on blur or Enter), without waiting for the pause. */
  const flush = () => {
    if (text !== committed) commitRef.current(text);
  };
  return { text, setText, flush };
}
