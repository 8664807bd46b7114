import { useTranslation } from '@pitchside/shared-ui/translation';
import { Card } from '@pitchside/shared-ui/card';
import { formatMoney } from '@pitchside/shared-ui/format';
import type { Analytics } from '@pitchside/shared-api/contracts/company-analytics';
import { NS } from '../../../locales/namespace';
import { Figure, Table } from './analytics.styles';

/** The ten customers who spent most over the period. */
export function TopCustomers({ analytics }: { analytics: Analytics }) {
  const { t, i18n } = useTranslation(NS);
  return (
    <Card>
      <Figure>
        <figcaption>{t('analytics.charts.customers')}</figcaption>
        {analytics.topCustomers.length === 0 ? <p>{t('analytics.noBookings')}</p> : (
          <Table>
            <thead>
              <tr><th scope="col">{t('analytics.table.customer')}</th><th scope="col" className="number">{t('analytics.totals.bookings')}</th>
                <th scope="col" className="number">{t('analytics.table.spent')}</th></tr>
            </thead>
            <tbody>
              {analytics.topCustomers.map((c) => (
                <tr key={c.customerId}><td>{c.name}</td><td className="number">{c.bookings}</td>
                  <td className="number">{formatMoney(c.spent, analytics.currency, i18n.language)}</td></tr>
              ))}
            </tbody>
          </Table>
        )}
      </Figure>
    </Card>
  );
}
