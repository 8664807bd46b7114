import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { ConfirmDialog } from '@pitchside/shared-ui/confirm-dialog';
import { Stack } from '@pitchside/shared-ui/stack';
import { notify } from '@pitchside/shared-ui/toaster';
import type { FieldState } from '@pitchside/shared-api/contracts/field-constants';
import { NS } from '../../../locales/namespace';
import { useMessageText } from '../../../lib/use-message-text';
import { EDITOR_STEPS, FIELDS_LIST_PATH, type EditorStep } from '../constants';
import { useFieldForm } from '../hooks/use-field-form';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { useSaveField } from '../hooks/use-save-field';
import type { FieldDraft } from '../model/field-draft';
import type { RejectedFile } from '../model/image-check';
import type { SaveFailure as Failure } from '../model/server-errors';
import { AmenitiesStep } from './amenities-step';
import { BasicsStep } from './basics-step';
import { DetailsStep } from './details-step';
import { ImagesStep, releasePreview } from './images-step';
import { LocationStep } from './location-step';
import { PricingStep } from './pricing-step';
import { SaveFailure } from './save-failure';
import { SaveProgress } from './save-progress';
import { ScheduleStep } from './schedule-step';
import type { StepProps } from './step-props';
import { Stepper } from './stepper';
import { WizardActions } from './wizard-actions';

const STEPS: Record<Exclude<EditorStep, 'images'>, ComponentType<StepProps>> = {
  basics: BasicsStep, location: LocationStep, details: DetailsStep, schedule: ScheduleStep, pricing: PricingStep, amenities: AmenitiesStep,
};

interface FieldWizardProps {
  initial: FieldDraft;
  /** The saved field being edited (absent for a new one). */
  fieldId?: string;
  publicationState?: FieldState;
}

/** The seven-step field wizard (docs/product/routes-and-screens.md): step by step checks, saving with photos, and no silent loss of work. */
export function FieldWizard({ initial, fieldId, publicationState }: FieldWizardProps) {
  const { t } = useTranslation(NS);
  const text = useMessageText();
  const form = useFieldForm(initial, { editing: Boolean(fieldId) });
  const { save, progress, reset } = useSaveField();
  const [savedId, setSavedId] = useState(fieldId);
  const [saving, setSaving] = useState<'draft' | 'publish' | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [serverRejected, setServerRejected] = useState<RejectedFile[]>([]);
  // Also while saving: leaving then would drop the photos and publishing still to come.
  const guard = useLeaveGuard(form.dirty);
  const titleId = useId();
  const index = EDITOR_STEPS.indexOf(form.step);
  const section = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  // After a refused Next or Save, the first input in error takes the focus (its message is read with it).
  useEffect(() => {
    if (focusRequest) section.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  const focusFirstError = () => setFocusRequest((count) => count + 1);

  // Previews of photos that were never saved are freed when the wizard goes away.
  const images = useRef(form.draft.images);
  images.current = form.draft.images;
  useEffect(() => () => images.current.forEach(releasePreview), []);

  const errorOf: StepProps['errorOf'] = (path, options) => {
    const found = form.errors[path] ?? (options?.nested ? Object.entries(form.errors).find(([key]) => key.startsWith(`${path}.`))?.[1] : undefined);
    return text(found);
  };

  const submit = async (publish: boolean) => {
    setFailure(null);
    if (!form.checkAll()) {
      focusFirstError();
      return;
    }
    setSaving(publish ? 'publish' : 'draft');
    setServerRejected([]);
    const result = await save(form.draft, savedId, publish);
    setSaving(null);
    if (result.ok) {
      notify.success(t(publish ? 'editor.save.published' : fieldId ? 'editor.save.saved' : 'editor.save.drafted'));
      reset();
      guard.leave({ path: FIELDS_LIST_PATH });
      return;
    }
    // Whatever was saved stays saved: a retry updates the same field instead of creating another.
    if (result.fieldId) setSavedId(result.fieldId);
    if (result.images) {
      const kept = new Set(result.images.map((image) => image.key));
      form.draft.images.filter((image) => !kept.has(image.key)).forEach(releasePreview);
      const saved = { ...form.draft, images: result.images };
      form.setDraft(saved);
      // The field itself is saved; photos not uploaded yet still count as unsaved work.
      const stored = saved.images.filter((image) => image.kind === 'existing');
      if (result.failure.kind !== 'create' && result.failure.kind !== 'update') form.markSaved({ ...saved, images: stored });
    }
    setServerRejected(result.rejected ?? []);
    setFailure(result.failure);
    form.showServerErrors(result.failure.errors);
    focusFirstError();
    if (result.rejected?.length) form.goTo('images');
    notify.error(t(`editor.save.failed.${result.failure.kind}`));
  };

  const step = form.step;
  const Step = step === 'images' ? null : STEPS[step];
  const props: StepProps = { draft: form.draft, update: form.update, errorOf };
  return (
    <Stack gap={6}>
      <Stepper current={step} stateOf={form.stateOf} visited={form.visited} onSelect={form.goTo} />
      <Card as="section" ref={section} aria-labelledby={titleId} padding="lg">
        <Stack gap={5}>
          <CardHeader titleId={titleId} title={t(`editor.steps.${step}`)} description={t('editor.steps.progress', { current: index + 1, total: EDITOR_STEPS.length })} />
          {Step ? <Step {...props} /> : <ImagesStep {...props} serverRejected={serverRejected} />}
          {failure && <SaveFailure failure={failure} onDismiss={() => setFailure(null)} />}
          {progress && <SaveProgress progress={progress} />}
          <WizardActions
            isFirst={index === 0}
            isLast={index === EDITOR_STEPS.length - 1}
            keepsState={publicationState === 'published' || publicationState === 'archived'}
            editing={Boolean(fieldId)}
            saving={saving}
            onCancel={() => guard.request(FIELDS_LIST_PATH)}
            onBack={form.back}
            onNext={() => form.next() || focusFirstError()}
            onSave={(publish) => void submit(publish)}
          />
        </Stack>
      </Card>
      <ConfirmDialog
        open={guard.pending !== null}
        onOpenChange={(open) => !open && guard.stay()}
        tone="danger"
        title={t('editor.discard.title')}
        description={t('editor.discard.text')}
        confirmLabel={t('editor.discard.confirm')}
        cancelLabel={t('editor.discard.keep')}
        onConfirm={guard.proceed}
      />
    </Stack>
  );
}
