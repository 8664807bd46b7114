import { useTranslation } from '@pitchside/shared-ui/translation';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { PermissionGate } from '../../components/permission-gate';
import { NS } from '../../locales/namespace';
import { CheckInDesk } from './components/check-in-desk';

/** `/company/check-in`: staff check players in by their pass's QR code or its confirmation code (SCAN_QR_CODES). */
export function CheckInPage() {
  const { t } = useTranslation(NS);
  return (
    <Page>
      <PageHeader title={t('checkIn.title')} description={t('checkIn.subtitle')} />
      <PermissionGate permission="SCAN_QR_CODES">
        <CheckInDesk />
      </PermissionGate>
    </Page>
  );
}
