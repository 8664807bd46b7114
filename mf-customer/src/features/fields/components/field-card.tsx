import { useTranslation } from '@pitchside/shared-ui/translation';
import { FieldIcon } from '@pitchside/shared-ui/icons';
import { Link } from '@pitchside/shared-ui/router';
import type { FieldSummary } from '@pitchside/shared-api/contracts/field';
import { FIELDS_NS } from '../../../locales/namespace';
import { useFieldFacts } from '../hooks/use-field-facts';
import { Body, CardRoot, Facts, Name, Photo, Price } from './field-card.styles';

/**
 * One result: photo, name (the link to the field), price per hour and the facts a player compares.
 * `eager`: the first results' photos are in view at once (and the largest paint), so they load now.
 */
export function FieldCard({ field, eager = false }: { field: FieldSummary; eager?: boolean }) {
  const { t } = useTranslation(FIELDS_NS);
  const facts = useFieldFacts();
  return (
    <CardRoot forwardedAs="li" padding="none" interactive>
      <Photo>
        {field.primaryImageUrl ? (
          <img
            src={field.primaryImageUrl}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
            width={640}
            height={400}
          />
        ) : (
          <FieldIcon size={40} />
        )}
      </Photo>
      <Body>
        <Name>
          <Link to={`/fields/${encodeURIComponent(field.id)}`}>{field.name}</Link>
        </Name>
        <Price>{t('fields.card.perHour', { price: facts.price(field) })}</Price>
        <Facts aria-label={t('fields.card.facts')}>
          <li>{t(`fields.sports.${field.sportType}`)}</li>
          <li>{t(`fields.surfaces.${field.surfaceType}`)}</li>
          <li>{field.indoor ? t('fields.filters.indoor') : t('fields.filters.outdoor')}</li>
          <li>{field.city}</li>
          <li>{t('fields.card.capacity', { count: field.capacity })}</li>
          {field.distanceKm !== undefined && <li>{t('fields.card.distance', { distance: facts.distance(field.distanceKm) })}</li>}
        </Facts>
      </Body>
    </CardRoot>
  );
}
