import { Button } from '@pitchside/shared-ui/button';
import { ChevronEndIcon, ChevronStartIcon } from '@pitchside/shared-ui/icons';
import { styled } from '@pitchside/shared-ui/styled';
import { color, font, space } from '@pitchside/shared-ui/tokens';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { BOOKINGS_NS } from '../../../locales/namespace';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${space[3]};
`;

const Position = styled.span`
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;

interface Props {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Previous and next, with where the user is; nothing when everything fits on one page. */
export function BookingsPagination({ page, totalPages, onPage }: Props) {
  const { t } = useTranslation(BOOKINGS_NS);
  const format = useFormat();
  if (totalPages <= 1) return null;
  return (
    <Nav aria-label={t('bookings.pagination.label')}>
      <Button variant="outline" size="sm" startIcon={<ChevronStartIcon size={16} />} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('bookings.pagination.previous')}
      </Button>
      <Position>
        {t('bookings.pagination.position', { page: format.number(page), total: format.number(totalPages) })}
      </Position>
      <Button variant="outline" size="sm" endIcon={<ChevronEndIcon size={16} />} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('bookings.pagination.next')}
      </Button>
    </Nav>
  );
}
