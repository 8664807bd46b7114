import { useState } from 'react';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { selectRole } from '@pitchside/shared-api/client/auth-slice';
import { useAppSelector } from '@pitchside/shared-api/client/hooks';
import { useDeletePromotionMutation, useGetPromotionsQuery, useUpdatePromotionMutation } from '@pitchside/shared-api/client/promotions-api';
import type { Promotion } from '@pitchside/shared-api/contracts/promotion';
import { Button } from '@pitchside/shared-ui/button';
import { Card } from '@pitchside/shared-ui/card';
import { ConfirmDialog } from '@pitchside/shared-ui/confirm-dialog';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { PlusIcon, StarIcon } from '@pitchside/shared-ui/icons';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { useSearchParams } from '@pitchside/shared-ui/router';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { notify } from '@pitchside/shared-ui/toaster';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { ChooseCompany } from '../../components/choose-company';
import { NoPermission, PermissionGate, useAccess } from '../../components/permission-gate';
import { NS } from '../../locales/namespace';
import { AnnounceDialog } from './components/announce-dialog';
import { PromotionFormDialog } from './components/promotion-form-dialog';
import { PromotionTable, type PromotionAction } from './components/promotion-table';
import { usePromotionFailure } from './lib/promotion-texts';

/**
 * `/company/promotions` (docs/product/routes-and-screens.md): the company's promo codes, for the owner and staff
 * who manage fields (MANAGE_FIELDS); a super admin names the company with `?companyId=`.
 */
export function PromotionsPage() {
  const { t } = useTranslation(NS);
  const allowed = useAccess('MANAGE_FIELDS') === 'allowed';
  const role = useAppSelector(selectRole);
  const [params] = useSearchParams();
  const companyId = (role === 'SUPER_ADMIN' && params.get('companyId')) || undefined;
  const needsCompany = role === 'SUPER_ADMIN' && !companyId;
  const list = useGetPromotionsQuery(companyId ? { companyId } : undefined, { skip: !allowed || needsCompany });
  const [editing, setEditing] = useState<{ promotion?: Promotion } | null>(null);
  const [deleting, setDeleting] = useState<Promotion | null>(null);
  const [announcing, setAnnouncing] = useState<Promotion | null>(null);
  const [update] = useUpdatePromotionMutation();
  const [remove, removal] = useDeletePromotionMutation();
  const failure = usePromotionFailure();

  const setActive = async (promotion: Promotion, active: boolean) => {
    try {
      await update({ companyId, id: promotion.id, changes: { active } }).unwrap();
      notify.success(t(active ? 'promotions.toasts.activated' : 'promotions.toasts.deactivated', { code: promotion.code }));
    } catch (error) {
      notify.error(failure(error, 'promotions.errors.statusFailed'));
    }
  };

  const onAction = (promotion: Promotion, action: PromotionAction) => {
    if (action === 'edit') setEditing({ promotion });
    else if (action === 'delete') setDeleting(promotion);
    else if (action === 'announce') setAnnouncing(promotion);
    else void setActive(promotion, action === 'activate');
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ companyId, id: deleting.id }).unwrap();
      notify.success(t('promotions.toasts.deleted'));
      setDeleting(null);
    } catch (error) {
      notify.error(failure(error, 'promotions.errors.deleteFailed'));
    }
  };

  const body = () => {
    if (isApiError(list.error) && list.error.status === 403) return <NoPermission error={list.error} />;
    if (needsCompany) return <ChooseCompany />;
    if (list.isLoading) return <SkeletonGroup label={t('promotions.loading')}><Skeleton shape="rect" height="16rem" /></SkeletonGroup>;
    if (list.isError || !list.data) return <LoadError message={t('promotions.loadError')} onRetry={() => void list.refetch()} />;
    if (list.data.length === 0) {
      return (
        <EmptyState icon={<StarIcon size={28} />} title={t('promotions.emptyTitle')} description={t('promotions.emptyText')}
          action={<Button startIcon={<PlusIcon size={18} />} onClick={() => setEditing({})}>{t('promotions.new')}</Button>} />
      );
    }
    return <Card><PromotionTable promotions={list.data} onAction={onAction} /></Card>;
  };

  return (
    <Page>
      <PageHeader
        title={t('promotions.title')}
        description={t('promotions.subtitle')}
        actions={allowed && !needsCompany && list.data && list.data.length > 0
          ? <Button startIcon={<PlusIcon size={18} />} onClick={() => setEditing({})}>{t('promotions.new')}</Button>
          : undefined}
      />
      <PermissionGate permission="MANAGE_FIELDS">
        {body()}
        <PromotionFormDialog open={editing !== null} onOpenChange={(open) => { if (!open) setEditing(null); }}
          promotion={editing?.promotion} companyId={companyId} />
        <AnnounceDialog promotion={announcing} onClose={() => setAnnouncing(null)} companyId={companyId} />
        <ConfirmDialog open={deleting !== null} onOpenChange={(open) => { if (!open) setDeleting(null); }}
          title={deleting ? t('promotions.confirm.deleteTitle', { code: deleting.code }) : ''} description={t('promotions.confirm.deleteText')}
          onConfirm={confirmDelete} tone="danger" loading={removal.isLoading}
          confirmLabel={t('promotions.confirm.delete')} cancelLabel={t('promotions.confirm.keep')} />
      </PermissionGate>
    </Page>
  );
}
