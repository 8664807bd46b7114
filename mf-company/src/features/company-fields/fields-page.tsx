import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { FieldIcon, PlusIcon } from '@pitchside/shared-ui/icons';
import { Link } from '@pitchside/shared-ui/router';
import type { LoadState } from '@pitchside/shared-ui/load-error';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { EmptyTabs } from '../../components/empty-tabs';
import { NS } from '../../locales/namespace';

/** Spec §4 field lists. */
const STATUSES = ['published', 'draft', 'archived'] as const;

/** `/company/fields`: the company's fields by status. No field API yet. */
export function CompanyFieldsPage(props: LoadState) {
  const { t } = useTranslation(NS);
  const addField = (
    <Button asChild startIcon={<PlusIcon size={18} />}>
      <Link to="/fields/new">{t('fields.add')}</Link>
    </Button>
  );
  return (
    <Page>
      <PageHeader title={t('fields.title')} description={t('fields.subtitle')} actions={addField} />
      <EmptyTabs
        {...props}
        label={t('fields.tabs.label')}
        icon={<FieldIcon size={28} />}
        errorMessage={t('fields.loadError')}
        tabs={STATUSES.map((status) => ({
          value: status,
          label: t(`fields.tabs.${status}`),
          title: t(`fields.empty.${status}Title`),
          description: t(`fields.empty.${status}Text`),
        }))}
      />
    </Page>
  );
}
