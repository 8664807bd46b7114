import { useEffect, useRef, useState, type ReactNode } from 'react';

interface Props {
  /** Rendered once the placeholder comes within `rootMargin` of the viewport. */
  children: ReactNode;
  /** Space kept for the content meanwhile, so nothing jumps when it arrives. */
  minBlockSize: string;
  rootMargin?: string;
}

/**
 * Defers below-the-fold content — and the code and data it needs — until the visitor scrolls near it,
 * keeping the landing page's first load small. Without IntersectionObserver it renders once mounted.
 */
export function WhenVisible({ children, minBlockSize, rootMargin = '300px' }: Props) {
  const placeholder = useRef<HTMLDivElement>(null);
  // Starts hidden everywhere, the server included: the markup it sends must be the browser's first render.
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (visible || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, rootMargin]);

  if (visible) return <>{children}</>;
  return <div ref={placeholder} style={{ minBlockSize }} aria-hidden="true" />;
}
