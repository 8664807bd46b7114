import { useId, useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { ConfirmDialog } from '@pitchside/shared-ui/confirm-dialog';
import { useNavigate } from '@pitchside/shared-ui/router';
import { Stack } from '@pitchside/shared-ui/stack';
import { ComingSoonButton } from '@pitchside/shared-ui/coming-soon-button';
import { NS } from '../../../locales/namespace';
import { EDITOR_STEPS } from '../constants';
import { BasicsStep, EMPTY_BASICS } from './basics-step';
import { Stepper } from './stepper';

const LEAVE_TO = '/company/fields';

/** The create wizard at step 1. Later steps and saving arrive with the field API. */
export function NewFieldWizard() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [basics, setBasics] = useState(EMPTY_BASICS);
  const [confirming, setConfirming] = useState(false);
  const stepTitleId = useId();
  const dirty = Object.values(basics).some((value) => value.trim() !== '');

  const cancel = () => (dirty ? setConfirming(true) : navigate(LEAVE_TO));

  return (
    <Stack gap={6}>
      <Stepper current="basics" />
      <Card as="section" aria-labelledby={stepTitleId} padding="lg">
        <CardHeader
          titleId={stepTitleId}
          title={t('editor.steps.basics')}
          description={t('editor.steps.progress', { current: 1, total: EDITOR_STEPS.length })}
        />
        <BasicsStep values={basics} onChange={setBasics} />
        <Stack direction="row" gap={3} justify="flex-end" wrap>
          <Button variant="outline" onClick={cancel}>
            {t('editor.cancel')}
          </Button>
          <ComingSoonButton>{t('editor.next')}</ComingSoonButton>
        </Stack>
      </Card>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="danger"
        title={t('editor.discard.title')}
        description={t('editor.discard.text')}
        confirmLabel={t('editor.discard.confirm')}
        cancelLabel={t('editor.discard.keep')}
        onConfirm={() => navigate(LEAVE_TO)}
      />
    </Stack>
  );
}
