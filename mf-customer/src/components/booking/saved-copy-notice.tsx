import { useSavedCopy } from '@pitchside/shared-api/client/offline-data';
import { Alert } from '@pitchside/shared-ui/alert';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { BOOKINGS_NS } from '../../locales/namespace';

/**
 * Says that what the page shows is the copy kept on this device (the network did not answer) and when it
 * was last refreshed. `path` is the API read below /api/v1: `bookings`, `bookings/<id>`.
 */
export function SavedCopyNotice({ path }: { path: string }) {
  const { t } = useTranslation(BOOKINGS_NS);
  const format = useFormat();
  const savedAt = useSavedCopy(path);
  if (!savedAt) return null;
  return (
    <Alert tone="info" title={t('savedCopy.title')}>
      {t('savedCopy.description', { when: format.dateTime(savedAt), ago: format.relativeTime(savedAt) })}
    </Alert>
  );
}
