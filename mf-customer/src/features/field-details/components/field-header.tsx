import type { Field } from '@pitchside/shared-api/contracts/field';
import { Badge } from '@pitchside/shared-ui/badge';
import { Button } from '@pitchside/shared-ui/button';
import { BuildingIcon, CalendarIcon, MapPinIcon } from '@pitchside/shared-ui/icons';
import { Link } from '@pitchside/shared-ui/router';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';
import { Aside, Header, Meta, Price, PriceLabel, Tags, Title } from './field-header.styles';

type FieldHeaderProps = { field: Field };

/** Name, kind of field, where and whose it is, its base price and the way to book it. */
export function FieldHeader({ field }: FieldHeaderProps) {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  const format = useFormat();
  const inactive = field.status === 'inactive';
  return (
    <Header>
      <div>
        <Title>{field.name}</Title>
        <Tags aria-label={t('fieldDetails.header.tags')}>
          <li><Badge tone="primary">{t(`fieldDetails.sports.${field.sportType}`)}</Badge></li>
          <li><Badge>{t(`fieldDetails.surfaces.${field.surfaceType}`)}</Badge></li>
          <li><Badge>{t(field.indoor ? 'fieldDetails.header.indoor' : 'fieldDetails.header.outdoor')}</Badge></li>
          {inactive && <li><Badge tone="warning">{t('fieldDetails.header.inactive')}</Badge></li>}
          {field.publicationState !== 'published' && (
            <li><Badge tone="info">{t(`fieldDetails.header.${field.publicationState}`)}</Badge></li>
          )}
        </Tags>
        <Meta>
          <span>
            <MapPinIcon size={16} />
            {t('fieldDetails.header.place', { city: field.city, country: field.country })}
          </span>
          <span>
            <BuildingIcon size={16} />
            {t('fieldDetails.header.company', { company: field.company.name })}
          </span>
        </Meta>
      </div>
      <Aside>
        <PriceLabel>{t('fieldDetails.pricing.base')}</PriceLabel>
        <Price>{t('fieldDetails.perHour', { price: format.money(field.basePricePerHour, field.currency) })}</Price>
        {inactive ? (
          <PriceLabel>{t('fieldDetails.header.inactiveText')}</PriceLabel>
        ) : (
          <Button asChild startIcon={<CalendarIcon size={18} />}>
            <Link to={`/fields/${encodeURIComponent(field.id)}/book`}>{t('fieldDetails.header.bookNow')}</Link>
          </Button>
        )}
      </Aside>
    </Header>
  );
}
