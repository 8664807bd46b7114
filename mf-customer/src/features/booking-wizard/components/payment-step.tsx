import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useGetPaymentMethodsQuery } from '@pitchside/shared-api/client/payments-api';
import type { Booking } from '@pitchside/shared-api/contracts/booking';
import type { FieldBookingPolicy } from '@pitchside/shared-api/contracts/field';
import { ZCardInputSchema, type BookingPay, type CardInput, type PayResult } from '@pitchside/shared-api/contracts/payment';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { ArrowBackIcon, LockIcon } from '@pitchside/shared-ui/icons';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';
import { usePayment } from '../hooks/use-payment';
import type { ServerText } from '../hooks/use-server-text';
import { BookingPolicyNote } from './booking-policy-note';
import { CardFields } from './card-fields';
import { HoldCountdown } from './hold-countdown';
import { defaultChoice, PaymentMethods, type MethodChoice } from './payment-methods';
import { PriceBreakdown } from './price-breakdown';
import { PromoCodeField } from './promo-code-field';
import { Actions, Form, Muted } from './step.styles';
import { TestCardsNote } from './test-cards-note';

export interface PaymentStepProps {
  hold: Booking;
  /** The booking rules of the field's company: payment on site, confirmation, cancellation. */
  policy: FieldBookingPolicy;
  text: ServerText;
  /** While going back releases the hold. */
  releasing: boolean;
  onBack: () => void;
  onPaid: (result: PayResult) => void;
  /** A promo code given to the hold or taken off it: the hold as the server re-priced it. */
  onRepriced: (hold: Booking) => void;
  /** The hold lapsed (countdown or server): back to choosing a time, with this message. */
  onExpired: (message: string) => void;
}

/** Step 4: the price, a promo code, the time left on the hold, and the payment. A refused card keeps the hold. */
export function PaymentStep({ hold, policy, text, releasing, onBack, onPaid, onRepriced, onExpired }: PaymentStepProps) {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  const format = useFormat();
  const methods = useGetPaymentMethodsQuery();
  const { pay, paying } = usePayment(hold.id, text);
  const card = useForm<CardInput>({ resolver: zodResolver(ZCardInputSchema), defaultValues: { number: '', cvc: '', holder: hold.fullName } });
  const [picked, setPicked] = useState<MethodChoice | null>(null);
  // Offered when the company takes it; a refusal of the server (its rules just changed) takes it away.
  const [cashOffered, setCashOffered] = useState(policy.payOnSite);
  const [saveCard, setSaveCard] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // While a code is applied or taken off, the price is about to change: nothing is paid meanwhile.
  const [pricing, setPricing] = useState(false);
  // Until the saved cards are known nothing is chosen, so the form does not switch under the customer's hands.
  const choice = picked ?? (methods.isLoading ? null : defaultChoice(methods.data));

  const send = async (payment: BookingPay) => {
    setFailure(null);
    const outcome = await pay(payment);
    if (outcome.kind === 'paid') onPaid(outcome.result);
    else if (outcome.kind === 'expired') onExpired(outcome.message);
    else {
      if (outcome.kind === 'cashRefused') {
        setCashOffered(false);
        setPicked(null);
      }
      setFailure(outcome.message);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (choice?.kind === 'card') return void card.handleSubmit((values) => send({ card: values, saveCard }))(event);
    event.preventDefault();
    if (choice) void send(choice.kind === 'saved' ? { paymentMethodId: choice.id } : { method: 'cash' });
  };

  return (
    <>
      {hold.holdExpiresAt && <HoldCountdown expiresAt={hold.holdExpiresAt} onExpire={() => onExpired(t('booking.errors.holdExpired'))} />}
      <Muted>
        {t('booking.payment.what', {
          field: hold.field.name, date: format.calendarDate(hold.date, 'weekdayDayMonth'), start: format.clock(hold.startTime), end: format.clock(hold.endTime),
        })}
      </Muted>
      <PriceBreakdown booking={hold} />
      <PromoCodeField hold={hold} text={text} disabled={paying} onBusy={setPricing} onRepriced={onRepriced} onExpired={onExpired} />
      <BookingPolicyNote policy={policy} company={hold.company.name} />
      <Form noValidate onSubmit={submit}>
        <PaymentMethods
          saved={{ data: methods.data, loading: methods.isLoading, failed: methods.isError && !methods.isFetching, retry: () => void methods.refetch() }}
          choice={choice}
          cashOffered={cashOffered}
          onChoose={(next) => { setFailure(null); setPicked(next); }}
        />
        {choice?.kind === 'card' && <CardFields form={card} saveCard={saveCard} onSaveCard={setSaveCard} />}
        <TestCardsNote />
        {failure && <Alert tone="error">{failure}</Alert>}
        <Actions>
          <Button variant="outline" startIcon={<ArrowBackIcon size={18} />} loading={releasing} disabled={paying} onClick={onBack}>
            {t('booking.actions.back')}
          </Button>
          <Button type="submit" loading={paying} disabled={!choice || pricing} startIcon={<LockIcon size={18} />}>
            {choice?.kind === 'cash' ? t('booking.payment.reserve') : t('booking.payment.pay', { amount: format.money(hold.price.total, hold.currency) })}
          </Button>
        </Actions>
        <Muted>{t('booking.payment.backReleases')}</Muted>
      </Form>
    </>
  );
}
