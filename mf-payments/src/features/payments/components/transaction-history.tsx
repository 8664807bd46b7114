import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { Stack } from '@pitchside/shared-ui/stack';
import { styled } from '@pitchside/shared-ui/styled';
import { useGetTransactionsQuery } from '@pitchside/shared-api/client/payments-api';
import { TRANSACTION_FILTERS, type TransactionFilter } from '@pitchside/shared-api/contracts/payment-constants';
import { NS } from '../../../locales/namespace';
import { useHistoryParams } from '../hooks/use-history-params';
import { HistoryResults } from './history-results';
import { TransactionDetailsDialog } from './transaction-details-dialog';

const FilterBox = styled.div`
  max-inline-size: 20rem;
`;

/** Transaction filter values (docs/product/states.md; '' = all). */
const STATUS_FILTERS = Object.keys(TRANSACTION_FILTERS) as TransactionFilter[];
/** Transactions per page. */
const HISTORY_PAGE_SIZE = 10;

/** Payments the user may see, newest first, filtered by status and paged (GET /payments/transactions). */
export function TransactionHistory() {
  const { t } = useTranslation(NS);
  const { status, page, setStatus, setPage } = useHistoryParams();
  const query = useGetTransactionsQuery({ status, page, limit: HISTORY_PAGE_SIZE });
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <Stack gap={4}>
      <FilterBox>
        <NativeSelect
          label={t('payments.history.filter')}
          placeholder={t('payments.history.all')}
          options={STATUS_FILTERS.map((value) => ({ value, label: t(`payments.history.${value}`) }))}
          value={status ?? ''}
          onChange={(event) => setStatus(event.target.value)}
        />
      </FilterBox>
      <HistoryResults
        // The last page stays (marked busy) while the next one loads, so focus stays on the pager.
        data={query.data}
        filtered={status !== undefined}
        loading={query.isLoading}
        refreshing={query.isFetching}
        failed={query.isError}
        onRetry={() => void query.refetch()}
        onShowAll={() => setStatus('')}
        onPage={setPage}
        onOpen={(transaction) => setOpenId(transaction.id)}
      />
      {openId && <TransactionDetailsDialog id={openId} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}
