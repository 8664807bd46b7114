import { useId } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import type { ActivityItem } from '@pitchside/shared-api/client/company-dashboard-api';
import { formatMoney } from '@pitchside/shared-api/contracts/field-pricing';
import type { Currency } from '@pitchside/shared-api/contracts/field-constants';
import { NS } from '../../../locales/namespace';
import { Code, Item, Items, Meta } from './overview.styles';

/** The latest bookings (at most 10): who booked which field, its state, when and for how much. */
export function RecentActivity({ items, currency }: { items: ActivityItem[]; currency: Currency }) {
  const { t, i18n } = useTranslation(NS);
  const titleId = useId();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader titleId={titleId} title={t('overview.recent.title')} />
      {items.length === 0 ? (
        <Meta>{t('overview.recent.none')}</Meta>
      ) : (
        <Items aria-labelledby={titleId}>
          {items.map((item) => (
            <Item key={item.id}>
              <p>
                {t(`overview.recent.${item.awaitingConfirmation ? 'awaiting' : item.status}`, { customer: item.customerName, field: item.fieldName })}
              </p>
              <Meta>
                <Code>{item.bookingNumber}</Code> · {formatMoney(item.metadata.amount, currency, i18n.language)} ·{' '}
                <time dateTime={item.timestamp}>{when.format(new Date(item.timestamp))}</time>
              </Meta>
            </Item>
          ))}
        </Items>
      )}
    </Card>
  );
}
