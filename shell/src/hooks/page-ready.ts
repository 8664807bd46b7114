import { useEffect } from 'react';

/** `<html data-page-ready>`: the route's page has mounted — hydrated, when the server rendered it. */
export const PAGE_READY_ATTRIBUTE = 'data-page-ready';

/**
 * Marks the document once the page (and everything it waited for) is mounted. Until then a server-rendered
 * page shows but does not respond: tests, and anything else that acts on the page, wait for the mark.
 */
export function usePageReadyMark(): void {
  useEffect(() => {
    document.documentElement.setAttribute(PAGE_READY_ATTRIBUTE, '');
  }, []);
}
