import type { ReactElement, ReactNode } from 'react';
import { Popover as RadixPopover } from 'radix-ui';
import { Content } from './popover.styles';

export interface PopoverProps {
  /** The button that opens it (give it an accessible name). */
  trigger: ReactElement;
  /** Accessible name of the panel (it is a non-modal `dialog`). */
  label: string;
  children: ReactNode;
  /** Logical alignment against the trigger. Default `end`. */
  align?: 'start' | 'center' | 'end';
  /** CSS width, capped at the viewport (e.g. `layout.notificationPanelWidth`). */
  width?: string;
  /** CSS max height (e.g. `layout.notificationPanelMaxHeight`); content scrolls. */
  maxHeight?: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** Floating panel on Radix Popover (the notification panel): Escape and outside click close it. */
export function Popover({ trigger, label, children, align = 'end', width, maxHeight, open, onOpenChange }: PopoverProps) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <Content align={align} sideOffset={6} collisionPadding={8} aria-label={label} $width={width} $maxHeight={maxHeight}>
          {children}
        </Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}

/** Closes the surrounding popover: `<PopoverClose asChild><Button>…</Button></PopoverClose>`. */
export const PopoverClose = RadixPopover.Close;
