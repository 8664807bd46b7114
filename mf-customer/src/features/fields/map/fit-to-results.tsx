import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import L from 'leaflet';

/** Closest zoom used to show a single field (street level, its neighbourhood still in view). */
const CLOSEST_ZOOM = 15;

/** Moves the map so every point is in view whenever the points change (another page, other filters). */
export function FitToResults({ points }: { points: [number, number][] }) {
  const map = useMap();
  const key = JSON.stringify(points);
  useEffect(() => {
    const latLngs = JSON.parse(key) as [number, number][];
    if (latLngs.length === 0) return;
    map.fitBounds(L.latLngBounds(latLngs), { padding: [48, 48], maxZoom: CLOSEST_ZOOM, animate: false });
  }, [map, key]);
  return null;
}
