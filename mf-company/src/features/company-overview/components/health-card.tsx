import { useId } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Badge } from '@pitchside/shared-ui/badge';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { Link } from '@pitchside/shared-ui/router';
import { useGetCompanyHealthQuery } from '@pitchside/shared-api/client/company-health-api';
import { NS } from '../../../locales/namespace';
import { Item, Items, Meta } from './overview.styles';

/** The owner's set-up checks (GET /companies/health): what stops or slows bookings, with where to fix it. */
export function HealthCard({ companyId }: { companyId?: string }) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const health = useGetCompanyHealthQuery(companyId ? { companyId } : undefined);
  if (!health.data) return null;
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader titleId={titleId} title={t('overview.health.title')}
        action={<Badge tone={health.data.status === 'healthy' ? 'success' : 'warning'}>{t(`overview.health.${health.data.status}`)}</Badge>} />
      <Items aria-labelledby={titleId}>
        {health.data.checks.map((check) => (
          <Item key={check.id}>
            <p>{t(`overview.health.checks.${check.id}.${check.status}`, { count: check.count })}</p>
            {check.actionUrl && <Link to={check.actionUrl}>{t(`overview.health.checks.${check.id}.action`)}</Link>}
          </Item>
        ))}
      </Items>
      {health.data.status === 'healthy' && <Meta>{t('overview.health.allGood')}</Meta>}
    </Card>
  );
}
