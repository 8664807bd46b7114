import { useGetMapConfigQuery } from '@pitchside/shared-api/client/platform-api';

/** Where map tiles come from and the credit they require. */
export interface MapTiles {
  tileUrl: string;
  attribution: string;
}

/** OpenStreetMap's public tiles, for when the platform's map settings cannot be read. */
export const DEFAULT_MAP_TILES: MapTiles = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

/** The platform's tile server; null until known, so no tile is fetched from a server it does not use. */
export function useMapTiles(): MapTiles | null {
  const { data, isError } = useGetMapConfigQuery();
  if (data) return data;
  return isError ? DEFAULT_MAP_TILES : null;
}
