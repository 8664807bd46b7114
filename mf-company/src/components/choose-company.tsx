import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { BuildingIcon } from '@pitchside/shared-ui/icons';
import { Link } from '@pitchside/shared-ui/router';
import { NS } from '../locales/namespace';

/** A super admin picks the company to manage in the admin panel, which opens company pages with `?companyId=`. */
export function ChooseCompany() {
  const { t } = useTranslation(NS);
  return (
    <EmptyState
      icon={<BuildingIcon size={28} />}
      title={t('settings.chooseCompanyTitle')}
      description={t('settings.chooseCompanyText')}
      action={
        <Button asChild variant="outline">
          <Link to="/admin/companies">{t('settings.chooseCompanyAction')}</Link>
        </Button>
      }
    />
  );
}
