import { ClockIcon } from '@pitchside/shared-ui/icons';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';
import { ZoneText } from './zone-note.styles';

/** "Times in America/New_York": every time on the page is the field's local time, not the visitor's. */
export function ZoneNote({ zone }: { zone: string }) {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  return (
    <ZoneText>
      <ClockIcon size={16} />
      {t('fieldDetails.timesIn', { zone })}
    </ZoneText>
  );
}
