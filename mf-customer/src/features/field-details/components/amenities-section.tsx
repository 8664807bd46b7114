import type { Amenity } from '@pitchside/shared-api/contracts/field-constants';
import { Chip } from '@pitchside/shared-ui/chip';
import { CheckIcon, MapPinIcon, PlusIcon, ShieldIcon, SunIcon, UsersIcon } from '@pitchside/shared-ui/icons';
import { Stack } from '@pitchside/shared-ui/stack';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';
import { DetailSection } from './detail-section';
import { Muted } from './detail-section.styles';

/** The design system's icons that fit an amenity; the others get a plain check mark. */
const AMENITY_ICONS: Partial<Record<Amenity, typeof CheckIcon>> = {
  parking: MapPinIcon,
  lighting: SunIcon,
  first_aid: PlusIcon,
  spectator_seating: UsersIcon,
  security: ShieldIcon,
};

export function AmenitiesSection({ amenities }: { amenities: readonly Amenity[] }) {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  return (
    <DetailSection title={t('fieldDetails.amenities.title')}>
      {amenities.length > 0 ? (
        <Stack as="ul" direction="row" gap={2} wrap>
          {amenities.map((amenity) => {
            const Icon = AMENITY_ICONS[amenity] ?? CheckIcon;
            return (
              <li key={amenity}>
                <Chip tone="neutral" icon={<Icon size={16} />} label={t(`fieldDetails.amenities.names.${amenity}`)} />
              </li>
            );
          })}
        </Stack>
      ) : (
        <Muted>{t('fieldDetails.amenities.empty')}</Muted>
      )}
    </DetailSection>
  );
}
