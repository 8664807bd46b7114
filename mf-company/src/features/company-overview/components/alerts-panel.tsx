import { useId } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Badge } from '@pitchside/shared-ui/badge';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { Link } from '@pitchside/shared-ui/router';
import { useFormat } from '@pitchside/shared-ui/use-format';
import type { DashboardAlert } from '@pitchside/shared-api/client/company-dashboard-api';
import { NS } from '../../../locales/namespace';
import { Item, Items, Meta } from './overview.styles';

const TONE = { HIGH: 'danger', MEDIUM: 'warning', LOW: 'info' } as const;

/** The alerts of docs/product/constants.md, most severe first, each with its action when it needs one. */
export function AlertsPanel({ alerts }: { alerts: DashboardAlert[] }) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const format = useFormat();
  const order = { HIGH: 0, MEDIUM: 1, LOW: 2 };
  const sorted = [...alerts].sort((a, b) => order[a.severity] - order[b.severity]);
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader titleId={titleId} title={t('overview.alerts.title')} />
      {sorted.length === 0 ? (
        <Meta>{t('overview.alerts.none')}</Meta>
      ) : (
        <Items aria-labelledby={titleId}>
          {sorted.map((alert) => {
            const values: Record<string, string> = Object.fromEntries(Object.entries(alert.values).map(([key, value]) => [key, format.number(Math.abs(value), { maximumFractionDigits: 1 })]));
            // A money alert names its currency (one alert per currency).
            if (alert.currency) values.currency = alert.currency;
            return (
              <Item key={alert.id}>
                <p>
                  <Badge tone={TONE[alert.severity]}>{t(`overview.alerts.severity.${alert.severity}`)}</Badge>{' '}
                  <strong>{t(`overview.alerts.${alert.type}.title`, values)}</strong>
                </p>
                <p>{t(`overview.alerts.${alert.type}.text`, values)}</p>
                {alert.actionUrl ? <Link to={alert.actionUrl}>{t(`overview.alerts.${alert.type}.action`)}</Link> : <Meta>{t('overview.alerts.info')}</Meta>}
              </Item>
            );
          })}
        </Items>
      )}
    </Card>
  );
}
