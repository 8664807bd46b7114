import { useId } from 'react';
import { IconButton } from '@pitchside/shared-ui/icon-button';
import { MinusIcon, PlusIcon } from '@pitchside/shared-ui/icons';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';
import { Fieldset, Legend } from './step.styles';
import { LimitText, Stepper, StepperValue } from './time-step.styles';

export interface DurationStepperProps {
  slots: number;
  slotMinutes: number;
  /** Why the last change was refused (minimum, maximum, next slot taken), in words. */
  limit: string | null;
  onChange: (delta: 1 | -1) => void;
}

/**
 * The booking's length in whole slots. The buttons stay enabled at the limits: pressing one there says
 * why (docs/product/messages.md, minimum and maximum duration) instead of going silent. The new length is heard through
 * the running total below, a live region.
 */
export function DurationStepper({ slots, slotMinutes, limit, onChange }: DurationStepperProps) {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  const format = useFormat();
  const valueId = useId();
  return (
    <Fieldset>
      <Legend>{t('booking.time.duration')}</Legend>
      <Stepper>
        <IconButton variant="outline" label={t('booking.time.shorter')} aria-describedby={valueId} onClick={() => onChange(-1)}>
          <MinusIcon size={18} />
        </IconButton>
        <StepperValue id={valueId}>
          {t('booking.time.length', { slots: t('booking.time.slotCount', { count: slots }), duration: format.duration(slots * slotMinutes) })}
        </StepperValue>
        <IconButton variant="outline" label={t('booking.time.longer')} aria-describedby={valueId} onClick={() => onChange(1)}>
          <PlusIcon size={18} />
        </IconButton>
      </Stepper>
      <LimitText role="status">{limit}</LimitText>
    </Fieldset>
  );
}
