import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { BuildingIcon } from '@pitchside/shared-ui/icons';
import { Link } from '@pitchside/shared-ui/router';
import type { LoadState } from '@pitchside/shared-ui/load-error';
import { ListFrame } from '../../components/list-frame';
import { SearchFilters } from '../../components/search-filters';
import { NS } from '../../locales/namespace';

/** Subscription plans (docs/product/entities.md). */
const PLANS = ['basic', 'premium', 'enterprise'] as const;

/** `/admin/companies`. No companies API yet. */
export function CompaniesPage(props: LoadState) {
  const { t } = useTranslation(NS);
  return (
    <ListFrame
      {...props}
      title={t('companies.title')}
      description={t('companies.subtitle')}
      errorMessage={t('companies.loadError')}
      controls={
        <SearchFilters
          searchLabel={t('companies.search.label')}
          searchPlaceholder={t('companies.search.placeholder')}
          filterLabel={t('companies.plan')}
          anyLabel={t('companies.anyPlan')}
          options={PLANS.map((plan) => ({ value: plan, label: t(`companies.plans.${plan}`) }))}
        />
      }
      empty={{
        icon: <BuildingIcon size={28} />,
        title: t('companies.emptyTitle'),
        description: t('companies.emptyText'),
        action: (
          <Button asChild variant="outline">
            <Link to="/admin/users">{t('companies.action')}</Link>
          </Button>
        ),
      }}
    />
  );
}
