import { useId, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { formatCardNumber } from '@pitchside/shared-ui/card-fields';
import { FormCheckbox } from '@pitchside/shared-ui/checkbox';
import { Dialog } from '@pitchside/shared-ui/dialog';
import { notify } from '@pitchside/shared-ui/toaster';
import { useAddCompanyPaymentMethodMutation } from '@pitchside/shared-api/client/subscription-api';
import { TEST_CARDS } from '@pitchside/shared-api/contracts/payment-constants';
import { ZPaymentMethodCreateSchema, type PaymentMethodCreate } from '@pitchside/shared-api/contracts/payment';
import { NS } from '../../../locales/namespace';
import { useBillingFailure } from '../hooks/use-billing-failure';
import { CardFields } from './card-fields';
import { FormStack } from './upgrade.styles';

/** The test processor's card that is always accepted. */
const ACCEPTED_TEST_CARD = TEST_CARDS.find((card) => card.outcome === 'success')?.number ?? '';

/** A card for the company to pay its plan with (POST /companies/payment-methods), checked against the contract first. */
export function AddCardDialog({ companyId, onClose }: { companyId?: string | undefined; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const failureText = useBillingFailure();
  const formId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [add, { isLoading }] = useAddCompanyPaymentMethodMutation();
  const form = useForm({
    resolver: zodResolver(ZPaymentMethodCreateSchema),
    defaultValues: { card: { number: '', cvc: '', holder: '' }, makeDefault: false },
  });

  async function submit(method: PaymentMethodCreate) {
    setFailure(null);
    try {
      await add({ companyId, method }).unwrap();
      notify.success(t('upgrade.messages.methodAdded'));
      onClose();
    } catch (error) {
      setFailure(failureText(error, 'upgrade.methods.addFailed'));
    }
  }

  const footer = (
    <>
      <Button variant="outline" onClick={onClose}>{t('upgrade.cardForm.cancel')}</Button>
      <Button type="submit" form={formId} loading={isLoading}>{t('upgrade.cardForm.submit')}</Button>
    </>
  );
  return (
    <Dialog open size="lg" onOpenChange={(open) => !open && onClose()} title={t('upgrade.cardForm.title')}
      description={t('upgrade.cardForm.description')} footer={footer}>
      <FormProvider {...form}>
        <FormStack id={formId} noValidate onSubmit={form.handleSubmit(submit)}>
          {failure && <Alert tone="error">{failure}</Alert>}
          <CardFields />
          <Controller control={form.control} name="makeDefault"
            render={({ field }) => <FormCheckbox {...field} label={t('upgrade.cardForm.makeDefault')} />} />
          <Alert tone="info">{t('upgrade.cardForm.testMode', { number: formatCardNumber(ACCEPTED_TEST_CARD) })}</Alert>
        </FormStack>
      </FormProvider>
    </Dialog>
  );
}
