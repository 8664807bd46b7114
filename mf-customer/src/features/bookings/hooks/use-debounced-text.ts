import { useEffect, useRef, useState } from 'react';

/** Typing pauses this long before the search reaches the URL and the API. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of an input whose value lives in the URL: typing shows at once and is committed after a pause;
 * a change from outside (the back button) replaces what is shown.
 */
export function useDebouncedText(committed: string, commit: (value: string) => void, delay = SEARCH_DEBOUNCE_MS) {
  const [text, setText] = useState(committed);
  const [adopted, setAdopted] = useState(committed);
  if (committed !== adopted) {
    setAdopted(committed);
    // Our own commit of "river " comes back as "river": keep the space the user is typing on from.
    if (text.trim() !== committed) setText(committed);
  }

  // The latest commit function, so unrelated re-renders do not restart the pause.
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  useEffect(() => {
    if (text.trim() === committed) return undefined;
    const timer = setTimeout(() => commitRef.current(text), delay);
    return () => clearTimeout(timer);
  }, [text, committed, delay]);

  /** Commits at once (Enter), without waiting for the pause. */
  const flush = () => {
    if (text.trim() !== committed) commitRef.current(text);
  };
  return { text, setText, flush };
}
