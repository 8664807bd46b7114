import { useId } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Badge } from '@pitchside/shared-ui/badge';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { Link } from '@pitchside/shared-ui/router';
import { useFormat } from '@pitchside/shared-ui/use-format';
import type { AdminOverview } from '@pitchside/shared-api/contracts/admin';
import { Muted, PlainList } from '../../../components/admin.styles';
import { NS } from '../../../locales/namespace';

/** What needs looking at across the platform, each kind said in a sentence, with the company concerned when there is one. */
export function AlertsList({ alerts }: { alerts: AdminOverview['alerts'] }) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader titleId={titleId} title={t('overview.alerts.title')} />
      {alerts.length === 0 ? (
        <Muted>{t('overview.alerts.none')}</Muted>
      ) : (
        <PlainList aria-labelledby={titleId}>
          {alerts.map((alert, index) => {
            const company = alert.companyName ?? t('overview.alerts.someCompany');
            return (
              <li key={`${alert.kind}-${alert.companyId ?? index}`}>
                <Badge tone={alert.kind === 'jobs_backlog' ? 'warning' : 'danger'}>{t(`overview.alerts.kinds.${alert.kind}`)}</Badge>{' '}
                {t(`overview.alerts.text.${alert.kind}`, { number: format.number(alert.count), company })}
                {alert.companyId && (
                  <>
                    {' '}
                    <Link to={`/admin/companies/${alert.companyId}`}>{t('overview.alerts.openCompany', { company })}</Link>
                  </>
                )}
              </li>
            );
          })}
        </PlainList>
      )}
    </Card>
  );
}
