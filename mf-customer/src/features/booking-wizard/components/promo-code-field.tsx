import { useState, type FormEvent } from 'react';
import type { Booking } from '@pitchside/shared-api/contracts/booking';
import { PROMOTION_LIMITS } from '@pitchside/shared-api/contracts/promotion-constants';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { CheckIcon } from '@pitchside/shared-ui/icons';
import { TextField } from '@pitchside/shared-ui/text-field';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';
import { usePromoCode } from '../hooks/use-promo-code';
import type { ServerText } from '../hooks/use-server-text';
import { AppliedCode, PromoForm } from './promo-code-field.styles';

export interface PromoCodeFieldProps {
  hold: Booking;
  text: ServerText;
  /** While the hold is being paid: the code cannot change. */
  disabled: boolean;
  onBusy: (busy: boolean) => void;
  /** The hold re-priced by the server. */
  onRepriced: (booking: Booking) => void;
  /** The hold lapsed meanwhile: back to choosing a time, with this message. */
  onExpired: (message: string) => void;
}

/**
 * The payment step's promo code: applied to the hold (which the server re-prices) or taken off again. A
 * refusal is said in the customer's language under the input ("This code needs at least 2 hours").
 */
export function PromoCodeField({ hold, text, disabled, onBusy, onRepriced, onExpired }: PromoCodeFieldProps) {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  const { apply, remove, applying, removing } = usePromoCode(hold.id, text);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const run = async (work: () => ReturnType<typeof apply>, onRefused: (message: string) => void) => {
    onBusy(true);
    const outcome = await work();
    onBusy(false);
    if (outcome.kind === 'priced') onRepriced(outcome.booking);
    else if (outcome.kind === 'expired') onExpired(outcome.message);
    else onRefused(outcome.message);
    return outcome.kind === 'priced';
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.trim();
    setError(null);
    if (!typed) return setError(t('booking.promo.errors.required'));
    if (await run(() => apply(typed), setError)) setCode('');
  };

  const takeOff = async () => {
    setRemoveError(null);
    await run(remove, setRemoveError);
  };

  if (hold.promoCode) {
    return (
      <>
        <AppliedCode role="status">
          <span><CheckIcon size={18} aria-hidden="true" /> {t('booking.promo.applied', { code: hold.promoCode })}</span>
          <Button variant="outline" size="sm" loading={removing} disabled={disabled} onClick={() => void takeOff()}>
            {t('booking.promo.remove')}
          </Button>
        </AppliedCode>
        {removeError && <Alert tone="error">{removeError}</Alert>}
      </>
    );
  }
  return (
    <PromoForm noValidate onSubmit={(event) => void submit(event)} aria-label={t('booking.promo.label')}>
      <TextField
        label={t('booking.promo.label')}
        hint={t('booking.promo.hint')}
        error={error ?? undefined}
        value={code}
        maxLength={PROMOTION_LIMITS.customerCodeMax}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" variant="outline" loading={applying} disabled={disabled}>{t('booking.promo.apply')}</Button>
    </PromoForm>
  );
}
