import { useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from 'radix-ui';
import { Button } from '../button/button';
import { Content, Description, Footer, Overlay, Title } from './confirm-dialog.styles';

export interface ConfirmDialogProps {
  title: ReactNode;
  /** What will happen; required so the alert dialog is fully announced. */
  description: ReactNode;
  /** Extra content between description and actions (e.g. a cancellation reason field). */
  children?: ReactNode;
  /** Runs on confirm; the dialog closes when it resolves and stays open (for a retry) if it throws. */
  onConfirm: () => void | Promise<void>;
  /** Translated action texts; default "Confirm" / "Cancel". */
  confirmLabel?: string;
  cancelLabel?: string;
  /** `danger` for destructive actions (delete, cancel a booking). */
  tone?: 'primary' | 'danger';
  /** Shows the confirm button busy (also automatic while `onConfirm` is pending). */
  loading?: boolean;
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** Confirmation on Radix AlertDialog (`role="alertdialog"`): focus starts on Cancel, no outside-click close. */
export function ConfirmDialog({
  title, description, children, onConfirm, confirmLabel, cancelLabel, tone = 'primary', loading = false, trigger,
  open, defaultOpen = false, onOpenChange,
}: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const isOpen = open ?? innerOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The caller reports the error (toast or inline); keeping the dialog open lets the user retry.
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <Overlay />
        <Content $size="sm">
          <Title>{title}</Title>
          <Description>{description}</Description>
          {children}
          <Footer>
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={pending}>{cancelLabel ?? t('cancel')}</Button>
            </AlertDialog.Cancel>
            <Button variant={tone} loading={loading || pending} onClick={() => void confirm()}>
              {confirmLabel ?? t('confirm')}
            </Button>
          </Footer>
        </Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
