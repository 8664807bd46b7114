import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { ArrowBackIcon, UserIcon } from '@pitchside/shared-ui/icons';
import { Link } from '@pitchside/shared-ui/router';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { NS } from '../../locales/namespace';

/** `/company/employees/:employeeId`. No employee API yet, so no employee can be found. */
export function EmployeePage() {
  const { t } = useTranslation(NS);
  return (
    <Page>
      <PageHeader title={t('employees.details.title')} />
      <EmptyState
        icon={<UserIcon size={28} />}
        title={t('employees.details.notFoundTitle')}
        description={t('employees.details.notFoundText')}
        action={
          <Button asChild variant="outline" startIcon={<ArrowBackIcon size={18} />}>
            <Link to="/company/employees">{t('employees.details.back')}</Link>
          </Button>
        }
      />
    </Page>
  );
}
