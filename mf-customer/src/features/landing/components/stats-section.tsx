import { useId } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { useGetPlatformStatsQuery } from '@pitchside/shared-api/client/platform-api';
import type { PlatformStats } from '@pitchside/shared-api/contracts/platform';
import { NS } from '../../../locales/namespace';
import { Band, Inner, SectionHeading } from './section.styles';
import { Stat, StatLabel, StatList, StatValue } from './stats-section.styles';

const STAT_KEYS: readonly (keyof PlatformStats)[] = ['fields', 'companies', 'customers', 'bookings'];

/**
 * Live platform totals from `GET /platform/stats`. While loading: skeletons. If the call fails the
 * section is left out: the page stays useful without it, and an error banner would only alarm visitors.
 */
export function StatsSection() {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const format = useFormat();
  const { data, isError } = useGetPlatformStatsQuery();
  if (isError) return null;

  return (
    <Band $tone="muted" aria-labelledby={headingId}>
      <Inner>
        <SectionHeading>
          <h2 id={headingId}>{t('landing.stats.title')}</h2>
        </SectionHeading>
        {data ? (
          <StatList>
            {STAT_KEYS.map((key) => (
              <Stat key={key}>
                <StatValue>{format.number(data[key])}</StatValue>
                <StatLabel>{t(`landing.stats.${key}`, { count: data[key] })}</StatLabel>
              </Stat>
            ))}
          </StatList>
        ) : (
          <SkeletonGroup label={t('landing.stats.loading')}>
            <StatList>
              {STAT_KEYS.map((key) => (
                <Stat key={key}>
                  <Skeleton shape="rect" width="6rem" height="2.5rem" />
                  <Skeleton width="8rem" />
                </Stat>
              ))}
            </StatList>
          </SkeletonGroup>
        )}
      </Inner>
    </Band>
  );
}
