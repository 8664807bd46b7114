import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'radix-ui';
import { CloseIcon } from '../icons/icons';
import { IconButton } from '../icon-button/icon-button';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { Body, Header, Overlay, Panel, Title, type DrawerSide } from './drawer.styles';

export type { DrawerSide };

export interface DrawerProps {
  /** Accessible name of the panel (e.g. "Menu"). */
  title: ReactNode;
  /** Keeps the title for assistive technology only. */
  hideTitle?: boolean;
  children?: ReactNode;
  /** Edge it opens from: `start` = left in LTR, right in RTL (default). */
  side?: DrawerSide;
  /** CSS width (default: the sidebar width, 280 px), capped at 85vw. */
  width?: string;
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** Modal side sheet on Radix Dialog (the sidebar on small screens); mirrors in RTL. */
export function Drawer({
  title, hideTitle = false, children, side = 'start', width, trigger, open, defaultOpen, onOpenChange,
}: DrawerProps) {
  const { t } = useTranslation('ui');
  const heading = <Title>{title}</Title>;
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Overlay />
        <Panel $side={side} $width={width} aria-describedby={undefined}>
          <Header>
            {hideTitle ? <VisuallyHidden asChild>{heading}</VisuallyHidden> : heading}
            <Dialog.Close asChild>
              <IconButton label={t('close')} size="sm">
                <CloseIcon />
              </IconButton>
            </Dialog.Close>
          </Header>
          <Body>{children}</Body>
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
