import { useId } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { Stack } from '@pitchside/shared-ui/stack';
import { useGetUsageQuery } from '@pitchside/shared-api/client/subscription-api';
import { LIMITED_RESOURCES, type LimitedResource } from '@pitchside/shared-api/contracts/subscription';
import { NS } from '../../../locales/namespace';
import { Fill, MeterHead, MeterNote, Meters, Track, type MeterLevel } from './upgrade.styles';

/** From this share of a limit on, the meter warns. */
const WARN_AT = 0.8;

function levelOf(used: number, limit: number | null): MeterLevel {
  if (limit === null) return 'ok';
  if (used >= limit) return 'full';
  return used / limit >= WARN_AT ? 'warning' : 'ok';
}

function Meter({ resource, used, limit }: { resource: LimitedResource; used: number; limit: number | null }) {
  const { t } = useTranslation(NS);
  const labelId = useId();
  const level = levelOf(used, limit);
  const amount = limit === null ? t('upgrade.usage.unlimited', { used }) : t('upgrade.usage.of', { used, limit });
  return (
    <li>
      <MeterHead>
        <span id={labelId}>{t(`upgrade.usage.${resource}`)}</span>
        <span>{amount}</span>
      </MeterHead>
      {limit !== null && (
        <Track role="progressbar" aria-labelledby={labelId} aria-valuemin={0} aria-valuemax={limit}
          aria-valuenow={Math.min(used, limit)} aria-valuetext={amount}>
          <Fill $percent={limit === 0 ? 100 : Math.min(100, Math.round((used / limit) * 100))} $level={level} />
        </Track>
      )}
      {level !== 'ok' && <MeterNote $level={level}>{t(level === 'full' ? 'upgrade.usage.full' : 'upgrade.usage.nearLimit')}</MeterNote>}
    </li>
  );
}

/** Fields, employees and locations used against the plan's limits (GET /companies/usage). */
export function UsageMeters({ companyId }: { companyId?: string | undefined }) {
  const { t } = useTranslation(NS);
  const usage = useGetUsageQuery({ companyId });

  let body;
  if (usage.isError) body = <LoadError message={t('upgrade.messages.usageLoadFailed')} onRetry={() => void usage.refetch()} />;
  else if (!usage.data) {
    body = (
      <SkeletonGroup label={t('upgrade.usage.loading')}>
        <Stack gap={4}>
          {LIMITED_RESOURCES.map((resource) => <Skeleton key={resource} shape="rect" height="2.5rem" />)}
        </Stack>
      </SkeletonGroup>
    );
  } else {
    const meters = usage.data;
    body = (
      <Meters aria-labelledby="usage-title">
        {LIMITED_RESOURCES.map((resource) => <Meter key={resource} resource={resource} {...meters[resource]} />)}
      </Meters>
    );
  }
  return (
    <Card as="section" aria-labelledby="usage-title">
      <CardHeader titleId="usage-title" title={t('upgrade.usage.title')} description={t('upgrade.usage.description')} />
      {body}
    </Card>
  );
}
