import type { ReactElement, ReactNode } from 'react';
import { Tooltip as RadixTooltip } from 'radix-ui';
import { Arrow, Content } from './tooltip.styles';

export interface TooltipProps {
  /** Supplementary text; the trigger must already have its own accessible name. */
  content: ReactNode;
  /** A focusable element (button, link). */
  children: ReactElement;
  side?: 'top' | 'bottom';
  /** ms before showing on hover (focus shows at once). Default 300. */
  delay?: number;
}

/** Tooltip on Radix: shown on hover and keyboard focus, hidden on Escape; describes its trigger. */
export function Tooltip({ content, children, side = 'top', delay = 300 }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delay}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <Content side={side} sideOffset={6} collisionPadding={8}>
            {content}
            <Arrow />
          </Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
