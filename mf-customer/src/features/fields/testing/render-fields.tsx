import { screen } from '@testing-library/react';
import { useLocation } from '@pitchside/shared-ui/router';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { FakeApi } from '@pitchside/shared-api/client/testing/fake-api';
import { createTestStore, renderPage } from '../../../testing/render-page';
import FieldsPage from '../fields-page';

/** The router's query string beside the page, so tests can read what the URL holds. */
function CurrentSearch() {
  const { search } = useLocation();
  return <output aria-label="Current search">{search}</output>;
}

/** Renders `/fields` at `path` against `api`. */
export function renderFields(api: FakeApi, path = '/fields', language?: LanguageCode) {
  return renderPage(
    <>
      <FieldsPage />
      <CurrentSearch />
    </>,
    { path, store: createTestStore(api.baseUrl), language },
  );
}

/** The page's URL query, as parameters. */
export const currentSearch = () => new URLSearchParams(screen.getByRole('status', { name: 'Current search' }).textContent ?? '');
