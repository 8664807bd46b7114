import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { ListIcon } from '@pitchside/shared-ui/icons';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { Stack } from '@pitchside/shared-ui/stack';
import { useGetBillingHistoryQuery } from '@pitchside/shared-api/client/subscription-api';
import { Pagination } from '../../../components/pagination';
import { NS } from '../../../locales/namespace';
import { HISTORY_PAGE_SIZE } from '../hooks/use-billing-prefetch';
import { InvoiceRows } from './invoice-rows';

/** The company's invoices, newest first, a page at a time (GET /companies/billing/history). */
export function BillingHistory({ companyId }: { companyId?: string | undefined }) {
  const { t } = useTranslation(NS);
  const [page, setPage] = useState(1);
  const history = useGetBillingHistoryQuery({ companyId, page, limit: HISTORY_PAGE_SIZE });
  const data = history.currentData;

  let body;
  if (history.isError) body = <LoadError message={t('upgrade.history.loadError')} onRetry={() => void history.refetch()} />;
  else if (!data) {
    body = (
      <SkeletonGroup label={t('upgrade.history.loading')}>
        <Stack gap={2}>{[0, 1, 2].map((n) => <Skeleton key={n} shape="rect" height="2.5rem" />)}</Stack>
      </SkeletonGroup>
    );
  } else if (data.invoices.length === 0 && page === 1) {
    body = <EmptyState headingLevel={3} icon={<ListIcon size={28} />} title={t('upgrade.history.emptyTitle')} description={t('upgrade.history.emptyText')} />;
  } else {
    body = (
      <Stack gap={4}>
        <InvoiceRows invoices={data.invoices} companyId={companyId} />
        <Pagination page={data.pagination.page} totalPages={data.pagination.totalPages} onPage={setPage} label={t('upgrade.history.pages')} />
      </Stack>
    );
  }
  return (
    <Card as="section" aria-labelledby="history-title">
      <CardHeader titleId="history-title" title={t('upgrade.history.title')} />
      {body}
    </Card>
  );
}
