import { useTranslation } from '@pitchside/shared-ui/translation';
import { Badge } from '@pitchside/shared-ui/badge';
import { Button } from '@pitchside/shared-ui/button';
import { Card } from '@pitchside/shared-ui/card';
import { ClockIcon, EditIcon, FieldIcon } from '@pitchside/shared-ui/icons';
import { Link } from '@pitchside/shared-ui/router';
import { Stack } from '@pitchside/shared-ui/stack';
import { formatMoney } from '@pitchside/shared-ui/format';
import type { CompanyFieldSummary } from '@pitchside/shared-api/contracts/field';
import { NS } from '../../../locales/namespace';
import { FieldActionsMenu } from './field-actions-menu';
import { CardLayout, Meta, Name, Photo, Price } from './field-card.styles';

/** One field of the company's list: photo, name, sport and city, price, status, counts and actions. */
export function FieldCard({ field }: { field: CompanyFieldSummary }) {
  const { t, i18n } = useTranslation(NS);
  return (
    <Card as="li" aria-label={field.name}>
      <CardLayout>
        <Photo>{field.primaryImageUrl ? <img src={field.primaryImageUrl} alt="" loading="lazy" /> : <FieldIcon size={32} aria-hidden="true" />}</Photo>
        <Stack gap={1}>
          <Name>{field.name}</Name>
          <Meta>
            {t(`fields.sports.${field.sportType}`)} · {field.city}
          </Meta>
          <Price>{t('fields.card.price', { price: formatMoney(field.basePricePerHour, field.currency, i18n.language) })}</Price>
          <Stack direction="row" gap={2} wrap>
            <Badge tone={field.status === 'active' ? 'success' : 'neutral'}>{t(`fields.status.${field.status}`)}</Badge>
            <Badge>{t('fields.card.images', { count: field.imageCount })}</Badge>
            <Badge>{t('fields.card.schedules', { count: field.scheduleCount })}</Badge>
          </Stack>
        </Stack>
        <Stack direction="row" gap={2} wrap align="center">
          <Button asChild variant="outline" size="sm" startIcon={<EditIcon size={16} />}>
            <Link to={`/fields/${field.id}/edit`} aria-label={t('fields.actions.editNamed', { name: field.name })}>
              {t('fields.actions.edit')}
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm" startIcon={<ClockIcon size={16} />}>
            <Link to={`/company/fields/${field.id}/schedule`} aria-label={t('fields.actions.scheduleNamed', { name: field.name })}>
              {t('fields.actions.schedule')}
            </Link>
          </Button>
          <FieldActionsMenu field={field} />
        </Stack>
      </CardLayout>
    </Card>
  );
}
