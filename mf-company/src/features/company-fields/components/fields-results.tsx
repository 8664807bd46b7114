import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { FieldIcon, PlusIcon, SearchIcon } from '@pitchside/shared-ui/icons';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Link } from '@pitchside/shared-ui/router';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { Stack } from '@pitchside/shared-ui/stack';
import type { CompanyFieldsResponse } from '@pitchside/shared-api/contracts/field';
import type { FieldState } from '@pitchside/shared-api/contracts/field-constants';
import { NS } from '../../../locales/namespace';
import { FieldCard } from './field-card';
import { Pagination } from '../../../components/pagination';
import { CompanySuspended, isCompanySuspended } from '../../../components/permission-gate';

interface FieldsResultsProps {
  state: FieldState;
  search: string;
  data: CompanyFieldsResponse | undefined;
  loading: boolean;
  failed: boolean;
  /** Why it failed (a suspended company says so). */
  error?: unknown;
  onRetry: () => void;
  onPage: (page: number) => void;
}

/** One tab's content: skeletons while loading, the error with a retry, its empty state, or the fields. */
export function FieldsResults({ state, search, data, loading, failed, error, onRetry, onPage }: FieldsResultsProps) {
  const { t } = useTranslation(NS);
  if (failed && isCompanySuspended(error)) return <CompanySuspended error={error} />;
  if (failed) return <LoadError message={t('fields.loadError')} onRetry={onRetry} />;
  if (loading || !data) {
    return (
      <SkeletonGroup label={t('fields.loading')}>
        <Stack gap={3}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} shape="rect" height="7rem" />
          ))}
        </Stack>
      </SkeletonGroup>
    );
  }
  if (data.fields.length === 0) {
    if (search) return <EmptyState icon={<SearchIcon size={28} />} title={t('fields.empty.searchTitle', { search })} description={t('fields.empty.searchText')} />;
    const action =
      state === 'archived' ? undefined : (
        <Button asChild startIcon={<PlusIcon size={18} />}>
          <Link to="/fields/new">{t('fields.add')}</Link>
        </Button>
      );
    return <EmptyState icon={<FieldIcon size={28} />} title={t(`fields.empty.${state}Title`)} description={t(`fields.empty.${state}Text`)} action={action} />;
  }
  return (
    <Stack gap={4}>
      <Stack as="ul" gap={3} aria-label={t(`fields.tabs.${state}`)}>
        {data.fields.map((field) => (
          <FieldCard key={field.id} field={field} />
        ))}
      </Stack>
      <Pagination page={data.pagination.page} totalPages={data.pagination.totalPages} onPage={onPage} label={t('fields.pagination.label')} />
    </Stack>
  );
}
