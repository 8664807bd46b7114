import type { ThemeMode } from '@pitchside/shared-ui/theme';
import { DEFAULT_LANGUAGE } from '@pitchside/shared-api/contracts/language';
import type { RootState } from '@pitchside/shared-api/client/store';

/**
 * The preferences a server-rendered page starts from, on the server and in the browser hydrating it:
 * both sides must render the same first tree. The language is i18next's; the store catches up after.
 */
export function initialPreferences(theme: ThemeMode): Partial<RootState> {
  return { preferences: { theme, language: DEFAULT_LANGUAGE } };
}
