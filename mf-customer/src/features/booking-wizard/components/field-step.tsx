import type { Field } from '@pitchside/shared-api/contracts/field';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { ArrowBackIcon, ChevronEndIcon } from '@pitchside/shared-ui/icons';
import { Link } from '@pitchside/shared-ui/router';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';
import { Actions, Facts } from './step.styles';
import { FieldName, Summary } from './field-step.styles';

export interface FieldStepProps {
  field: Field;
  onContinue: () => void;
}

/** Step 1: the field chosen on its page, with a way back to the list to choose another one. */
export function FieldStep({ field, onContinue }: FieldStepProps) {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  const format = useFormat();
  const bookable = field.status === 'active';
  return (
    <>
      <Summary>
        <FieldName>{field.name}</FieldName>
        <Facts>
          <dt>{t('booking.field.city')}</dt>
          <dd>{field.city}</dd>
          <dt>{t('booking.field.sport')}</dt>
          <dd>{t(`booking.sports.${field.sportType}`)}</dd>
          <dt>{t('booking.field.price')}</dt>
          <dd>{t('booking.field.perHour', { price: format.money(field.basePricePerHour, field.currency) })}</dd>
        </Facts>
      </Summary>
      {!bookable && <Alert tone="warning">{t('booking.field.notBookable')}</Alert>}
      <Actions>
        <Button asChild variant="outline" startIcon={<ArrowBackIcon size={18} />}>
          <Link to="/fields">{t('booking.field.change')}</Link>
        </Button>
        {bookable && (
          <Button endIcon={<ChevronEndIcon size={18} />} onClick={onContinue}>
            {t('booking.actions.continue')}
          </Button>
        )}
      </Actions>
    </>
  );
}
