import { useState, type FormEvent } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { Dialog } from '@pitchside/shared-ui/dialog';
import { TextField } from '@pitchside/shared-ui/text-field';
import { notify } from '@pitchside/shared-ui/toaster';
import { useUpdateCompanyPaymentMethodMutation } from '@pitchside/shared-api/client/subscription-api';
import type { SavedPaymentMethod } from '@pitchside/shared-api/contracts/payment';
import { ZCompanyPaymentMethodUpdateSchema } from '@pitchside/shared-api/contracts/subscription';
import { NS } from '../../../locales/namespace';
import { useBillingFailure } from '../hooks/use-billing-failure';
import { FormStack } from './upgrade.styles';

interface Props {
  method: SavedPaymentMethod;
  /** "Visa •••• 4242". */
  name: string;
  companyId?: string | undefined;
  onClose: () => void;
}

/** Corrects the name on a saved card (PUT /companies/payment-methods/{id}) without typing the card again. */
export function EditHolderDialog({ method, name, companyId, onClose }: Props) {
  const { t } = useTranslation(NS);
  const failureText = useBillingFailure();
  const [holder, setHolder] = useState(method.holder);
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateCompanyPaymentMethodMutation();
  const formId = `holder-${method.id}`;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCompanyPaymentMethodUpdateSchema.safeParse({ holder });
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    setFailure(null);
    try {
      await update({ companyId, id: method.id, changes: parsed.data }).unwrap();
      notify.success(t('upgrade.messages.methodUpdated'));
      onClose();
    } catch (error) {
      setFailure(failureText(error, 'upgrade.methods.updateFailed'));
    }
  };

  const footer = (
    <>
      <Button variant="outline" onClick={onClose}>{t('upgrade.cardForm.cancel')}</Button>
      <Button type="submit" form={formId} loading={isLoading}>{t('upgrade.methods.save')}</Button>
    </>
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('upgrade.methods.editTitle', { card: name })} footer={footer}>
      <FormStack id={formId} noValidate onSubmit={(event) => void save(event)}>
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField label={t('upgrade.cardForm.holder')} required autoComplete="cc-name" maxLength={100} value={holder}
          error={invalid ? t('upgrade.cardForm.errors.holder') : undefined} onChange={(event) => setHolder(event.target.value)} />
      </FormStack>
    </Dialog>
  );
}
