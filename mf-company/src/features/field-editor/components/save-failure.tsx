import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { NS } from '../../../locales/namespace';
import { useMessageText } from '../../../lib/use-message-text';
import type { SaveFailure as Failure } from '../model/server-errors';

/** Why the last save failed (docs/product/messages.md, text), with the API's own word and the problems no input shows. */
export function SaveFailure({ failure, onDismiss }: { failure: Failure; onDismiss: () => void }) {
  const { t } = useTranslation(NS);
  const text = useMessageText();
  const inputProblems = Object.keys(failure.errors).length;
  return (
    <Alert tone="error" title={t(`editor.save.failed.${failure.kind}`)} onDismiss={onDismiss}>
      {failure.detail && <p>{text(failure.detail)}</p>}
      {inputProblems > 0 && <p>{t('editor.save.checkSteps')}</p>}
      {failure.other && failure.other.length > 0 && (
        <ul>
          {failure.other.map((problem, index) => (
            <li key={index}>{text(problem)}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
