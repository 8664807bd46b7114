import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog as RadixDialog } from 'radix-ui';
import { CloseIcon } from '../icons/icons';
import { IconButton } from '../icon-button/icon-button';
import { Content, Description, Footer, Header, Overlay, Title, type DialogSize } from './dialog.styles';

export type { DialogSize };

/** Closes the surrounding dialog; wrap a button: `<DialogClose asChild><Button>…</Button></DialogClose>`. */
export const DialogClose = RadixDialog.Close;

export interface DialogProps {
  /** Accessible and visible title. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions row (end-aligned; stacked full width on phones). */
  footer?: ReactNode;
  /** Element that opens the dialog. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  size?: DialogSize;
  hideCloseButton?: boolean;
}

/** Modal dialog on Radix: focus trapped and restored, Escape and the close button close it. */
export function Dialog({
  title, description, children, footer, trigger, open, defaultOpen, onOpenChange, size = 'md', hideCloseButton = false,
}: DialogProps) {
  const { t } = useTranslation('ui');
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <Overlay />
        <Content $size={size} {...(description ? {} : { 'aria-describedby': undefined })}>
          <Header>
            <Title>{title}</Title>
            {!hideCloseButton && (
              <RadixDialog.Close asChild>
                <IconButton label={t('close')} size="sm">
                  <CloseIcon />
                </IconButton>
              </RadixDialog.Close>
            )}
          </Header>
          {description && <Description>{description}</Description>}
          {children}
          {footer && <Footer>{footer}</Footer>}
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
