import { useState } from 'react';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { useAnnouncePromotionMutation, useGetPromotionAnnounceQuery } from '@pitchside/shared-api/client/promotions-api';
import type { Promotion } from '@pitchside/shared-api/contracts/promotion';
import { PROMOTION_ANNOUNCEMENT_ERROR_CODES as CODES } from '@pitchside/shared-api/contracts/promotion-announcements';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { Dialog } from '@pitchside/shared-ui/dialog';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { notify } from '@pitchside/shared-ui/toaster';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { NS } from '../../../locales/namespace';

export interface AnnounceDialogProps {
  promotion: Promotion | null;
  onClose: () => void;
  companyId?: string | undefined;
}

/**
 * "Announce by e-mail": first how many customers the e-mail would reach now (`GET …/announce`), then, once
 * confirmed, the sending (`POST …/announce`, 202). A promotion is announced once.
 */
export function AnnounceDialog({ promotion, onClose, companyId }: AnnounceDialogProps) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const preview = useGetPromotionAnnounceQuery({ companyId, id: promotion?.id ?? '' }, { skip: !promotion });
  const [announce, announcing] = useAnnouncePromotionMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };

  const send = async () => {
    if (!promotion) return;
    setFailure(null);
    const result = await announce({ companyId, id: promotion.id });
    if ('data' in result && result.data) {
      notify.success(t('promotions.announce.sent', { count: result.data.recipients }));
      close();
      return;
    }
    const error = result.error;
    if (isApiError(error) && error.code === CODES.alreadyAnnounced) setFailure(t('promotions.announce.alreadyAnnounced'));
    else if (isApiError(error) && error.code === CODES.expired) setFailure(t('promotions.announce.notSendable'));
    else setFailure(t('promotions.announce.failed'));
  };

  const data = preview.data;
  const sendable = Boolean(data && data.recipients > 0 && !data.announcedAt);
  const body = () => {
    if (preview.isLoading || preview.isUninitialized) {
      return <SkeletonGroup label={t('promotions.announce.counting')}><Skeleton shape="text" /></SkeletonGroup>;
    }
    if (preview.isError || !data) return <LoadError message={t('promotions.announce.countFailed')} onRetry={() => void preview.refetch()} />;
    if (data.announcedAt) return <Alert tone="info">{t('promotions.announce.already', { date: format.dateTime(data.announcedAt) })}</Alert>;
    if (data.recipients === 0) return <Alert tone="info">{t('promotions.announce.none')}</Alert>;
    return <p role="status">{t('promotions.announce.recipients', { count: data.recipients })}</p>;
  };

  return (
    <Dialog
      open={promotion !== null}
      onOpenChange={(open) => { if (!open) close(); }}
      title={promotion ? t('promotions.announce.title', { code: promotion.code }) : ''}
      description={t('promotions.announce.description')}
      footer={(
        <>
          <Button variant="outline" onClick={close}>{t('promotions.announce.cancel')}</Button>
          <Button loading={announcing.isLoading} disabled={!sendable} onClick={() => void send()}>{t('promotions.announce.send')}</Button>
        </>
      )}
    >
      {body()}
      {failure && <Alert tone="error">{failure}</Alert>}
    </Dialog>
  );
}
