import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { ExternalLinkIcon } from '@pitchside/shared-ui/icons';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { Link, useParams } from '@pitchside/shared-ui/router';
import { Stack } from '@pitchside/shared-ui/stack';
import { notify } from '@pitchside/shared-ui/toaster';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { useGetAdminCompanyQuery, useReactivateCompanyMutation, useSuspendCompanyMutation } from '@pitchside/shared-api/client/admin-api';
import { BackLink, detailStates } from '../../components/detail-states';
import { ReasonDialog } from '../../components/reason-dialog';
import { NS } from '../../locales/namespace';
import { CompanyDetails } from './components/company-details';

/**
 * `/admin/companies/:id` (GET /admin/companies/:id): the company in full, its suspension, and the super
 * admin's actions: suspend with a reason, reactivate with an optional note, open its company area.
 */
export function CompanyPage() {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const { id = '' } = useParams();
  const company = useGetAdminCompanyQuery(id);
  const [suspend] = useSuspendCompanyMutation();
  const [reactivate] = useReactivateCompanyMutation();
  const [dialog, setDialog] = useState<'suspend' | 'reactivate' | null>(null);
  const data = company.data;
  const shown = data && data.id === id ? data : undefined;

  const states = detailStates({ ...company, data: shown }, {
    loading: t('company.loading'),
    loadError: t('company.loadError'),
    notFoundTitle: t('company.notFoundTitle'),
    notFoundText: t('company.notFoundText'),
    back: { to: '/admin/companies', label: t('company.back') },
  });

  return (
    <Page>
      <div><BackLink to="/admin/companies">{t('company.back')}</BackLink></div>
      <PageHeader
        title={shown?.name ?? t('company.title')}
        description={shown ? t('company.subtitle', { plan: t(`companies.plans.${shown.plan}`), owner: shown.owner.email }) : undefined}
        actions={shown && (
          <Stack direction="row" gap={2} wrap>
            <Button asChild variant="outline" endIcon={<ExternalLinkIcon size={16} />}>
              <Link to={`/company?companyId=${encodeURIComponent(shown.id)}`}>{t('company.openArea')}</Link>
            </Button>
            {shown.status === 'active'
              ? <Button variant="danger" onClick={() => setDialog('suspend')}>{t('company.suspend.action')}</Button>
              : <Button onClick={() => setDialog('reactivate')}>{t('company.reactivate.action')}</Button>}
          </Stack>
        )}
      />
      {states ?? (shown && (
        <Stack gap={5}>
          {shown.status === 'suspended' && (
            <Alert tone="warning" title={shown.suspendedAt
              ? t('company.suspendedSince', { date: format.dateTime(shown.suspendedAt) })
              : t('company.suspendedTitle')}>
              {t('company.suspendedReason', { reason: shown.suspensionReason ?? t('common.none') })}
            </Alert>
          )}
          <CompanyDetails company={shown} />
        </Stack>
      ))}
      {shown && (
        <>
          <ReasonDialog
            open={dialog === 'suspend'}
            onOpenChange={(open) => setDialog(open ? 'suspend' : null)}
            title={t('company.suspend.title', { name: shown.name })}
            description={t('company.suspend.text')}
            label={t('company.suspend.reason')}
            confirmLabel={t('company.suspend.confirm')}
            tone="danger"
            required
            failureKey="company.suspend.failed"
            onConflict={() => void company.refetch()}
            onSubmit={async (reason) => {
              await suspend({ id: shown.id, reason }).unwrap();
              notify.success(t('company.suspend.done', { name: shown.name }));
            }}
          />
          <ReasonDialog
            open={dialog === 'reactivate'}
            onOpenChange={(open) => setDialog(open ? 'reactivate' : null)}
            title={t('company.reactivate.title', { name: shown.name })}
            description={t('company.reactivate.text')}
            label={t('company.reactivate.note')}
            confirmLabel={t('company.reactivate.confirm')}
            required={false}
            failureKey="company.reactivate.failed"
            onConflict={() => void company.refetch()}
            onSubmit={async (note) => {
              await reactivate({ id: shown.id, note: note || undefined }).unwrap();
              notify.success(t('company.reactivate.done', { name: shown.name }));
            }}
          />
        </>
      )}
    </Page>
  );
}
