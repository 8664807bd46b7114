import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { styled } from '@pitchside/shared-ui/styled';
import { media, space } from '@pitchside/shared-ui/tokens';
import { DEFAULT_LANGUAGE, LANGUAGES, supportedLanguage } from '@pitchside/shared-api/contracts/language';
import type { MaintenanceBanner as Banner } from '@pitchside/shared-api/contracts/admin';

/** In the page's flow above the top bar (which stays sticky): it scrolls away, it never covers the page. */
const Bar = styled.div`
  padding-block: ${space[2]};
  padding-inline: ${space[2]};
  overflow-wrap: anywhere;

  ${media.tabletUp} {
    padding-inline: ${space[4]};
  }
`;

/** A dismissal lasts the browser tab's session and holds for that message only: a new message shows again. */
export const dismissalKey = (message: Banner['message']) => `pitchside:maintenance-dismissed:${JSON.stringify(message)}`;

function isDismissed(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === '1';
  } catch {
    return false; // storage unavailable: the banner shows
  }
}

function rememberDismissal(key: string): void {
  try {
    sessionStorage.setItem(key, '1');
  } catch {
    // storage unavailable: hidden until the next page load
  }
}

const noSubscription = () => () => {};

/**
 * The super admin's maintenance message in the page's language, in English when it has none in that
 * language. Server-rendered pages hydrate it as the server rendered it (shown); a dismissal this tab
 * remembers applies right after.
 */
export default function MaintenanceBanner({ banner }: { banner: Banner }) {
  const { i18n } = useTranslation();
  const key = dismissalKey(banner.message);
  const stored = useSyncExternalStore(noSubscription, () => isDismissed(key), () => false);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const pageLanguage = supportedLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
  const translated = banner.message?.[pageLanguage]?.trim();
  const language = translated ? pageLanguage : DEFAULT_LANGUAGE;
  const text = translated || banner.message?.[DEFAULT_LANGUAGE]?.trim();
  if (!text || stored || dismissed === key) return null;

  const dismiss = () => {
    rememberDismissal(key);
    setDismissed(key);
  };
  return (
    <Bar>
      <Alert tone="info" onDismiss={dismiss}>
        <span lang={language} dir={LANGUAGES.find((l) => l.code === language)?.direction}>
          {text}
        </span>
      </Alert>
    </Bar>
  );
}
