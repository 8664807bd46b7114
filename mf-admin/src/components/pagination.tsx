import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { ChevronEndIcon, ChevronStartIcon } from '@pitchside/shared-ui/icons';
import { Stack } from '@pitchside/shared-ui/stack';
import { NS } from '../locales/namespace';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** What the pages are of ("Pages of companies"), naming the navigation landmark. */
  label: string;
}

/** Previous / next page with where we are; nothing when everything fits on one page. */
export function Pagination({ page, totalPages, onPage, label }: PaginationProps) {
  const { t } = useTranslation(NS);
  if (totalPages <= 1) return null;
  return (
    <Stack as="nav" direction="row" gap={3} align="center" justify="center" wrap aria-label={label}>
      <Button variant="outline" size="sm" startIcon={<ChevronStartIcon size={16} />} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.previous')}
      </Button>
      <span aria-current="page">{t('common.page', { page, total: totalPages })}</span>
      <Button variant="outline" size="sm" endIcon={<ChevronEndIcon size={16} />} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('common.next')}
      </Button>
    </Stack>
  );
}
