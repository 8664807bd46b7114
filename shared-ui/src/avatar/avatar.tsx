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

/** A round profile picture (Radix Avatar) falling back to initials. */
export function Avatar({ name, src, size = 'md', decorative = false, className }: AvatarProps) {
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };
  return (
    <Root $size={size} className={className}>
      {src && <Image src={src} alt={decorative ? '' : name} />}
      <Fallback delayMs={src ? 400 : undefined} {...a11y}>
        {getInitials(name)}
      </Fallback>
    </Root>
  );
}
