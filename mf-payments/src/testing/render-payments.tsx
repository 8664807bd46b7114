import { useLocation } from '@pitchside/shared-ui/router';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { Role } from '@pitchside/shared-api/contracts/roles';
import PaymentsPage from '../features/payments/payments-page';
import type { FakeApi } from '@pitchside/shared-api/client/testing/fake-api';
import { renderPage } from './render-page';
import { signedInStore } from './session';

/** The router's query string, beside the page, so tests can follow what the page keeps in the URL. */
function CurrentSearch() {
  const { search } = useLocation();
  return <output aria-label="Current search">{search}</output>;
}

export interface RenderPaymentsOptions {
  role?: Role;
  /** URL the page opens at (default `/payments`). */
  path?: string;
  language?: LanguageCode;
}

/** `/payments` as the shell mounts it, signed in as `role`, its calls answered by `api`. */
export function renderPayments(api: FakeApi, { role = 'COMPANY_OWNER', path = '/payments', language }: RenderPaymentsOptions = {}) {
  const page = (
    <>
      <PaymentsPage />
      <CurrentSearch />
    </>
  );
  return renderPage(page, { store: signedInStore(api.baseUrl, role), path, route: '/payments', language });
}
