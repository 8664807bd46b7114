import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { ChevronEndIcon, ChevronStartIcon } from '@pitchside/shared-ui/icons';
import { Stack } from '@pitchside/shared-ui/stack';
import { NS } from '../../../locales/namespace';

interface WizardActionsProps {
  isFirst: boolean;
  isLast: boolean;
  /** A published or archived field is saved in its state; a new field or a draft is saved as a draft or published. */
  keepsState: boolean;
  /** Editing: every step can save. */
  editing: boolean;
  saving: 'draft' | 'publish' | null;
  onCancel: () => void;
  onBack: () => void;
  onNext: () => void;
  onSave: (publish: boolean) => void;
}

/** Cancel, Back, Next, and on the last step (or any step when editing) Save as draft and Publish. */
export function WizardActions({ isFirst, isLast, keepsState, editing, saving, onCancel, onBack, onNext, onSave }: WizardActionsProps) {
  const { t } = useTranslation(NS);
  const canSave = isLast || editing;
  const busy = saving !== null;
  return (
    <Stack direction="row" gap={3} justify="space-between" wrap>
      <Button variant="ghost" disabled={busy} onClick={onCancel}>
        {t('editor.cancel')}
      </Button>
      <Stack direction="row" gap={3} wrap justify="flex-end">
        {!isFirst && (
          <Button variant="outline" disabled={busy} startIcon={<ChevronStartIcon size={18} />} onClick={onBack}>
            {t('editor.back')}
          </Button>
        )}
        {!isLast && (
          <Button variant={canSave ? 'outline' : 'primary'} disabled={busy} endIcon={<ChevronEndIcon size={18} />} onClick={onNext}>
            {t('editor.next')}
          </Button>
        )}
        {canSave && keepsState && (
          <Button loading={busy} onClick={() => onSave(false)}>
            {t('editor.save.changes')}
          </Button>
        )}
        {canSave && !keepsState && (
          <>
            <Button variant="outline" loading={saving === 'draft'} disabled={busy} onClick={() => onSave(false)}>
              {t('editor.save.draft')}
            </Button>
            <Button loading={saving === 'publish'} disabled={busy} onClick={() => onSave(true)}>
              {t('editor.save.publish')}
            </Button>
          </>
        )}
      </Stack>
    </Stack>
  );
}
