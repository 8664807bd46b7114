import { useId } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Stack } from '@pitchside/shared-ui/stack';
import { Button } from '@pitchside/shared-ui/button';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { ConfirmDialog } from '@pitchside/shared-ui/confirm-dialog';
import { notify } from '@pitchside/shared-ui/toaster';
import { useRotateCalendarFeedMutation } from '@pitchside/shared-api/client/company-integrations-api';
import { NS } from '../../../locales/namespace';
import { useFailureText } from '../hooks/use-failure-text';
import { Actions, Secret } from './integrations.styles';

/** The private calendar feed: its address to copy into a calendar app, and a way to replace it. */
export function CalendarFeedCard({ url, companyId }: { url: string; companyId?: string }) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const failureText = useFailureText();
  const [rotate] = useRotateCalendarFeedMutation();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('integrations.feed.copied'));
    } catch {
      notify.error(t('integrations.feed.copyFailed'));
    }
  };
  const replace = async () => {
    try {
      await rotate(companyId ? { companyId } : undefined).unwrap();
      notify.success(t('integrations.feed.rotated'));
    } catch (error) {
      notify.error(failureText(error, 'integrations.feed.rotateFailed'));
      throw error;
    }
  };

  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader titleId={titleId} title={t('integrations.feed.title')} description={t('integrations.feed.description')} />
      <Stack gap={6}>
        <Secret aria-label={t('integrations.feed.address')}>{url}</Secret>
        <Actions>
          <Button variant="outline" onClick={() => void copy()}>{t('integrations.feed.copy')}</Button>
          <ConfirmDialog
            tone="danger"
            title={t('integrations.feed.rotateTitle')}
            description={t('integrations.feed.rotateText')}
            confirmLabel={t('integrations.feed.rotate')}
            cancelLabel={t('integrations.cancel')}
            onConfirm={replace}
            trigger={<Button variant="outline">{t('integrations.feed.rotate')}</Button>}
          />
        </Actions>
      </Stack>
    </Card>
  );
}
