import { lazy, memo, Suspense, useEffect, useState } from 'react';
import type { PublicPlatformSettings } from '@pitchside/shared-api/contracts/admin';
import { readInlineJson } from '../../app/inline-json';

// On every page's start-up path (docs/performance.md: `/` is at its budget): no API client, no zod. The
// banner itself loads only when one is on.

/** Id of the `<script type="application/json">` in which the server inlines the public settings. */
export const INLINE_SETTINGS_ID = 'pitchside-settings';
/** The public settings, without the store's API client (its endpoint module is not on the start-up path). */
export const PUBLIC_SETTINGS_URL = '/api/v1/platform/settings';

/** The settings the server wrote into the page, or undefined (a plain index.html, or a failed read). Browser only. */
export function readInlineSettings(): PublicPlatformSettings | undefined {
  return readInlineJson(INLINE_SETTINGS_ID) as PublicPlatformSettings | undefined;
}

// A banner whose code cannot load is left out: it must not take the page down with it (error boundary).
const MaintenanceBanner = lazy(() => import(/* webpackChunkName: "maintenance-banner" */ './maintenance-banner').catch(() => ({ default: () => null })));

/**
 * The maintenance banner above every page when the super admin has turned it on. `settings` are the ones
 * the page was rendered with (server and hydration render the same); without them they are fetched.
 * Memoised: re-rendering a server-rendered banner whose code is still loading would drop its markup.
 */
export const MaintenanceNotice = memo(function MaintenanceNotice({ settings: initial }: { settings?: PublicPlatformSettings }) {
  const [settings, setSettings] = useState(initial);
  useEffect(() => {
    if (initial) return;
    fetch(PUBLIC_SETTINGS_URL)
      .then((response) => response.json() as Promise<{ data?: PublicPlatformSettings }>)
      .then((body) => setSettings(body.data), () => undefined);
  }, [initial]);
  const banner = settings?.maintenanceBanner;
  return banner?.enabled ? (
    <Suspense fallback={null}>
      <MaintenanceBanner banner={banner} />
    </Suspense>
  ) : null;
});
