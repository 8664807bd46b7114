import { useId, type ReactNode } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { Dialog, type DialogSize } from '@pitchside/shared-ui/dialog';
import { NS } from '../../../locales/namespace';
import { DialogForm } from './form-layout.styles';

export interface FormDialogProps {
  title: string;
  description: string;
  size?: DialogSize;
  /** The save button shows it is busy. */
  saving: boolean;
  /** Called on submit (button or Enter); the browser's own validation is off, the form checks itself. */
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** A dialog holding one form, with Cancel and Save in its footer. */
export function FormDialog({ title, description, size, saving, onSave, onClose, children }: FormDialogProps) {
  const { t } = useTranslation(NS);
  const formId = useId();
  const footer = (
    <>
      <Button variant="outline" onClick={onClose}>
        {t('scheduling.actions.cancel')}
      </Button>
      <Button type="submit" form={formId} loading={saving}>
        {t('scheduling.actions.save')}
      </Button>
    </>
  );
  return (
    <Dialog open size={size} onOpenChange={(open) => !open && onClose()} title={title} description={description} footer={footer}>
      <DialogForm
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        {children}
      </DialogForm>
    </Dialog>
  );
}
