import { Button } from '@pitchside/shared-ui/button';
import { DownloadIcon } from '@pitchside/shared-ui/icons';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { NS } from '../../../locales/namespace';
import type { ReceiptDownload } from '../hooks/use-receipt-download';

/** "Download receipt": busy while the PDF is fetched; the dialog shows a failure. */
export function ReceiptButton({ receipt }: { receipt: ReceiptDownload }) {
  const { t } = useTranslation(NS);
  return (
    <Button variant="outline" startIcon={<DownloadIcon size={18} />} loading={receipt.busy} onClick={receipt.download}>
      {t('payments.details.receipt')}
    </Button>
  );
}
