import type { ComponentPropsWithRef, ReactElement, ReactNode } from 'react';
import { DropdownMenu as RadixMenu, Slot } from 'radix-ui';
import { Content, Item, Label, Separator } from './dropdown-menu.styles';

export interface DropdownMenuProps {
  /** The button that opens the menu (give it an accessible name). */
  trigger: ReactElement;
  children: ReactNode;
  /** Alignment against the trigger, logical: `end` = inline end. Default `end`. */
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Accessible name of the menu (defaults to the trigger's). */
  label?: string;
}

/** Menu button on Radix DropdownMenu: arrow keys, typeahead, Escape, RTL-aware. */
export function DropdownMenu({ trigger, children, align = 'end', open, onOpenChange, label }: DropdownMenuProps) {
  return (
    <RadixMenu.Root open={open} onOpenChange={onOpenChange}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <Content align={align} sideOffset={6} collisionPadding={8} aria-label={label}>
          {children}
        </Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}

export interface DropdownMenuItemProps extends Omit<ComponentPropsWithRef<typeof RadixMenu.Item>, 'children'> {
  children: ReactNode;
  /** Decorative leading icon. */
  icon?: ReactNode;
  tone?: 'default' | 'danger';
}

/**
 * A menu item: `onSelect` for actions; `asChild` with a router `<Link>` or `<a>` for navigation
 * (`<DropdownMenuItem asChild icon={<UserIcon />}><Link to="/profile">Profile</Link></DropdownMenuItem>`).
 */
export function DropdownMenuItem({ icon, tone = 'default', children, ...rest }: DropdownMenuItemProps) {
  return (
    <Item $tone={tone} {...rest}>
      {icon}
      <Slot.Slottable>{children}</Slot.Slottable>
    </Item>
  );
}

/** A line between groups of items. */
export const DropdownMenuSeparator = Separator;
/** A non-interactive group heading. */
export const DropdownMenuLabel = Label;
