import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { MapPinIcon, SearchIcon } from '@pitchside/shared-ui/icons';
import { Stack } from '@pitchside/shared-ui/stack';
import { useLazyGeocodeQuery } from '@pitchside/shared-api/client/company-fields-api';
import type { GeocodeResult } from '@pitchside/shared-api/contracts/field';
import { FIELD_MESSAGES } from '@pitchside/shared-api/contracts/field-constants';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { NS } from '../../../locales/namespace';

type Search = { state: 'idle' | 'searching' | 'notFound' | 'failed' } | { state: 'found'; results: GeocodeResult[] };

interface GeocodeSearchProps {
  /** "address, city, country" as typed. */
  query: string;
  onPick: (result: GeocodeResult) => void;
}

/**
 * "Find on map": looks the address up (GET /geocode) and lists the places found to choose from. When
 * nothing is found or the lookup fails it says so (docs/product/messages.md); the pin can always be placed by hand.
 */
export function GeocodeSearch({ query, onPick }: GeocodeSearchProps) {
  const { t } = useTranslation(NS);
  const [geocode] = useLazyGeocodeQuery();
  const [search, setSearch] = useState<Search>({ state: 'idle' });

  const find = async () => {
    setSearch({ state: 'searching' });
    try {
      const { results } = await geocode(query, true).unwrap();
      setSearch(results.length ? { state: 'found', results } : { state: 'notFound' });
    } catch (error) {
      const notFound = isApiError(error) && (error.status === 404 || error.message === FIELD_MESSAGES.locationNotFound);
      setSearch({ state: notFound ? 'notFound' : 'failed' });
    }
  };

  return (
    <Stack gap={3}>
      <div>
        <Button variant="outline" startIcon={<SearchIcon size={18} />} loading={search.state === 'searching'} disabled={query.trim().length < 2} onClick={find}>
          {t('editor.location.find')}
        </Button>
      </div>
      {search.state === 'notFound' && <Alert tone="warning">{t('fields.messages.locationNotFound')}</Alert>}
      {search.state === 'failed' && <Alert tone="error">{t('fields.messages.geocodingFailed')}</Alert>}
      {search.state === 'found' && (
        <Stack as="ul" gap={2} aria-label={t('editor.location.results')}>
          {search.results.map((result) => (
            <li key={`${result.latitude},${result.longitude},${result.label}`}>
              <Button
                variant="ghost"
                startIcon={<MapPinIcon size={18} />}
                onClick={() => {
                  onPick(result);
                  setSearch({ state: 'idle' });
                }}
              >
                {result.label}
              </Button>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
