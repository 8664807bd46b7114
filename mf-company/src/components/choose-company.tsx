import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Badge } from '@pitchside/shared-ui/badge';
import { Button } from '@pitchside/shared-ui/button';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { SearchIcon } from '@pitchside/shared-ui/icons';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Link, useLocation } from '@pitchside/shared-ui/router';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { Stack } from '@pitchside/shared-ui/stack';
import { TextField } from '@pitchside/shared-ui/text-field';
import { useGetAdminCompaniesQuery } from '@pitchside/shared-api/client/admin-api';
import { NS } from '../locales/namespace';
import { Choice, Choices, ChoiceMeta } from './choose-company.styles';

/** Companies the chooser lists: the first page of the search; the admin panel lists them all. */
export const CHOOSER_SIZE = 20;
/** How long typing pauses before the search is sent (ms). */
const SEARCH_DELAY = 300;

function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * A super admin picks the company a company page acts on: the companies (GET /admin/companies, searched by
 * name, owner's e-mail or city, first page by name), each opening the current page with `?companyId=`.
 */
export function ChooseCompany() {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const { pathname, search } = useLocation();
  const [text, setText] = useState('');
  const query = useDebounced(text.trim());
  const companies = useGetAdminCompaniesQuery({ search: query || undefined, sort: 'name', limit: CHOOSER_SIZE });
  const data = companies.currentData;

  const hrefFor = (id: string) => {
    const params = new URLSearchParams(search);
    params.set('companyId', id);
    return `${pathname}?${params.toString()}`;
  };

  let list;
  if (companies.isError) list = <LoadError message={t('chooseCompany.loadError')} onRetry={() => void companies.refetch()} />;
  else if (!data) list = <SkeletonGroup label={t('chooseCompany.loading')}><Skeleton shape="rect" height="8rem" /></SkeletonGroup>;
  else if (data.data.length === 0) list = <p>{query ? t('chooseCompany.noMatch', { search: query }) : t('chooseCompany.none')}</p>;
  else {
    list = (
      <Stack gap={2}>
        <Choices aria-label={t('chooseCompany.listLabel')}>
          {data.data.map((company) => (
            <Choice key={company.id}>
              <Link to={hrefFor(company.id)}>{company.name}</Link>
              <ChoiceMeta>
                {company.owner.email}
                {company.status === 'suspended' && <> <Badge tone="danger">{t('chooseCompany.suspended')}</Badge></>}
              </ChoiceMeta>
            </Choice>
          ))}
        </Choices>
        {data.pagination.total > data.data.length && (
          <ChoiceMeta>{t('chooseCompany.more', { shown: data.data.length, total: data.pagination.total })}</ChoiceMeta>
        )}
      </Stack>
    );
  }

  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader
        titleId={titleId}
        title={t('chooseCompany.title')}
        description={t('chooseCompany.text')}
        action={<Button asChild variant="outline" size="sm"><Link to="/admin/companies">{t('chooseCompany.action')}</Link></Button>}
      />
      <Stack gap={4}>
        <div role="search">
          <TextField type="search" label={t('chooseCompany.search')} placeholder={t('chooseCompany.searchPlaceholder')}
            startIcon={<SearchIcon size={18} />} value={text} maxLength={100} onChange={(event) => setText(event.target.value)} />
        </div>
        <div aria-busy={companies.isFetching}>{list}</div>
      </Stack>
    </Card>
  );
}
