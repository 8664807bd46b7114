import { useId, type ReactNode } from 'react';
import type { SavedPaymentMethod } from '@pitchside/shared-api/contracts/payment';
import { Badge } from '@pitchside/shared-ui/badge';
import { BuildingIcon, CreditCardIcon, PlusIcon } from '@pitchside/shared-ui/icons';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';
import { Fieldset, Legend } from './step.styles';
import { MethodHint, MethodList, MethodName, MethodOption } from './payment-step.styles';

/** How the customer pays: a saved card, a card typed now, or on site. */
export type MethodChoice = { kind: 'saved'; id: string } | { kind: 'card' } | { kind: 'cash' };

/** The default saved card when there is one, else a new card. */
export function defaultChoice(saved: readonly SavedPaymentMethod[] | undefined): MethodChoice {
  const preferred = saved?.find((method) => method.isDefault) ?? saved?.[0];
  return preferred ? { kind: 'saved', id: preferred.id } : { kind: 'card' };
}

const same = (a: MethodChoice | null, b: MethodChoice) => a !== null && a.kind === b.kind && (a.kind !== 'saved' || (b.kind === 'saved' && a.id === b.id));

export interface PaymentMethodsProps {
  saved: { data: readonly SavedPaymentMethod[] | undefined; loading: boolean; failed: boolean; retry: () => void };
  /** Null until the saved cards are known. */
  choice: MethodChoice | null;
  /** Whether the field's company takes payment on site (false too once the server refused it). */
  cashOffered: boolean;
  onChoose: (choice: MethodChoice) => void;
}

/** The ways to pay as one radio group, the default saved card chosen first. */
export function PaymentMethods({ saved, choice, cashOffered, onChoose }: PaymentMethodsProps) {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  const name = useId();
  const option = (value: MethodChoice, icon: ReactNode, label: string, hint?: ReactNode) => (
    <MethodOption key={value.kind === 'saved' ? value.id : value.kind}>
      <input type="radio" name={name} checked={same(choice, value)} onChange={() => onChoose(value)} />
      {icon}
      <MethodName>{label}</MethodName>
      {hint}
    </MethodOption>
  );
  return (
    <Fieldset aria-busy={saved.loading || undefined}>
      <Legend>{t('booking.payment.method')}</Legend>
      {saved.loading && (
        <SkeletonGroup label={t('booking.payment.methodsLoading')}>
          <Skeleton shape="rect" height="3rem" />
        </SkeletonGroup>
      )}
      {saved.failed && <LoadError message={t('booking.payment.methodsError')} onRetry={saved.retry} />}
      {!saved.loading && (
        <MethodList>
          {(saved.data ?? []).map((method) =>
            option(
              { kind: 'saved', id: method.id },
              <CreditCardIcon size={20} />,
              t('booking.payment.savedCard', { brand: t(`booking.payment.brands.${method.brand}`), last4: method.last4 }),
              <>
                <MethodHint>{t('booking.payment.expires', { month: String(method.expMonth).padStart(2, '0'), year: method.expYear })}</MethodHint>
                {method.isDefault && <Badge tone="primary">{t('booking.payment.default')}</Badge>}
              </>,
            ),
          )}
          {option({ kind: 'card' }, <PlusIcon size={20} />, t('booking.payment.newCard'))}
          {cashOffered && option({ kind: 'cash' }, <BuildingIcon size={20} />, t('booking.payment.onSite'), <MethodHint>{t('booking.payment.onSiteHint')}</MethodHint>)}
        </MethodList>
      )}
    </Fieldset>
  );
}
