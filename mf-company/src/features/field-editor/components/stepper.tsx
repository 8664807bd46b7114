import { useTranslation } from '@pitchside/shared-ui/translation';
import { NS } from '../../../locales/namespace';
import { EDITOR_STEPS, type EditorStep } from '../constants';
import { StepItem, StepList } from './stepper.styles';

/** The wizard's seven steps in order; the current one is marked `aria-current="step"`. */
export function Stepper({ current }: { current: EditorStep }) {
  const { t } = useTranslation(NS);
  return (
    // Focusable: on phones the list scrolls sideways, and keyboard users must be able to scroll it too.
    <StepList aria-label={t('editor.steps.label')} tabIndex={0}>
      {EDITOR_STEPS.map((step) => (
        <StepItem key={step} aria-current={step === current ? 'step' : undefined}>
          {t(`editor.steps.${step}`)}
        </StepItem>
      ))}
    </StepList>
  );
}
