import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import type { FieldSummary } from '@pitchside/shared-api/contracts/field';
import { FIELDS_NS } from '../../../locales/namespace';
import type { GeoPoint } from '../browse-state';
import { MAP_HEIGHT } from '../map/map-size';

const loadMap = () => import(/* webpackChunkName: "fields-map" */ '../map/fields-map');
const FirstAttempt = lazy(loadMap);

/** Starts fetching the map's code (Leaflet and its plugins) before it is shown. */
export function prefetchMap(): void {
  loadMap().catch(() => undefined);
}

interface Props {
  fields: FieldSummary[];
  location: GeoPoint | null;
}

/** The map of the results: its own chunk, loaded only when the map view is chosen. */
export function FieldsMapView(props: Props) {
  const { t } = useTranslation(FIELDS_NS);
  // "Try again" needs a new lazy component: a rejected one stays rejected.
  const [{ attempt, FieldsMap }, setChunk] = useState({ attempt: 0, FieldsMap: FirstAttempt });
  const retry = () => setChunk((chunk) => ({ attempt: chunk.attempt + 1, FieldsMap: lazy(loadMap) }));
  return (
    <ChunkBoundary key={attempt} fallback={<LoadError message={t('fields.map.loadError')} onRetry={retry} />}>
      <Suspense
        fallback={
          <SkeletonGroup label={t('fields.map.loading')}>
            <Skeleton shape="rect" height={MAP_HEIGHT} />
          </SkeletonGroup>
        }
      >
        <FieldsMap {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}

/** Shows `fallback` when the map's code fails to load (offline, a new deployment). */
class ChunkBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
