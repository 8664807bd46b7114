import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Badge } from '@pitchside/shared-ui/badge';
import { SearchIcon } from '@pitchside/shared-ui/icons';
import { Stack } from '@pitchside/shared-ui/stack';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@pitchside/shared-ui/tabs';
import { TextField } from '@pitchside/shared-ui/text-field';
import { VisuallyHidden } from '@pitchside/shared-ui/visually-hidden';
import { useGetCompanyFieldsQuery } from '@pitchside/shared-api/client/company-fields-api';
import { FIELD_LIMITS, FIELD_STATES, type FieldState } from '@pitchside/shared-api/contracts/field-constants';
import { NS } from '../../../locales/namespace';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { FieldsResults } from './fields-results';

const isState = (value: string): value is FieldState => (FIELD_STATES as readonly string[]).includes(value);

/** The company's fields by publication state (tabs with counts), searchable and paged (GET /companies/fields). */
export function FieldsList() {
  const { t } = useTranslation(NS);
  const [state, setState] = useState<FieldState>('published');
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(text.trim());
  const query = useGetCompanyFieldsQuery({ state, search: search || undefined, page, limit: FIELD_LIMITS.pageSizeDefault });
  const counts = query.data?.counts;

  return (
    <Stack gap={4}>
      <div role="search">
        <TextField
          type="search"
          label={t('fields.search')}
          hideLabel
          placeholder={t('fields.searchPlaceholder')}
          startIcon={<SearchIcon size={18} />}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setPage(1);
          }}
        />
      </div>
      <Tabs
        value={state}
        onValueChange={(value) => {
          if (!isState(value)) return;
          setState(value);
          setPage(1);
        }}
      >
        <TabsList aria-label={t('fields.tabs.label')}>
          {FIELD_STATES.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {t(`fields.tabs.${tab}`)}
              {counts && (
                <>
                  <Badge aria-hidden="true" count={counts[tab]} showZero />
                  <VisuallyHidden>{t('fields.tabs.count', { count: counts[tab] })}</VisuallyHidden>
                </>
              )}
            </TabsTrigger>
          ))}
        </TabsList>
        {FIELD_STATES.map((tab) => (
          <TabsContent key={tab} value={tab}>
            {tab === state && (
              <FieldsResults
                state={state}
                search={search}
                data={query.currentData}
                loading={query.isFetching && !query.currentData}
                failed={query.isError}
                error={query.error}
                onRetry={() => void query.refetch()}
                onPage={setPage}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </Stack>
  );
}
