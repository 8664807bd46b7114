import { useId } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Badge } from '@pitchside/shared-ui/badge';
import { useFormat } from '@pitchside/shared-ui/use-format';
import type { WebhookDelivery } from '@pitchside/shared-api/contracts/company-integrations';
import { NS } from '../../../locales/namespace';
import { DeliveryItem, DeliveryList, Muted } from './integrations.styles';

const TONE = { delivered: 'success', failed: 'danger', pending: 'warning' } as const;

/** The latest deliveries, newest first: event, outcome, tries, the receiver's answer and when. */
export function DeliveryLog({ deliveries }: { deliveries: WebhookDelivery[] }) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const format = useFormat();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('integrations.deliveries.title')}</h3>
      {deliveries.length === 0 ? (
        <Muted>{t('integrations.deliveries.empty')}</Muted>
      ) : (
        <DeliveryList>
          {deliveries.map((delivery) => (
            <DeliveryItem key={delivery.id}>
              <span>{delivery.event}</span>
              <Badge tone={TONE[delivery.status]}>{t(`integrations.deliveries.status.${delivery.status}`)}</Badge>
              <Muted>{t('integrations.deliveries.attempts', { count: delivery.attempts })}</Muted>
              <Muted>
                {delivery.responseStatus !== null
                  ? t('integrations.deliveries.answered', { status: delivery.responseStatus })
                  : (delivery.error ?? t('integrations.deliveries.notYet'))}
              </Muted>
              <Muted><time dateTime={delivery.createdAt}>{format.dateTime(delivery.createdAt)}</time></Muted>
            </DeliveryItem>
          ))}
        </DeliveryList>
      )}
    </section>
  );
}
