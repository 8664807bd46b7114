import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Grid } from '@pitchside/shared-ui/grid';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { Stack } from '@pitchside/shared-ui/stack';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { TextField } from '@pitchside/shared-ui/text-field';
import { useGetLocationsQuery } from '@pitchside/shared-api/client/company-profile-api';
import type { CompanyLocation } from '@pitchside/shared-api/contracts/company-profile';
import type { LatLngTuple } from 'leaflet';
import { NS } from '../../../locales/namespace';
import { useTileLayer } from '../hooks/use-tile-layer';
import { parseNumber } from '../model/field-request';
import { GeocodeSearch } from './geocode-search';
import type { StepProps } from './step-props';
import { Hint } from './wizard.styles';

const LocationMap = lazy(() => import(/* webpackChunkName: "field-location-map" */ './location-map'));

const ADDRESS_FIELDS = ['address', 'city', 'state', 'postalCode', 'country'] as const;
const SITES_LISTED = 100;

/** A site's address as the draft holds it (coordinates when the site has them). */
function addressOf(site: CompanyLocation) {
  return {
    address: site.street, city: site.city, state: site.state, postalCode: site.postalCode, country: site.country,
    ...(site.latitude !== null && site.longitude !== null ? { latitude: String(site.latitude), longitude: String(site.longitude) } : {}),
  };
}
const REQUIRED: ReadonlySet<string> = new Set(['address', 'city', 'country']);

/** Step 2, location: the address, then the exact spot from the address search, the map or typed coordinates. */
export function LocationStep({ draft, update, errorOf }: StepProps) {
  const { t } = useTranslation(NS);
  const tiles = useTileLayer();
  const latitude = parseNumber(draft.latitude);
  const longitude = parseNumber(draft.longitude);
  const inRange = latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  const position: LatLngTuple | null = inRange ? [latitude, longitude] : null;
  const place = useCallback(([lat, lng]: LatLngTuple) => update({ latitude: String(lat), longitude: String(lng) }), [update]);
  const query = [draft.address, draft.city, draft.country].map((part) => part.trim()).filter(Boolean).join(', ');
  // The company's sites (up to the largest page); none, or not readable, and the choice is not offered.
  const sites = useGetLocationsQuery({ limit: SITES_LISTED }).data?.locations ?? [];
  const chooseSite = (id: string) => {
    const site = sites.find((s) => s.id === id);
    // A field with no address yet takes its site's; a typed address is kept.
    update(site && !draft.address.trim() ? { locationId: id, ...addressOf(site) } : { locationId: id });
  };

  return (
    <Stack gap={4}>
      {(sites.length > 0 || draft.locationId) && (
        <NativeSelect
          label={t('editor.location.site')}
          hint={t('editor.location.siteHint')}
          value={draft.locationId}
          error={errorOf('locationId')}
          onChange={(event) => chooseSite(event.target.value)}
          options={[{ value: '', label: t('editor.location.noSite') }, ...sites.map((site) => ({ value: site.id, label: `${site.name} — ${site.city}` }))]}
        />
      )}
      <Grid columns={2} gap={4}>
        {ADDRESS_FIELDS.map((name) => (
          <TextField
            key={name}
            label={t(`editor.location.${name}`)}
            required={REQUIRED.has(name)}
            autoComplete="off"
            value={draft[name]}
            error={errorOf(name)}
            onChange={(event) => update({ [name]: event.target.value })}
          />
        ))}
      </Grid>
      <GeocodeSearch query={query} onPick={(result) => place([result.latitude, result.longitude])} />
      <Suspense
        fallback={
          <SkeletonGroup label={t('editor.location.mapLoading')}>
            <Skeleton shape="rect" height="18rem" />
          </SkeletonGroup>
        }
      >
        <LocationMap
          position={position}
          onChange={place}
          tileUrl={tiles.tileUrl}
          attribution={tiles.attribution}
          label={t('editor.location.map')}
          pinLabel={t('editor.location.pin')}
        />
      </Suspense>
      <Hint>{t('editor.location.mapHint')}</Hint>
      <Grid columns={2} gap={4}>
        {(['latitude', 'longitude'] as const).map((name) => (
          <TextField
            key={name}
            label={t(`editor.location.${name}`)}
            required
            type="number"
            inputMode="decimal"
            step="any"
            value={draft[name]}
            error={errorOf(name)}
            onChange={(event) => update({ [name]: event.target.value })}
          />
        ))}
      </Grid>
    </Stack>
  );
}
