import { useCallback, useMemo } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import {
  ANNOUNCEMENT_CHANNELS, type AnnouncementAudience, type AnnouncementChannel,
} from '@pitchside/shared-api/contracts/announcements';
import { NS } from '../../../locales/namespace';

/** The channels in the contract's order (in the app, then e-mail), whatever order they were ticked in. */
export const inOrder = (channels: readonly AnnouncementChannel[]): AnnouncementChannel[] =>
  ANNOUNCEMENT_CHANNELS.filter((channel) => channels.includes(channel));

/**
 * How an announcement's audience and channels are said: as a label ("Staff of Arena Sports", "In the app, by
 * e-mail") and inside a sentence ("the staff of Arena Sports", "in the app and by e-mail").
 */
export function useAnnouncementText() {
  const { t } = useTranslation(NS);
  const company = useCallback((name: string | null | undefined) => name || t('announcements.audience.someCompany'), [t]);
  const audienceLabel = useCallback((audience: AnnouncementAudience, companyName?: string | null) =>
    (audience === 'company' ? t('announcements.audience.labels.companyNamed', { company: company(companyName) }) : t(`announcements.audience.labels.${audience}`)),
  [company, t]);
  const audiencePhrase = useCallback((audience: AnnouncementAudience, companyName?: string | null) =>
    t(`announcements.audience.phrases.${audience}`, { company: company(companyName) }), [company, t]);
  const channelsLabel = useCallback((channels: readonly AnnouncementChannel[]) =>
    inOrder(channels).map((channel) => t(`announcements.channels.${channel}`)).join(t('announcements.channels.separator')), [t]);
  const channelsPhrase = useCallback((channels: readonly AnnouncementChannel[]) => {
    const ordered = inOrder(channels);
    return t(`announcements.channels.phrases.${ordered.length === ANNOUNCEMENT_CHANNELS.length ? 'both' : ordered[0] ?? 'in_app'}`);
  }, [t]);
  return useMemo(() => ({ audienceLabel, audiencePhrase, channelsLabel, channelsPhrase }), [audienceLabel, audiencePhrase, channelsLabel, channelsPhrase]);
}
