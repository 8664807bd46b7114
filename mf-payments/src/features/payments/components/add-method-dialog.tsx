import { useId, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { Checkbox, FormCheckbox } from '@pitchside/shared-ui/checkbox';
import { Dialog } from '@pitchside/shared-ui/dialog';
import { notify } from '@pitchside/shared-ui/toaster';
import { useAddPaymentMethodMutation } from '@pitchside/shared-api/client/payments-api';
import { ZPaymentMethodCreateSchema, type PaymentMethodCreate } from '@pitchside/shared-api/contracts/payment';
import { NS } from '../../../locales/namespace';
import { usePaymentErrorText } from '../hooks/use-payment-error-text';
import { BillingAddressFields } from './billing-address-fields';
import { CardFields } from './card-fields';
import { DialogForm } from './form.styles';
import { TestCardsHint } from './test-cards-hint';

/** A card to save (POST /payments/methods): checked against the contract, then tokenized by the processor. */
export function AddMethodDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(NS);
  const errorText = usePaymentErrorText();
  const formId = useId();
  const [withAddress, setWithAddress] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [addMethod, { isLoading }] = useAddPaymentMethodMutation();
  // Unmounted inputs leave the values: without the address section, no billing address is sent.
  const form = useForm({
    resolver: zodResolver(ZPaymentMethodCreateSchema),
    shouldUnregister: true,
    defaultValues: { card: { number: '', cvc: '', holder: '' }, makeDefault: false },
  });

  async function submit(values: PaymentMethodCreate) {
    setFailure(null);
    try {
      await addMethod(values).unwrap();
      notify.success(t('payments.methods.added'));
      onClose();
    } catch (error) {
      setFailure(errorText(error, 'payments.methods.addFailed'));
    }
  }

  const footer = (
    <>
      <Button variant="outline" onClick={onClose}>{t('payments.cardForm.cancel')}</Button>
      <Button type="submit" form={formId} loading={isLoading}>{t('payments.cardForm.submit')}</Button>
    </>
  );
  return (
    <Dialog open size="lg" onOpenChange={(open) => !open && onClose()} title={t('payments.cardForm.title')} description={t('payments.cardForm.description')} footer={footer}>
      <FormProvider {...form}>
        <DialogForm id={formId} noValidate onSubmit={form.handleSubmit(submit)}>
          {failure && <Alert tone="error">{failure}</Alert>}
          <CardFields />
          <Checkbox label={t('payments.cardForm.withAddress')} checked={withAddress} onCheckedChange={setWithAddress} />
          {withAddress && <BillingAddressFields />}
          <Controller
            control={form.control}
            name="makeDefault"
            render={({ field }) => <FormCheckbox {...field} label={t('payments.cardForm.makeDefault')} />}
          />
          <TestCardsHint />
        </DialogForm>
      </FormProvider>
    </Dialog>
  );
}
