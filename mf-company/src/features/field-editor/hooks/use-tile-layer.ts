import { useGetMapConfigQuery } from '@pitchside/shared-api/client/platform-api';

/** OpenStreetMap's public tiles: used until the platform's map settings arrive, or if they cannot. */
const FALLBACK_TILES = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

/** Tile URL template and attribution of the map (GET /platform/map-config). */
export function useTileLayer(): { tileUrl: string; attribution: string } {
  const { data } = useGetMapConfigQuery();
  return data ?? FALLBACK_TILES;
}
