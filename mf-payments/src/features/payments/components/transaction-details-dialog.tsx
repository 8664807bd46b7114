import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { Dialog } from '@pitchside/shared-ui/dialog';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { Stack } from '@pitchside/shared-ui/stack';
import { useGetTransactionQuery } from '@pitchside/shared-api/client/payments-api';
import { NS } from '../../../locales/namespace';
import { useIsStaff } from '../hooks/use-is-staff';
import { useReceiptDownload } from '../hooks/use-receipt-download';
import { hasReceipt } from '../lib/transaction-rules';
import { ReceiptButton } from './receipt-button';
import { RefundDialog } from './refund-dialog';
import { TransactionSummary } from './transaction-summary';

/** One payment (GET /payments/transactions/:id): its facts, breakdown and refunds, its receipt, and the refund action for staff. */
export function TransactionDetailsDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const staff = useIsStaff();
  const query = useGetTransactionQuery(id);
  const [refunding, setRefunding] = useState(false);
  const receipt = useReceiptDownload(id);
  const transaction = query.currentData;
  // The server says whether this caller may refund this payment now (their role and what is left).
  const mayRefund = transaction?.mayRefund === true;
  const withReceipt = transaction !== undefined && hasReceipt(transaction);

  const footer = mayRefund || withReceipt ? (
    <>
      {withReceipt && <ReceiptButton receipt={receipt} />}
      {mayRefund && <Button onClick={() => setRefunding(true)}>{t('payments.details.refund')}</Button>}
    </>
  ) : undefined;

  return (
    <Dialog open size="lg" onOpenChange={(open) => !open && onClose()} title={t('payments.details.title')} description={transaction?.description} footer={footer}>
      {receipt.failure && <Alert tone="error">{receipt.failure}</Alert>}
      {query.isError ? (
        <LoadError message={t('payments.details.loadError')} onRetry={() => void query.refetch()} />
      ) : transaction ? (
        <TransactionSummary transaction={transaction} showCustomer={staff} />
      ) : (
        <SkeletonGroup label={t('payments.details.loading')}>
          <Stack gap={2}>
            {[0, 1, 2, 3, 4].map((row) => (
              <Skeleton key={row} />
            ))}
          </Stack>
        </SkeletonGroup>
      )}
      {refunding && transaction && <RefundDialog transaction={transaction} onClose={() => setRefunding(false)} />}
    </Dialog>
  );
}
