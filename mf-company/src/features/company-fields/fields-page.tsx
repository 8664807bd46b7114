import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { CalendarIcon, PlusIcon } from '@pitchside/shared-ui/icons';
import { Link } from '@pitchside/shared-ui/router';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { Stack } from '@pitchside/shared-ui/stack';
import { PermissionGate, useAccess } from '../../components/permission-gate';
import { NS } from '../../locales/namespace';
import { FieldsList } from './components/fields-list';

/** `/company/fields`: the company's fields (docs/product/routes-and-screens.md, docs/product/states.md), for users who may manage them (MANAGE_FIELDS). */
export function CompanyFieldsPage() {
  const { t } = useTranslation(NS);
  const allowed = useAccess('MANAGE_FIELDS') === 'allowed';
  const actions = allowed && (
    <Stack direction="row" gap={2} wrap>
      <Button asChild variant="outline" startIcon={<CalendarIcon size={18} />}>
        <Link to="/company/fields/bulk-schedule">{t('fields.bulk')}</Link>
      </Button>
      <Button asChild startIcon={<PlusIcon size={18} />}>
        <Link to="/fields/new">{t('fields.new')}</Link>
      </Button>
    </Stack>
  );
  return (
    <Page>
      <PageHeader title={t('fields.title')} description={t('fields.subtitle')} actions={actions || undefined} />
      <PermissionGate permission="MANAGE_FIELDS">
        <FieldsList />
      </PermissionGate>
    </Page>
  );
}
