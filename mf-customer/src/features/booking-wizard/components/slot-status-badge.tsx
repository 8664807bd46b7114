import type { SlotStatus } from '@pitchside/shared-api/contracts/field-constants';
import { Badge, type BadgeTone } from '@pitchside/shared-ui/badge';
import { CheckIcon, CloseIcon, LockIcon, SettingsIcon, UsersIcon } from '@pitchside/shared-ui/icons';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';

/** Each status has a colour, an icon and a word, so none relies on colour alone. */
const LOOKS: Record<SlotStatus, { tone: BadgeTone; Icon: typeof CheckIcon }> = {
  available: { tone: 'success', Icon: CheckIcon },
  booked: { tone: 'danger', Icon: CloseIcon },
  maintenance: { tone: 'warning', Icon: SettingsIcon },
  closed: { tone: 'neutral', Icon: LockIcon },
  private_event: { tone: 'info', Icon: UsersIcon },
};

/** A slot's status (docs/product/states.md, availability labels). */
export function SlotStatusBadge({ status }: { status: SlotStatus }) {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  const { tone, Icon } = LOOKS[status];
  return (
    <Badge tone={tone}>
      <Icon size={12} />
      {t(`booking.time.status.${status}`)}
    </Badge>
  );
}
