import { useTranslation } from '@pitchside/shared-ui/translation';
import { Stack } from '@pitchside/shared-ui/stack';
import { VisuallyHidden } from '@pitchside/shared-ui/visually-hidden';
import { NS } from '../../../locales/namespace';
import { EDITOR_STEPS, type EditorStep } from '../constants';
import type { StepState } from '../hooks/use-field-form';
import { PhoneSummary, StepChip, StepItem, StepList } from './stepper.styles';

interface StepperProps {
  current: EditorStep;
  stateOf: (step: EditorStep) => StepState;
  /** Visited steps can be opened directly. */
  visited: ReadonlySet<EditorStep>;
  onSelect: (step: EditorStep) => void;
}

/** The seven steps with their state (done, has errors, to do); visited ones are buttons to jump back. */
export function Stepper({ current, stateOf, visited, onSelect }: StepperProps) {
  const { t } = useTranslation(NS);
  const index = EDITOR_STEPS.indexOf(current);
  return (
    <Stack as="nav" gap={2} aria-label={t('editor.steps.navLabel')}>
      {/* Focusable: on narrow screens the list scrolls sideways, and keyboard users must be able to scroll it too. */}
      <StepList aria-label={t('editor.steps.label')} tabIndex={0}>
        {EDITOR_STEPS.map((step) => {
          const state = stateOf(step);
          const canOpen = visited.has(step) && step !== current;
          return (
            <StepItem key={step} aria-current={step === current ? 'step' : undefined}>
              <StepChip
                as={canOpen ? 'button' : 'span'}
                type={canOpen ? 'button' : undefined}
                $state={step === current && state !== 'error' ? 'current' : state}
                onClick={canOpen ? () => onSelect(step) : undefined}
              >
                <span data-step-name>{t(`editor.steps.${step}`)}</span>
                {(state === 'complete' || state === 'error') && <VisuallyHidden>{t(`editor.steps.state.${state}`)}</VisuallyHidden>}
              </StepChip>
            </StepItem>
          );
        })}
      </StepList>
      <PhoneSummary aria-hidden="true">
        {t('editor.steps.progress', { current: index + 1, total: EDITOR_STEPS.length })} · {t(`editor.steps.${current}`)}
      </PhoneSummary>
    </Stack>
  );
}
