import { useState } from 'react';
import { Button } from '@pitchside/shared-ui/button';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { CreditCardIcon, PlusIcon } from '@pitchside/shared-ui/icons';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { Stack } from '@pitchside/shared-ui/stack';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useGetPaymentMethodsQuery } from '@pitchside/shared-api/client/payments-api';
import { AddCardDialog } from './add-card-dialog';
import { SavedCard } from './saved-card';

/**
 * The Payment methods tab of /settings: the user's saved cards (GET /payments/methods), the default first;
 * add one, make one the default, remove one.
 */
export default function PaymentMethodsTab() {
  const { t } = useTranslation('auth');
  const query = useGetPaymentMethodsQuery();
  const [adding, setAdding] = useState(false);
  const cards = query.currentData;
  const addButton = (
    <Button startIcon={<PlusIcon size={18} />} onClick={() => setAdding(true)}>{t('paymentMethods.add')}</Button>
  );

  let body;
  if (query.isError && !query.isFetching) {
    body = <LoadError message={t('paymentMethods.loadFailed')} onRetry={() => void query.refetch()} />;
  } else if (!cards) {
    body = (
      <SkeletonGroup label={t('paymentMethods.loading')}>
        <Stack gap={3}>
          <Skeleton shape="rect" height="5rem" />
          <Skeleton shape="rect" height="5rem" />
        </Stack>
      </SkeletonGroup>
    );
  } else if (cards.length === 0) {
    body = (
      <EmptyState icon={<CreditCardIcon size={28} />} headingLevel={3} title={t('paymentMethods.emptyTitle')} description={t('paymentMethods.emptyText')} action={addButton} />
    );
  } else {
    body = (
      <Stack gap={4} aria-busy={query.isFetching || undefined}>
        <Stack as="ul" gap={3} aria-label={t('paymentMethods.listLabel')}>
          {cards.map((card) => <SavedCard key={card.id} card={card} />)}
        </Stack>
        <div>{addButton}</div>
      </Stack>
    );
  }
  return (
    <>
      {body}
      {adding && <AddCardDialog onClose={() => setAdding(false)} />}
    </>
  );
}
