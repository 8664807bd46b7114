import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { CreditCardIcon, PlusIcon } from '@pitchside/shared-ui/icons';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { Stack } from '@pitchside/shared-ui/stack';
import { useGetPaymentMethodsQuery } from '@pitchside/shared-api/client/payments-api';
import { NS } from '../../../locales/namespace';
import { AddMethodDialog } from './add-method-dialog';
import { PaymentMethodCard } from './payment-method-card';

/** The user's saved cards (GET /payments/methods), the default first; add, make default, remove. */
export function SavedMethods() {
  const { t } = useTranslation(NS);
  const query = useGetPaymentMethodsQuery();
  const [adding, setAdding] = useState(false);
  const methods = query.currentData;
  const addButton = (
    <Button startIcon={<PlusIcon size={18} />} onClick={() => setAdding(true)}>
      {t('payments.methods.add')}
    </Button>
  );

  let body;
  if (query.isError) body = <LoadError message={t('payments.methods.loadError')} onRetry={() => void query.refetch()} />;
  else if (!methods) {
    body = (
      <SkeletonGroup label={t('payments.methods.loading')}>
        <Stack gap={3}>
          {[0, 1].map((row) => (
            <Skeleton key={row} shape="rect" height="6rem" />
          ))}
        </Stack>
      </SkeletonGroup>
    );
  } else if (methods.length === 0) {
    body = <EmptyState icon={<CreditCardIcon size={28} />} title={t('payments.methods.emptyTitle')} description={t('payments.methods.emptyText')} action={addButton} />;
  } else {
    body = (
      <Stack gap={4} aria-busy={query.isFetching || undefined}>
        <Stack direction="row" justify="flex-end">{addButton}</Stack>
        <Stack as="ul" gap={3} aria-label={t('payments.methods.listLabel')}>
          {methods.map((method) => (
            <PaymentMethodCard key={method.id} method={method} />
          ))}
        </Stack>
      </Stack>
    );
  }
  return (
    <>
      {body}
      {adding && <AddMethodDialog onClose={() => setAdding(false)} />}
    </>
  );
}
