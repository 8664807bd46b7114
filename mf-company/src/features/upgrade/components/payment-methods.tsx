import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { CreditCardIcon, PlusIcon } from '@pitchside/shared-ui/icons';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { Stack } from '@pitchside/shared-ui/stack';
import { useGetCompanyPaymentMethodsQuery } from '@pitchside/shared-api/client/subscription-api';
import { NS } from '../../../locales/namespace';
import { AddCardDialog } from './add-card-dialog';
import { PaymentMethodItem } from './payment-method-item';
import { Methods } from './upgrade.styles';

/** The company's saved cards (GET /companies/payment-methods): add, make default, edit the holder, remove. */
export function PaymentMethods({ companyId }: { companyId?: string | undefined }) {
  const { t } = useTranslation(NS);
  const query = useGetCompanyPaymentMethodsQuery({ companyId });
  const [adding, setAdding] = useState(false);
  const methods = query.currentData;
  const addButton = (
    <Button variant="outline" startIcon={<PlusIcon size={18} />} onClick={() => setAdding(true)}>{t('upgrade.methods.add')}</Button>
  );

  let body;
  if (query.isError) body = <LoadError message={t('upgrade.messages.methodsLoadFailed')} onRetry={() => void query.refetch()} />;
  else if (!methods) {
    body = (
      <SkeletonGroup label={t('upgrade.methods.loading')}>
        <Skeleton shape="rect" height="4.5rem" />
      </SkeletonGroup>
    );
  } else if (methods.length === 0) {
    body = (
      <EmptyState headingLevel={3} icon={<CreditCardIcon size={28} />} title={t('upgrade.methods.emptyTitle')}
        description={t('upgrade.methods.emptyText')} action={addButton} />
    );
  } else {
    body = (
      <Stack gap={3} aria-busy={query.isFetching || undefined}>
        <Methods aria-label={t('upgrade.methods.listLabel')}>
          {methods.map((method) => <PaymentMethodItem key={method.id} method={method} companyId={companyId} />)}
        </Methods>
        <div>{addButton}</div>
      </Stack>
    );
  }
  return (
    <Card as="section" aria-labelledby="methods-title">
      <CardHeader titleId="methods-title" title={t('upgrade.methods.title')} description={t('upgrade.methods.description')} />
      {body}
      {adding && <AddCardDialog companyId={companyId} onClose={() => setAdding(false)} />}
    </Card>
  );
}
