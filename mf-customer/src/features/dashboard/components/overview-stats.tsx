import { Fragment, useId, type ReactNode } from 'react';
import type { CustomerDashboard } from '@pitchside/shared-api/contracts/customer-home';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { VisuallyHidden } from '@pitchside/shared-ui/visually-hidden';
import { DASHBOARD_NS } from '../../../locales/namespace';
import { Amount, StatCard, StatHint, StatLabel, StatList, StatValue } from './overview-stats.styles';

function Stat({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <StatCard forwardedAs="li">
      <dl>
        <StatLabel>{label}</StatLabel>
        <StatValue>{value}</StatValue>
        {hint && <StatHint>{hint}</StatHint>}
      </dl>
    </StatCard>
  );
}

/** The player's figures at a glance (each defined once, in docs/product/figures.md; the hint says what it counts). */
export function OverviewStats({ stats }: { stats: CustomerDashboard['stats'] }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const format = useFormat();
  const headingId = useId();
  const hours = (value: number) => t('dashboard.stats.hours', { hours: format.number(value, { maximumFractionDigits: 1 }) });
  const spent = stats.spent.filter((money) => money.amount !== 0);
  return (
    <section aria-labelledby={headingId}>
      <VisuallyHidden asChild>
        <h2 id={headingId}>{t('dashboard.stats.title')}</h2>
      </VisuallyHidden>
      <StatList>
        <Stat label={t('dashboard.stats.upcoming')} value={format.number(stats.upcoming)} />
        <Stat label={t('dashboard.stats.played')} value={format.number(stats.played)} hint={t('dashboard.stats.playedHint')} />
        <Stat
          label={t('dashboard.stats.hoursThisMonth')}
          value={hours(stats.hoursPlayed.thisMonth)}
          hint={t('dashboard.stats.hoursAllTime', { hours: hours(stats.hoursPlayed.allTime) })}
        />
        <Stat
          label={t('dashboard.stats.spent')}
          value={spent.length > 0
            ? spent.map((money, index) => (
              <Fragment key={money.currency}>
                {index > 0 && ' · '}
                <Amount>{format.money(money.amount, money.currency)}</Amount>
              </Fragment>
            ))
            : t('dashboard.stats.spentNone')}
          hint={t('dashboard.stats.spentHint')}
        />
        <Stat
          label={t('dashboard.stats.favouriteSport')}
          value={stats.favouriteSport ? t(`dashboard.sports.${stats.favouriteSport}`) : t('dashboard.stats.favouriteNone')}
          hint={stats.favouriteSport ? undefined : t('dashboard.stats.favouriteHint')}
        />
      </StatList>
    </section>
  );
}
