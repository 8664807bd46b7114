import { Badge } from '@pitchside/shared-ui/badge';
import type { PaymentStatus } from '@pitchside/shared-api/contracts/payment-constants';
import { usePaymentFormat } from '../hooks/use-payment-format';
import { STATUS_TONES } from '../lib/transaction-rules';

/** A payment's status as a coloured label (the text carries the meaning, the colour only repeats it). */
export function StatusBadge({ status }: { status: PaymentStatus }) {
  const format = usePaymentFormat();
  return <Badge tone={STATUS_TONES[status]}>{format.status(status)}</Badge>;
}
