import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { CloseIcon, LocateIcon } from '@pitchside/shared-ui/icons';
import { FIELDS_NS } from '../../../locales/namespace';
import type { NearMe } from '../hooks/use-near-me';

/** The "near me" button (or, once located, the way to turn it off). */
export function NearMeButton({ nearMe, located }: { nearMe: NearMe; located: boolean }) {
  const { t } = useTranslation(FIELDS_NS);
  const pending = nearMe.status === 'pending';
  if (located && !pending) {
    return (
      <Button variant="outline" startIcon={<CloseIcon size={18} />} onClick={nearMe.clear}>
        {t('fields.nearMe.clear')}
      </Button>
    );
  }
  return (
    <Button variant="outline" startIcon={<LocateIcon size={18} />} loading={pending} onClick={nearMe.locate}>
      {pending ? t('fields.nearMe.locating') : t('fields.nearMe.button')}
    </Button>
  );
}

/** What became of the last attempt: sorted by distance, or why the position is missing (docs/product/messages.md). */
export function NearMeMessage({ nearMe }: { nearMe: NearMe }) {
  const { t } = useTranslation(FIELDS_NS);
  switch (nearMe.status) {
    case 'granted':
      return <Alert tone="info">{t('fields.nearMe.granted')}</Alert>;
    case 'denied':
      return (
        <Alert tone="warning" title={t('fields.nearMe.denied')} onDismiss={nearMe.dismiss}>
          {t('fields.nearMe.deniedHelp')}
        </Alert>
      );
    case 'unsupported':
      return (
        <Alert tone="warning" title={t('fields.nearMe.unsupported')} onDismiss={nearMe.dismiss}>
          {t('fields.nearMe.unsupportedHelp')}
        </Alert>
      );
    case 'failed':
      return (
        <Alert
          tone="error"
          title={t('fields.nearMe.failed')}
          onDismiss={nearMe.dismiss}
          action={
            <Button variant="outline" size="sm" onClick={nearMe.locate}>
              {t('fields.nearMe.retry')}
            </Button>
          }
        />
      );
    default:
      return null;
  }
}
