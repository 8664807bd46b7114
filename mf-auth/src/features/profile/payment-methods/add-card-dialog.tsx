import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { CardFields, formatCardNumber, type CardFieldName, type CardFieldsInputs, type CardFieldsLabels } from '@pitchside/shared-ui/card-fields';
import { FormCheckbox } from '@pitchside/shared-ui/checkbox';
import { Dialog } from '@pitchside/shared-ui/dialog';
import { notify } from '@pitchside/shared-ui/toaster';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useAddPaymentMethodMutation } from '@pitchside/shared-api/client/payments-api';
import { TEST_CARDS, ZPaymentMethodCreateSchema, type PaymentMethodCreate } from '@pitchside/shared-api/contracts/payment';
import { Form } from '../../../components/form.styles';
import { Note } from './payment-methods.styles';
import { useCardErrorText } from './use-card-error-text';

const FIELDS: readonly CardFieldName[] = ['number', 'expMonth', 'expYear', 'cvc', 'holder'];
const NUMERIC: ReadonlySet<CardFieldName> = new Set(['expMonth', 'expYear']);

/** A card to keep (POST /payments/methods): checked against the payment contract, then tokenised by the card processor. */
export function AddCardDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  const errorText = useCardErrorText();
  const formId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [addCard, { isLoading }] = useAddPaymentMethodMutation();
  const { register, control, handleSubmit, formState: { errors } } = useForm<PaymentMethodCreate>({
    resolver: zodResolver(ZPaymentMethodCreateSchema),
    defaultValues: { card: { number: '', cvc: '', holder: '' }, makeDefault: false },
  });

  // The design system's card inputs, with this page's texts; each input can be wrong one way only.
  const text = (key: string) => t(`paymentMethods.form.${key}`);
  const labels = Object.fromEntries([...FIELDS, 'monthPlaceholder', 'yearPlaceholder'].map((key) => [key, text(key)])) as unknown as CardFieldsLabels;
  const fieldErrors = Object.fromEntries(FIELDS.map((name) => [name, errors.card?.[name] ? t(`paymentMethods.form.errors.${name}`) : undefined]));
  const inputs = Object.fromEntries(FIELDS.map((name) => [name, register(`card.${name}`, NUMERIC.has(name) ? { valueAsNumber: true } : {})])) as unknown as CardFieldsInputs;

  async function submit(values: PaymentMethodCreate) {
    setFailure(null);
    try {
      await addCard(values).unwrap();
      notify.success(t('paymentMethods.added'));
      onClose();
    } catch (error) {
      setFailure(errorText(error, 'paymentMethods.errors.addFailed'));
    }
  }

  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title={t('paymentMethods.form.title')}
      description={t('paymentMethods.form.description')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>{t('paymentMethods.form.cancel')}</Button>
          <Button type="submit" form={formId} loading={isLoading}>{t('paymentMethods.form.submit')}</Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={handleSubmit(submit)}>
        {failure && <Alert tone="error">{failure}</Alert>}
        <CardFields labels={labels} errors={fieldErrors} inputs={inputs} />
        <Controller control={control} name="makeDefault" render={({ field }) => <FormCheckbox {...field} label={t('paymentMethods.form.makeDefault')} />} />
        {/* The test number's groups joined by no-break spaces: the number is never cut across two lines. */}
        <Note>{t('paymentMethods.form.testMode', { number: formatCardNumber(TEST_CARDS[0].number).replaceAll(' ', '\u00a0') })}</Note>
      </Form>
    </Dialog>
  );
}
