import leafletCss from 'leaflet/dist/leaflet.css';
import { divIcon } from 'leaflet';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';
import { useMapTiles } from '../hooks/use-map-tiles';
import { MapFrame, PIN_CLASS } from './field-map.styles';

// A drawn pin instead of Leaflet's default PNG icons, which would need their own asset URLs.
const pin = divIcon({ className: PIN_CLASS, iconSize: [24, 24], iconAnchor: [12, 12], popupAnchor: [0, -12] });

export interface FieldMapProps {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
}

/**
 * A small map centred on the field (its own chunk: Leaflet loads only with it). Without tiles (offline,
 * blocked) it still shows the marker on a plain background.
 */
export default function FieldMap({ name, address, latitude, longitude }: FieldMapProps) {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  const tiles = useMapTiles();
  return (
    <MapFrame role="region" aria-label={t('fieldDetails.location.map', { name })}>
      <style>{leafletCss}</style>
      <MapContainer center={[latitude, longitude]} zoom={15} scrollWheelZoom={false}>
        {tiles && <TileLayer url={tiles.tileUrl} attribution={tiles.attribution} />}
        <Marker position={[latitude, longitude]} icon={pin} title={name}>
          <Popup>
            <strong>{name}</strong>
            <br />
            {address}
          </Popup>
        </Marker>
      </MapContainer>
    </MapFrame>
  );
}
