import type { Field } from '@pitchside/shared-api/contracts/field';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';
import { DetailSection } from './detail-section';
import { Bullets, Facts, Muted, Subheading } from './detail-section.styles';

type SpecificationsProps = Pick<Field, 'capacity' | 'minPlayers' | 'maxPlayers' | 'lighting' | 'roofed' | 'equipment'>;

export function SpecificationsSection({ capacity, minPlayers, maxPlayers, lighting, roofed, equipment }: SpecificationsProps) {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  const format = useFormat();
  const yesNo = (value: boolean) => t(value ? 'fieldDetails.yes' : 'fieldDetails.no');
  return (
    <DetailSection title={t('fieldDetails.specs.title')}>
      <Facts>
        <dt>{t('fieldDetails.specs.capacity')}</dt>
        <dd>{format.number(capacity)}</dd>
        <dt>{t('fieldDetails.specs.players')}</dt>
        <dd>{playersText()}</dd>
        <dt>{t('fieldDetails.specs.lighting')}</dt>
        <dd>{yesNo(lighting)}</dd>
        <dt>{t('fieldDetails.specs.roofed')}</dt>
        <dd>{yesNo(roofed)}</dd>
      </Facts>
      <Subheading>{t('fieldDetails.specs.equipment')}</Subheading>
      {equipment.length > 0 ? (
        <Bullets>
          {equipment.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </Bullets>
      ) : (
        <Muted>{t('fieldDetails.specs.noEquipment')}</Muted>
      )}
    </DetailSection>
  );

  function playersText(): string {
    if (minPlayers !== null && maxPlayers !== null) {
      return t('fieldDetails.range', { start: format.number(minPlayers), end: format.number(maxPlayers) });
    }
    if (minPlayers !== null) return t('fieldDetails.specs.playersMin', { value: format.number(minPlayers) });
    if (maxPlayers !== null) return t('fieldDetails.specs.playersMax', { value: format.number(maxPlayers) });
    return t('fieldDetails.notGiven');
  }
}
