import { useId } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { useFormat } from '@pitchside/shared-ui/use-format';
import type { ActivityItem } from '@pitchside/shared-api/client/company-dashboard-api';
import { NS } from '../../../locales/namespace';
import { Code, Item, Items, Meta } from './overview.styles';

/** The latest bookings (at most 10): who booked which field, its state, when and for how much (in the booking's own currency). */
export function RecentActivity({ items }: { items: ActivityItem[] }) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const format = useFormat();
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
                <Code>{item.bookingNumber}</Code> · {format.money(item.metadata.amount, item.metadata.currency)} ·{' '}
                <time dateTime={item.timestamp}>{format.dateTime(item.timestamp)}</time>
              </Meta>
            </Item>
          ))}
        </Items>
      )}
    </Card>
  );
}
