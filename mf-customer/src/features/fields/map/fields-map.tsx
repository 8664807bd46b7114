import { useCallback, useMemo } from 'react';
import leafletCss from 'leaflet/dist/leaflet.css';
import clusterCss from 'leaflet.markercluster/dist/MarkerCluster.css';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Link } from '@pitchside/shared-ui/router';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { useGetMapConfigQuery } from '@pitchside/shared-api/client/platform-api';
import type { FieldSummary } from '@pitchside/shared-api/contracts/field';
import { FIELDS_NS } from '../../../locales/namespace';
import type { GeoPoint } from '../browse-state';
import { useFieldFacts } from '../hooks/use-field-facts';
import { FitToResults } from './fit-to-results';
import { MapFrame, PopupBody } from './fields-map.styles';
import { clusterIcon, priceIcon, youIcon } from './map-icons';

/** Used when the platform's map settings cannot be read. */
const FALLBACK_TILES = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
};
const MAX_ZOOM = 19;
const WORLD: [number, number] = [20, 0];

interface Props {
  fields: FieldSummary[];
  location: GeoPoint | null;
}

/**
 * The results on a map (its own chunk: Leaflet and its styles load only with it): price markers grouped
 * in clusters, a popup per field linking to its page, and the visitor's position when "near me" is on.
 */
export default function FieldsMap({ fields, location }: Props) {
  const { t } = useTranslation(FIELDS_NS);
  const { data, isError } = useGetMapConfigQuery();
  const tiles = data ?? (isError ? FALLBACK_TILES : null);
  const format = useFormat();
  const you = useMemo(() => youIcon(t('fields.map.you')), [t]);
  const clusterIconOf = useCallback(
    (cluster: { getChildCount: () => number }) =>
      clusterIcon(format.number(cluster.getChildCount()), t('fields.map.cluster', { count: cluster.getChildCount() })),
    [format, t],
  );
  const points = useMemo(() => {
    const all = fields.map((field): [number, number] => [field.latitude, field.longitude]);
    return location ? [...all, [location.lat, location.lng] as [number, number]] : all;
  }, [fields, location]);

  return (
    <MapFrame aria-label={t('fields.map.label')}>
      <style>{`${leafletCss}\n${clusterCss}`}</style>
      <MapContainer center={WORLD} zoom={2} maxZoom={MAX_ZOOM} scrollWheelZoom={false}>
        {tiles && <TileLayer url={tiles.tileUrl} attribution={tiles.attribution} maxZoom={MAX_ZOOM} />}
        <MarkerClusterGroup showCoverageOnHover={false} iconCreateFunction={clusterIconOf}>
          {fields.map((field) => <FieldMarker key={field.id} field={field} />)}
        </MarkerClusterGroup>
        {location && <Marker position={[location.lat, location.lng]} icon={you} title={t('fields.map.you')} />}
        <FitToResults points={points} />
      </MapContainer>
    </MapFrame>
  );
}

function FieldMarker({ field }: { field: FieldSummary }) {
  const { t, i18n } = useTranslation(FIELDS_NS);
  const facts = useFieldFacts();
  const price = facts.price(field);
  const icon = useMemo(() => priceIcon(field.name, price), [field.name, price]);
  return (
    <Marker position={[field.latitude, field.longitude]} icon={icon} title={field.name}>
      <Popup>
        <PopupBody dir={i18n.dir(i18n.language)}>
          <strong>{field.name}</strong>
          <p>{t('fields.card.perHour', { price })}</p>
          <p>{field.city}</p>
          <Link to={`/fields/${encodeURIComponent(field.id)}`}>{t('fields.map.viewField')}</Link>
        </PopupBody>
      </Popup>
    </Marker>
  );
}
