import type { CompanyDataFormat, ImportResult } from '../contracts/company-data.js';
import { api } from './api.js';
import { unwrapEnvelope } from './envelope.js';
import { downloadFile, type SavedFile } from './file-download.js';
import { queryString } from './query-string.js';

interface Scope { companyId?: string | undefined }

/** What an import adds shows up in these lists and meters. */
const CHANGED = [
  { type: 'Location' as const, id: 'LIST' }, { type: 'Employee' as const, id: 'LIST' }, { type: 'Field' as const, id: 'COMPANY_LIST' },
  { type: 'Company' as const, id: 'PROFILE' }, { type: 'Subscription' as const, id: 'USAGE' }, { type: 'Settings' as const, id: 'ACTIVITY_LOG' },
];

/** The company's locations, fields and employees out and back in (docs/product/api.md#data-export-and-import and import). */
export const companyDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    exportCompanyData: build.mutation<SavedFile, Scope & { format: CompanyDataFormat }>({
      queryFn: ({ companyId, format }, _api, _extra, baseQuery) =>
        downloadFile(baseQuery, { url: `/companies/export${queryString({ companyId })}`, method: 'POST', body: { format } }, `company-data.${format}`),
    }),
    importCompanyData: build.mutation<ImportResult, Scope & { file: File | Blob; filename?: string }>({
      query: ({ companyId, file, filename }) => {
        const body = new FormData();
        if (filename) body.append('file', file, filename);
        else body.append('file', file);
        return { url: `/companies/import${queryString({ companyId })}`, method: 'POST', body };
      },
      transformResponse: unwrapEnvelope<ImportResult>,
      invalidatesTags: (_result, error) => (error ? [] : CHANGED),
    }),
  }),
});

export const { useExportCompanyDataMutation, useImportCompanyDataMutation } = companyDataApi;
