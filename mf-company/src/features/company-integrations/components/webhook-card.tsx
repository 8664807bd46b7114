import { useId, useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Stack } from '@pitchside/shared-ui/stack';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { ConfirmDialog } from '@pitchside/shared-ui/confirm-dialog';
import { notify } from '@pitchside/shared-ui/toaster';
import {
  useRemoveWebhookMutation, useRotateWebhookSecretMutation, useTestWebhookMutation,
} from '@pitchside/shared-api/client/company-integrations-api';
import { WEBHOOK_HEADERS, type Integrations } from '@pitchside/shared-api/contracts/company-integrations';
import { NS } from '../../../locales/namespace';
import { useFailureText } from '../hooks/use-failure-text';
import { DeliveryLog } from './delivery-log';
import { Actions, Secret } from './integrations.styles';
import { WebhookForm } from './webhook-form';

export interface WebhookCardProps {
  integrations: Integrations;
  companyId?: string;
}

/** The webhook: its settings, its secret (shown once), the test button, and its latest deliveries. */
export function WebhookCard({ integrations, companyId }: WebhookCardProps) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const failureText = useFailureText();
  const [secret, setSecret] = useState<string | null>(null);
  const [test, testing] = useTestWebhookMutation();
  const [rotate] = useRotateWebhookSecretMutation();
  const [remove] = useRemoveWebhookMutation();
  const { webhook } = integrations;
  const args = companyId ? { companyId } : undefined;

  const sendTest = async () => {
    try {
      const result = await test(args).unwrap();
      if (result.delivered) notify.success(t('integrations.webhook.testDelivered', { status: result.responseStatus, ms: result.durationMs }));
      else notify.error(t('integrations.webhook.testFailed', { reason: result.error ?? '' }));
    } catch (error) {
      notify.error(failureText(error, 'integrations.webhook.testError'));
    }
  };
  const rotateSecret = async () => {
    try {
      const answer = await rotate(args).unwrap();
      setSecret(answer.secret);
    } catch (error) {
      notify.error(failureText(error, 'integrations.webhook.rotateFailed'));
      throw error;
    }
  };
  const removeWebhook = async () => {
    try {
      await remove(args).unwrap();
      setSecret(null);
      notify.success(t('integrations.webhook.removed'));
    } catch (error) {
      notify.error(failureText(error, 'integrations.webhook.removeFailed'));
      throw error;
    }
  };

  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader titleId={titleId} title={t('integrations.webhook.title')} description={t('integrations.webhook.description', { header: WEBHOOK_HEADERS.signature })} />
      <Stack gap={6}>
        {secret && (
          <Alert tone="success" title={t('integrations.webhook.secretTitle')} onDismiss={() => setSecret(null)}>
            <p>{t('integrations.webhook.secretText')}</p>
            <Secret>{secret}</Secret>
          </Alert>
        )}
        <WebhookForm key={webhook?.updatedAt ?? 'new'} webhook={webhook} companyId={companyId} onSecret={setSecret} />
        {webhook && (
          <>
            <p>{t('integrations.webhook.secretHint', { hint: webhook.secretHint })}</p>
            <Actions>
              <Button variant="outline" loading={testing.isLoading} onClick={() => void sendTest()}>{t('integrations.webhook.test')}</Button>
              <ConfirmDialog
                title={t('integrations.webhook.rotateTitle')}
                description={t('integrations.webhook.rotateText')}
                confirmLabel={t('integrations.webhook.rotate')}
                cancelLabel={t('integrations.cancel')}
                onConfirm={rotateSecret}
                trigger={<Button variant="outline">{t('integrations.webhook.rotate')}</Button>}
              />
              <ConfirmDialog
                tone="danger"
                title={t('integrations.webhook.removeTitle')}
                description={t('integrations.webhook.removeText')}
                confirmLabel={t('integrations.webhook.remove')}
                cancelLabel={t('integrations.cancel')}
                onConfirm={removeWebhook}
                trigger={<Button variant="outline">{t('integrations.webhook.remove')}</Button>}
              />
            </Actions>
            <DeliveryLog deliveries={integrations.deliveries} />
          </>
        )}
      </Stack>
    </Card>
  );
}
