import { useState } from 'react';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { useDownloadTransactionReceiptMutation } from '@pitchside/shared-api/client/receipts-api';
import { BOOKING_ERROR_CODES } from '@pitchside/shared-api/contracts/booking-constants';
import { currentLanguage } from '@pitchside/shared-ui/i18n';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { NS } from '../../../locales/namespace';

export interface ReceiptDownload {
  download: () => void;
  busy: boolean;
  /** Why the last download failed, in the user's language; null when it did not. */
  failure: string | null;
}

/** Downloads the PDF receipt of a payment, written in the language the page is shown in. */
export function useReceiptDownload(transactionId: string): ReceiptDownload {
  const { t, i18n } = useTranslation(NS);
  const [downloadReceipt, { isLoading }] = useDownloadTransactionReceiptMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const download = () => {
    setFailure(null);
    downloadReceipt({ transactionId, lang: currentLanguage(i18n) }).unwrap().catch((error: unknown) => {
      const unavailable = isApiError(error) && error.code === BOOKING_ERROR_CODES.receiptUnavailable;
      setFailure(t(unavailable ? 'payments.details.receiptUnavailable' : 'payments.details.receiptFailed'));
    });
  };

  return { download, busy: isLoading, failure };
}
