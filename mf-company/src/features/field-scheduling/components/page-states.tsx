import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { ArrowBackIcon, FieldIcon } from '@pitchside/shared-ui/icons';
import { Link } from '@pitchside/shared-ui/router';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { NS } from '../../../locales/namespace';

/** The way back to the company's field list. */
export function BackToFields({ variant = 'ghost' }: { variant?: 'ghost' | 'outline' }) {
  const { t } = useTranslation(NS);
  return (
    <Button asChild variant={variant} startIcon={<ArrowBackIcon size={18} />}>
      <Link to="/company/fields">{t('scheduling.back')}</Link>
    </Button>
  );
}

/** Per docs/product/roles-and-permissions.md: users without the right see that they cannot manage this. */
export function NoPermission() {
  const { t } = useTranslation(NS);
  return (
    <Alert tone="warning" title={t('scheduling.noPermissionTitle')}>
      {t('scheduling.noPermission')}
    </Alert>
  );
}

export function FieldNotFound() {
  const { t } = useTranslation(NS);
  return (
    <EmptyState
      icon={<FieldIcon size={28} />}
      title={t('scheduling.messages.fieldNotFound')}
      description={t('scheduling.notFoundText')}
      action={<BackToFields variant="outline" />}
    />
  );
}

export function PageSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label}>
      <Skeleton shape="rect" height="2.5rem" />
      <Skeleton shape="rect" height="16rem" />
    </SkeletonGroup>
  );
}
