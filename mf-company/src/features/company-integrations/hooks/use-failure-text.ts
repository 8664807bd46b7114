import { useTranslation } from '@pitchside/shared-ui/translation';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { NS } from '../../../locales/namespace';

/** The text of docs/product/roles-and-permissions.md when the caller may not manage the company; otherwise the given fallback. */
export function useFailureText() {
  const { t } = useTranslation(NS);
  return (error: unknown, fallbackKey: string) =>
    isApiError(error) && error.status === 403 ? t('permissionGate.text') : t(fallbackKey);
}
