import { useEffect } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { notify } from '@pitchside/shared-ui/toaster';

export const OFFLINE_TOAST_ID = 'connectivity-offline';
export const ONLINE_TOAST_ID = 'connectivity-online';

/**
 * App shell (docs/product/states.md): 'You are offline' while the connection is gone (it stays until the connection is
 * back), then 'Back online!'.
 */
export function useConnectivityToasts(): void {
  const { t } = useTranslation('shell');

  useEffect(() => {
    const offline = () => {
      notify.dismiss(ONLINE_TOAST_ID);
      notify.error(t('connectivity.offline'), { id: OFFLINE_TOAST_ID, duration: Infinity });
    };
    const online = () => {
      notify.dismiss(OFFLINE_TOAST_ID);
      notify.success(t('connectivity.online'), { id: ONLINE_TOAST_ID });
    };
    if (!navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [t]);
}
