import { lazy, Suspense } from 'react';
import type { Field } from '@pitchside/shared-api/contracts/field';
import { Link } from '@pitchside/shared-ui/link';
import { Skeleton } from '@pitchside/shared-ui/skeleton';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';
import { DetailSection } from './detail-section';
import { Facts } from './detail-section.styles';
import { MapSlot, MapUnavailable } from './location-section.styles';
import { MapBoundary } from './map-boundary';

const FieldMap = lazy(() => import(/* webpackChunkName: "field-details-map" */ './field-map'));

type LocationSectionProps = Pick<Field, 'name' | 'address' | 'city' | 'state' | 'postalCode' | 'country' | 'latitude' | 'longitude'>;

export function LocationSection({ name, address, city, state, postalCode, country, latitude, longitude }: LocationSectionProps) {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  const format = useFormat();
  const coordinates = `${format.number(latitude, { maximumFractionDigits: 5 })}, ${format.number(longitude, { maximumFractionDigits: 5 })}`;
  const osm = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
  return (
    <DetailSection title={t('fieldDetails.location.title')}>
      <Facts>
        <dt>{t('fieldDetails.location.address')}</dt>
        <dd>{address}</dd>
        <dt>{t('fieldDetails.location.city')}</dt>
        <dd>{state ? `${city}, ${state}` : city}</dd>
        {postalCode && (
          <>
            <dt>{t('fieldDetails.location.postalCode')}</dt>
            <dd>{postalCode}</dd>
          </>
        )}
        <dt>{t('fieldDetails.location.country')}</dt>
        <dd>{country}</dd>
        <dt>{t('fieldDetails.location.coordinates')}</dt>
        <dd dir="ltr">{coordinates}</dd>
      </Facts>
      <MapSlot>
        <MapBoundary fallback={<MapUnavailable>{t('fieldDetails.location.mapUnavailable')}</MapUnavailable>}>
          <Suspense fallback={<Skeleton shape="rect" width="100%" height="100%" />}>
            <FieldMap name={name} address={address} latitude={latitude} longitude={longitude} />
          </Suspense>
        </MapBoundary>
      </MapSlot>
      <Link href={osm} external>
        {t('fieldDetails.location.openMap')}
      </Link>
    </DetailSection>
  );
}
