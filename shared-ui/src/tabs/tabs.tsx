import type { ComponentPropsWithRef } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import { List, Panel, Trigger } from './tabs.styles';

/**
 * Tabs on Radix (arrow keys follow the reading direction, Home/End, automatic activation):
 * `<Tabs defaultValue="upcoming"><TabsList aria-label="Bookings"><TabsTrigger value="upcoming">…`.
 */
export function Tabs(props: ComponentPropsWithRef<typeof RadixTabs.Root>) {
  return <RadixTabs.Root {...props} />;
}

/** Row of tabs; give it an `aria-label`. Scrolls sideways on narrow screens. */
export function TabsList(props: ComponentPropsWithRef<typeof RadixTabs.List>) {
  return <List {...props} />;
}

/** One tab; `value` links it to its `TabsContent`. May hold a `Badge` count. */
export function TabsTrigger(props: ComponentPropsWithRef<typeof RadixTabs.Trigger>) {
  return <Trigger {...props} />;
}

/** The panel of one tab. */
export function TabsContent(props: ComponentPropsWithRef<typeof RadixTabs.Content>) {
  return <Panel {...props} />;
}
