import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { ChevronEndIcon, ChevronStartIcon } from '@pitchside/shared-ui/icons';
import { styled } from '@pitchside/shared-ui/styled';
import { color, space } from '@pitchside/shared-ui/tokens';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { FIELDS_NS } from '../../../locales/namespace';

const Nav = styled.nav`
  ol {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: ${space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Gap = styled.span`
  padding-inline: ${space[1]};
  color: ${color.textMuted};
`;

/** Pages to offer: the first, the last, and two around the current one; `null` marks a gap. */
export function pageWindow(page: number, totalPages: number): (number | null)[] {
  const wanted = new Set([1, totalPages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= totalPages));
  const pages = [...wanted].sort((a, b) => a - b);
  return pages.flatMap((p, index) => {
    const previous = pages[index - 1];
    if (previous === undefined || p === previous + 1) return [p];
    return p === previous + 2 ? [previous + 1, p] : [null, p];
  });
}

interface Props {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Previous, numbered pages and next; the current page is marked for assistive technology. */
export function FieldsPagination({ page, totalPages, onPage }: Props) {
  const { t } = useTranslation(FIELDS_NS);
  const format = useFormat();
  if (totalPages <= 1) return null;
  return (
    <Nav aria-label={t('fields.pagination.label')}>
      <ol>
        <li>
          <Button variant="ghost" size="sm" startIcon={<ChevronStartIcon size={16} />} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('fields.pagination.previous')}
          </Button>
        </li>
        {pageWindow(page, totalPages).map((p, index) => (
          <li key={p ?? `gap-${index}`}>
            {p === null ? (
              <Gap aria-hidden="true">…</Gap>
            ) : (
              <Button
                variant={p === page ? 'primary' : 'outline'}
                size="sm"
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('fields.pagination.page', { page: format.number(p) })}
                onClick={() => onPage(p)}
              >
                {format.number(p)}
              </Button>
            )}
          </li>
        ))}
        <li>
          <Button variant="ghost" size="sm" endIcon={<ChevronEndIcon size={16} />} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
            {t('fields.pagination.next')}
          </Button>
        </li>
      </ol>
    </Nav>
  );
}
