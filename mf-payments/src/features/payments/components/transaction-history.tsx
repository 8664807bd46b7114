import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { CreditCardIcon } from '@pitchside/shared-ui/icons';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { Link } from '@pitchside/shared-ui/router';
import { Stack } from '@pitchside/shared-ui/stack';
import { styled } from '@pitchside/shared-ui/styled';
import { LoadError, type LoadState } from '@pitchside/shared-ui/load-error';
import { NS } from '../../../locales/namespace';

const FilterBox = styled.div`
  max-inline-size: 20rem;
`;

/** Spec §4 transaction filter values ('' = all). */
const STATUS_FILTERS = ['successful', 'pending', 'failed', 'refunded'] as const;

/** Transactions filtered by status. No payment API yet: empty, or the load error. */
export function TransactionHistory({ failed, onRetry }: LoadState) {
  const { t } = useTranslation(NS);
  const [status, setStatus] = useState('');
  return (
    <Stack gap={4}>
      <FilterBox>
        <NativeSelect
          label={t('payments.history.filter')}
          placeholder={t('payments.history.all')}
          options={STATUS_FILTERS.map((value) => ({ value, label: t(`payments.history.${value}`) }))}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
        />
      </FilterBox>
      {failed && onRetry ? (
        <LoadError message={t('payments.history.loadError')} onRetry={onRetry} />
      ) : (
        <EmptyState
          icon={<CreditCardIcon size={28} />}
          title={t('payments.history.emptyTitle')}
          description={t('payments.history.emptyText')}
          action={
            <Button asChild variant="outline">
              <Link to="/company/bookings">{t('payments.history.action')}</Link>
            </Button>
          }
        />
      )}
    </Stack>
  );
}
