import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { FieldIcon, SearchIcon } from '@pitchside/shared-ui/icons';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { VisuallyHidden } from '@pitchside/shared-ui/visually-hidden';
import { useSearchFieldsQuery } from '@pitchside/shared-api/client/fields-api';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { FIELDS_NS } from '../../../locales/namespace';
import type { Browse } from '../hooks/use-browse-state';
import { FieldCard } from './field-card';
import { FieldsMapView, prefetchMap } from './fields-map-view';
import { FieldsPagination } from './fields-pagination';
import { Busy, CardGrid, Issues, Section, Toolbar, Total } from './fields-results.styles';
import { ResultsSkeleton } from './results-skeleton';
import { ViewToggle } from './view-toggle';

/** Photos of the first row (three cards wide on a desktop) load at once; the rest when scrolled near. */
const EAGER_PHOTOS = 3;

/** The results of the URL's search: list or map, with loading, empty, error and paging. */
export function FieldsResults({ browse }: { browse: Browse }) {
  const { t } = useTranslation(FIELDS_NS);
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, error, isLoading, isFetching, refetch } = useSearchFieldsQuery(browse.query);
  const { state } = browse;
  const totalPages = data?.pagination.totalPages ?? 0;

  // A link to a page past the end (results changed since it was shared) shows the last page instead.
  useEffect(() => {
    if (!isFetching && totalPages > 0 && state.page > totalPages) browse.setPage(totalPages);
  }, [isFetching, totalPages, state.page, browse]);

  const goToPage = (page: number) => {
    browse.setPage(page);
    sectionRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  };
  const searching = browse.activeCount > 0 || state.text.q.trim() !== '';
  const resetButton = (size: 'sm' | 'md') => (
    <Button variant="outline" size={size} onClick={() => browse.resetFilters({ withSearch: true })}>
      {t('fields.filters.reset')}
    </Button>
  );

  const body = () => {
    if (error && !isFetching) {
      if (isApiError(error) && error.status === 400) {
        const issues = [...new Set((error.errors ?? []).map((issue) => issue.message))];
        return (
          <Alert tone="error" title={error.message} action={resetButton('sm')}>
            {issues.length > 0 && (
              <Issues>
                {issues.map((message) => <li key={message}>{message}</li>)}
              </Issues>
            )}
          </Alert>
        );
      }
      return <LoadError message={t('fields.loadError')} onRetry={refetch} />;
    }
    if (isLoading || !data) return <ResultsSkeleton />;
    if (data.fields.length === 0) {
      return searching ? (
        <EmptyState
          icon={<SearchIcon size={28} />}
          title={t('fields.noMatch.title')}
          description={t('fields.noMatch.text')}
          action={resetButton('md')}
        />
      ) : (
        <EmptyState icon={<FieldIcon size={28} />} title={t('fields.empty.title')} description={t('fields.empty.text')} />
      );
    }
    return (
      <Busy $busy={isFetching} aria-busy={isFetching}>
        {state.view === 'map' ? (
          <FieldsMapView fields={data.fields} location={state.location} />
        ) : (
          <CardGrid aria-labelledby={headingId}>
            {data.fields.map((field, index) => <FieldCard key={field.id} field={field} eager={index < EAGER_PHOTOS} />)}
          </CardGrid>
        )}
        <FieldsPagination page={data.pagination.page} totalPages={totalPages} onPage={goToPage} />
      </Busy>
    );
  };

  return (
    <Section ref={sectionRef} aria-labelledby={headingId}>
      <VisuallyHidden asChild>
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>{t('fields.results')}</h2>
      </VisuallyHidden>
      <Toolbar>
        <Total role="status">{data && !error ? t('fields.total', { count: data.pagination.total }) : ''}</Total>
        <ViewToggle view={state.view} onChange={browse.setView} onPrefetchMap={prefetchMap} />
      </Toolbar>
      {body()}
    </Section>
  );
}
