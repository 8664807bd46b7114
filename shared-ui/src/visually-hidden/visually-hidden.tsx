import type { ComponentPropsWithRef } from 'react';
import { VisuallyHidden as RadixVisuallyHidden } from 'radix-ui';

export type VisuallyHiddenProps = ComponentPropsWithRef<typeof RadixVisuallyHidden.Root>;

/** Content read by assistive technology but not shown (`asChild` to hide an existing element). */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <RadixVisuallyHidden.Root {...props} />;
}
