import { CheckIcon } from '@pitchside/shared-ui/icons';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { VisuallyHidden } from '@pitchside/shared-ui/visually-hidden';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';
import { STEPS, type Step } from '../lib/wizard-state';
import { Marker, StepItem, StepList, StepName, type StepState } from './step-indicator.styles';

/** The five steps in order; the current one is `aria-current="step"`, the ones before are marked done. */
export function StepIndicator({ current }: { current: Step }) {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  const index = STEPS.indexOf(current);
  return (
    <StepList aria-label={t('booking.steps.label')}>
      {STEPS.map((step, i) => {
        const state: StepState = i < index ? 'done' : i === index ? 'current' : 'todo';
        return (
          <StepItem key={step} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <Marker $state={state} aria-hidden="true">
              {state === 'done' ? <CheckIcon size={14} /> : i + 1}
            </Marker>
            <StepName $state={state}>{t(`booking.steps.${step}`)}</StepName>
            {state === 'done' && <VisuallyHidden> {t('booking.steps.done')}</VisuallyHidden>}
          </StepItem>
        );
      })}
    </StepList>
  );
}
