import { useEffect, useMemo } from 'react';
import { divIcon, type LatLngTuple, type LeafletEvent, type Marker as LeafletMarker } from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { MapFrame } from './location-map.styles';

export interface LocationMapProps {
  position: LatLngTuple | null;
  onChange: (position: LatLngTuple) => void;
  tileUrl: string;
  attribution: string;
  /** Accessible name of the map and of its pin. */
  label: string;
  pinLabel: string;
}

/** Where the map opens when the field has no coordinates yet: the demo company's city. */
const FALLBACK_CENTER: LatLngTuple = [40.7128, -74.006];
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** Keeps the pin in view when it is moved from outside the map (search result, typed coordinates). */
function FollowPin({ position }: { position: LatLngTuple | null }) {
  const map = useMap();
  useEffect(() => {
    if (position && !map.getBounds().contains(position)) map.setView(position, Math.max(map.getZoom(), 15));
  }, [map, position]);
  return null;
}

function PlaceOnClick({ onChange }: { onChange: LocationMapProps['onChange'] }) {
  useMapEvents({ click: (event) => onChange([round(event.latlng.lat), round(event.latlng.lng)]) });
  return null;
}

/**
 * The field's pin on a Leaflet map (loaded on its own, only by the location step). A click places the
 * pin, dragging moves it; both report rounded coordinates. Without tiles the pin still works.
 */
export default function LocationMap({ position, onChange, tileUrl, attribution, label, pinLabel }: LocationMapProps) {
  const icon = useMemo(() => divIcon({ className: '', html: '<span class="field-pin"></span>', iconSize: [24, 24], iconAnchor: [12, 24] }), []);
  const handlers = useMemo(
    () => ({
      dragend: (event: LeafletEvent) => {
        const { lat, lng } = (event.target as LeafletMarker).getLatLng();
        onChange([round(lat), round(lng)]);
      },
    }),
    [onChange],
  );
  return (
    <MapFrame role="group" aria-label={label}>
      <style>{leafletCss}</style>
      <MapContainer center={position ?? FALLBACK_CENTER} zoom={position ? 15 : 11} scrollWheelZoom={false}>
        <TileLayer url={tileUrl} attribution={attribution} />
        <FollowPin position={position} />
        <PlaceOnClick onChange={onChange} />
        {position && <Marker position={position} draggable icon={icon} title={pinLabel} alt={pinLabel} eventHandlers={handlers} />}
      </MapContainer>
    </MapFrame>
  );
}
