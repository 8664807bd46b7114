import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { CreditCardIcon, FilterIcon } from '@pitchside/shared-ui/icons';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Link } from '@pitchside/shared-ui/router';
import { Stack } from '@pitchside/shared-ui/stack';
import type { Transaction, TransactionList } from '@pitchside/shared-api/contracts/payment';
import { NS } from '../../../locales/namespace';
import { useIsStaff } from '../hooks/use-is-staff';
import { Pagination } from './pagination';
import { TransactionsTable } from './transactions-table';

interface HistoryResultsProps {
  data: TransactionList | undefined;
  /** A status filter is on (the empty state then offers to clear it). */
  filtered: boolean;
  loading: boolean;
  /** A new page or filter is being fetched while the last one shows. */
  refreshing: boolean;
  failed: boolean;
  onRetry: () => void;
  onShowAll: () => void;
  onPage: (page: number) => void;
  onOpen: (transaction: Transaction) => void;
}

/** The history's body: skeletons, the load error with a retry, an empty state, or the payments (table or cards) and pages. */
export function HistoryResults({ data, filtered, loading, refreshing, failed, onRetry, onShowAll, onPage, onOpen }: HistoryResultsProps) {
  const { t } = useTranslation(NS);
  const staff = useIsStaff();
  if (failed) return <LoadError message={t('payments.history.loadError')} onRetry={onRetry} />;
  if (loading || !data) return <TransactionsTable transactions={[]} showCustomer={staff} loading onOpen={onOpen} />;
  if (data.transactions.length === 0) {
    return filtered ? (
      <EmptyState
        icon={<FilterIcon size={28} />}
        title={t('payments.history.emptyFilteredTitle')}
        description={t('payments.history.emptyFilteredText')}
        action={<Button variant="outline" onClick={onShowAll}>{t('payments.history.showAll')}</Button>}
      />
    ) : (
      <EmptyState
        icon={<CreditCardIcon size={28} />}
        title={t('payments.history.emptyTitle')}
        description={t('payments.history.emptyText')}
        action={
          <Button asChild variant="outline">
            <Link to={staff ? '/company/bookings' : '/bookings'}>{t('payments.history.action')}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap={4} aria-busy={refreshing || undefined}>
      <TransactionsTable transactions={data.transactions} showCustomer={staff} onOpen={onOpen} />
      <Pagination page={data.pagination.page} totalPages={data.pagination.totalPages} onPage={onPage} />
    </Stack>
  );
}
