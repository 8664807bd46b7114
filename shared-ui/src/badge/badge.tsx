import type { ComponentPropsWithRef } from 'react';
import type { Tone } from '../internal/tones';
import { StyledBadge } from './badge.styles';

export type BadgeTone = Tone;

/** `count` as shown: above `max` it becomes "99+". */
export function formatCount(count: number, max = 99): string {
  return count > max ? `${max}+` : String(Math.max(0, Math.trunc(count)));
}

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  tone?: BadgeTone;
  variant?: 'solid' | 'subtle';
  /** A number to show (capped at `max`, "99+"); 0 renders nothing unless `showZero`. */
  count?: number;
  max?: number;
  showZero?: boolean;
  /** A small dot without text (status indicator); give it an `aria-label` if it means something. */
  dot?: boolean;
}

/**
 * A small status label or count. Counts are visual: put the full text in the control's label
 * (e.g. "Notifications, 3 unread") and hide the badge with `aria-hidden`.
 */
export function Badge({ tone = 'neutral', variant = 'subtle', count, max = 99, showZero = false, dot = false, children, ...rest }: BadgeProps) {
  if (count !== undefined && count <= 0 && !showZero && !children) return null;
  const content = dot ? null : (children ?? (count !== undefined ? formatCount(count, max) : null));
  return (
    <StyledBadge $tone={tone} $variant={variant} $dot={dot} {...rest}>
      {content}
    </StyledBadge>
  );
}
