import { useTranslation } from '@pitchside/shared-ui/translation';
import { CheckIcon, CloseIcon } from '@pitchside/shared-ui/icons';
import { Spinner } from '@pitchside/shared-ui/spinner';
import { Stack } from '@pitchside/shared-ui/stack';
import { NS } from '../../../locales/namespace';
import { SAVE_PHASES, type SaveProgress as Progress } from '../hooks/use-save-field';
import { Hint } from './wizard.styles';

/** What saving is doing: each phase (field, photos, order, publishing) waiting, running, done or failed. */
export function SaveProgress({ progress }: { progress: Progress }) {
  const { t } = useTranslation(NS);
  return (
    <div role="status" aria-label={t('editor.save.progress')}>
      <Stack as="ol" gap={1}>
      {SAVE_PHASES.filter((phase) => progress[phase]).map((phase) => {
        const state = progress[phase] ?? 'waiting';
        return (
          <Stack as="li" key={phase} direction="row" gap={2} align="center">
            {state === 'running' && <Spinner size="sm" decorative />}
            {state === 'done' && <CheckIcon size={16} aria-hidden="true" />}
            {state === 'failed' && <CloseIcon size={16} aria-hidden="true" />}
            <Hint>{t('editor.save.phase', { phase: t(`editor.save.phases.${phase}`), state: t(`editor.save.states.${state}`) })}</Hint>
          </Stack>
        );
      })}
      </Stack>
    </div>
  );
}
