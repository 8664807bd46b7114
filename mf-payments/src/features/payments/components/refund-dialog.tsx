import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { Dialog } from '@pitchside/shared-ui/dialog';
import { TextArea } from '@pitchside/shared-ui/text-area';
import { TextField } from '@pitchside/shared-ui/text-field';
import { notify } from '@pitchside/shared-ui/toaster';
import { newIdempotencyKey } from '@pitchside/shared-api/client/bookings-api';
import { useRefundTransactionMutation } from '@pitchside/shared-api/client/payments-api';
import type { RefundRequest, Transaction } from '@pitchside/shared-api/contracts/payment';
import { NS } from '../../../locales/namespace';
import { usePaymentErrorText } from '../hooks/use-payment-error-text';
import { usePaymentFormat } from '../hooks/use-payment-format';
import { toMinorUnits } from '../lib/money-input';
import { refundableLeft } from '../lib/transaction-rules';
import { DialogForm, Note } from './form.styles';

/** The contract's longest reason. */
const REASON_MAX = 500;

interface RefundForm {
  amount: string;
  reason: string;
}

/**
 * Refund of part (an amount in major units) or the rest (no amount) of a card payment, with a reason.
 * One Idempotency-Key per opening: however often the user retries here, the server makes at most one refund.
 */
export function RefundDialog({ transaction, onClose }: { transaction: Transaction; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const format = usePaymentFormat();
  const errorText = usePaymentErrorText();
  const formId = useId();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string | null>(null);
  const [refund, { isLoading }] = useRefundTransactionMutation();
  const { register, handleSubmit, formState: { errors } } = useForm<RefundForm>({ defaultValues: { amount: '', reason: '' } });
  const left = refundableLeft(transaction);
  const leftText = format.money(left, transaction.currency);

  const validateAmount = (value: string) => {
    if (!value.trim()) return true;
    const minor = toMinorUnits(value);
    if (minor === null) return t('payments.refund.errors.amountFormat');
    if (minor <= 0) return t('payments.refund.errors.amountPositive');
    return minor <= left || t('payments.refund.errors.amountExceeds', { left: leftText });
  };
  const validateReason = (value: string) =>
    !value.trim() ? t('payments.refund.errors.reasonRequired') : value.trim().length <= REASON_MAX || t('payments.refund.errors.reasonTooLong', { max: REASON_MAX });

  async function submit(values: RefundForm) {
    setFailure(null);
    const amount = values.amount.trim() ? toMinorUnits(values.amount) : null;
    const body: RefundRequest = { reason: values.reason.trim(), ...(amount !== null ? { amount } : {}) };
    try {
      await refund({ transactionId: transaction.id, refund: body, idempotencyKey }).unwrap();
      notify.success(t('payments.refund.success'));
      onClose();
    } catch (error) {
      setFailure(errorText(error, 'payments.refund.failed'));
    }
  }

  const footer = (
    <>
      <Button variant="outline" onClick={onClose}>{t('payments.refund.cancel')}</Button>
      <Button type="submit" form={formId} loading={isLoading}>{t('payments.refund.submit')}</Button>
    </>
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('payments.refund.title')}
      description={t('payments.refund.description', {
        amount: format.money(transaction.amount, transaction.currency), booking: transaction.booking.bookingNumber, left: leftText,
      })}
      footer={footer}
    >
      <DialogForm id={formId} noValidate onSubmit={handleSubmit(submit)}>
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label={t('payments.refund.amount', { currency: transaction.currency })}
          hint={t('payments.refund.amountHint', { left: leftText })}
          inputMode="decimal"
          autoComplete="off"
          error={errors.amount?.message}
          {...register('amount', { validate: validateAmount })}
        />
        <TextArea label={t('payments.refund.reason')} required rows={3} error={errors.reason?.message} {...register('reason', { validate: validateReason })} />
        <Note>{t('payments.refund.timing')}</Note>
      </DialogForm>
    </Dialog>
  );
}
