import { useState } from 'react';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { useDownloadBookingReceiptMutation } from '@pitchside/shared-api/client/receipts-api';
import { BOOKING_ERROR_CODES } from '@pitchside/shared-api/contracts/booking-constants';
import { currentLanguage } from '@pitchside/shared-ui/i18n';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { BOOKINGS_NS } from '../../../locales/namespace';

export interface ReceiptDownload {
  download: () => void;
  busy: boolean;
  /** Why the last download failed, in the user's language; null when it did not. */
  failure: string | null;
  dismiss: () => void;
}

/** Downloads the booking's PDF receipt, written in the language the page is shown in. */
export function useReceiptDownload(bookingId: string): ReceiptDownload {
  const { t, i18n } = useTranslation(BOOKINGS_NS);
  const [downloadReceipt, { isLoading }] = useDownloadBookingReceiptMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const download = () => {
    setFailure(null);
    downloadReceipt({ bookingId, lang: currentLanguage(i18n) }).unwrap().catch((error: unknown) => {
      const unavailable = isApiError(error) && error.code === BOOKING_ERROR_CODES.receiptUnavailable;
      setFailure(t(unavailable ? 'bookingDetails.receipt.unavailable' : 'bookingDetails.receipt.failed'));
    });
  };

  return { download, busy: isLoading, failure, dismiss: () => setFailure(null) };
}
