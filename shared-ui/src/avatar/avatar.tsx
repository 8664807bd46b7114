import { useEffect, useRef, useState } from 'react';
import { Fallback, Image, Root, type AvatarSize } from './avatar.styles';

export type { AvatarSize };

/** Up to two initials: first letters of the first and last words ("Lina Haddad" → "LH"). */
export function getInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '');
  return (letter(first) + letter(last)).toLocaleUpperCase();
}

export interface AvatarProps {
  /** Person's name: image alt text, initials and accessible name of the fallback. */
  name: string;
  /** Image URL; initials show while it loads or if it fails. */
  src?: string | null;
  size?: AvatarSize;
  /** Hide from assistive technology when the name is already next to it. */
  decorative?: boolean;
  className?: string;
}

/** How long initials wait for an image before they show, so a fast image does not flash them first. */
export const FALLBACK_DELAY_MS = 400;

type ImageStatus = 'loading' | 'loaded' | 'failed';

/**
 * A round profile picture falling back to initials. The image is in the document from the start (hidden
 * until it has loaded, so the browser fetches it at once, server-rendered pages included); the initials
 * show after {@link FALLBACK_DELAY_MS} if it has not loaded by then, at once without an image, and instead
 * of it if it fails. One of the two is shown, named by the person.
 */
export function Avatar({ name, src, size = 'md', decorative = false, className }: AvatarProps) {
  const image = useRef<HTMLImageElement>(null);
  const [status, setStatus] = useState<{ src: string; value: ImageStatus } | null>(null);
  const [delayOver, setDelayOver] = useState(false);
  const imageStatus: ImageStatus | undefined = src ? (status?.src === src ? status.value : 'loading') : undefined;

  useEffect(() => {
    if (!src) return;
    // An image of a server-rendered page may have loaded before the page hydrated: no load event then.
    const element = image.current;
    if (element?.complete) setStatus({ src, value: element.naturalWidth > 0 ? 'loaded' : 'failed' });
    const timer = setTimeout(() => setDelayOver(true), FALLBACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [src]);

  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };
  const showFallback = !src || imageStatus === 'failed' || (imageStatus === 'loading' && delayOver);
  return (
    <Root $size={size} className={className}>
      {src && imageStatus !== 'failed' && (
        <Image
          ref={image}
          src={src}
          alt={decorative ? '' : name}
          hidden={imageStatus !== 'loaded'}
          onLoad={() => setStatus({ src, value: 'loaded' })}
          onError={() => setStatus({ src, value: 'failed' })}
        />
      )}
      {showFallback && <Fallback {...a11y}>{getInitials(name)}</Fallback>}
    </Root>
  );
}
