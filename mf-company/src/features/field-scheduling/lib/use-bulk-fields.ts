import { useGetCompanyFieldsQuery } from '@pitchside/shared-api/client/company-fields-api';
import { FIELD_LIMITS } from '@pitchside/shared-api/contracts/field-constants';
import type { CompanyFieldSummary } from '@pitchside/shared-api/contracts/field';

/** The fields a bulk change may target: published ones, then drafts (archived fields are left out). */
export function useBulkFields(skip: boolean) {
  const limit = FIELD_LIMITS.pageSizeMax;
  const published = useGetCompanyFieldsQuery({ state: 'published', limit }, { skip });
  const drafts = useGetCompanyFieldsQuery({ state: 'draft', limit }, { skip });
  const fields: CompanyFieldSummary[] = [...(published.data?.fields ?? []), ...(drafts.data?.fields ?? [])];
  return {
    fields,
    /** More fields exist than one page shows. */
    truncated: (published.data?.pagination.totalPages ?? 1) > 1 || (drafts.data?.pagination.totalPages ?? 1) > 1,
    isLoading: published.isLoading || drafts.isLoading,
    isError: published.isError || drafts.isError,
    refetch: () => {
      if (published.isError) void published.refetch();
      if (drafts.isError) void drafts.refetch();
    },
  };
}
