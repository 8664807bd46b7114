import { useCallback, useMemo, useState } from 'react';
import { EDITOR_STEPS, type EditorStep } from '../constants';
import { draftFingerprint, type FieldDraft } from '../model/field-draft';
import { stepOfPath, validateAll, validateStep, type FormErrors } from '../model/validation';

export type StepState = 'current' | 'complete' | 'error' | 'upcoming';

/**
 * The wizard's state: the draft, the current step and which steps were visited, and the errors shown.
 * A step's rules show once the owner tried to leave it (Next, Save); from then on they follow each edit.
 * Errors from the server show until the next edit.
 */
export function useFieldForm(initial: FieldDraft, { editing }: { editing: boolean }) {
  const [draft, setDraft] = useState(initial);
  const [baseline, setBaseline] = useState(() => draftFingerprint(initial));
  const [step, setStep] = useState<EditorStep>('basics');
  const [visited, setVisited] = useState<ReadonlySet<EditorStep>>(() => new Set(editing ? EDITOR_STEPS : ['basics']));
  const [checked, setChecked] = useState<ReadonlySet<EditorStep>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<FormErrors>({});

  const update = useCallback((patch: Partial<FieldDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setServerErrors({});
  }, []);

  const errors = useMemo(
    () => Object.assign({ ...serverErrors }, ...[...checked].map((name) => validateStep(name, draft))) as FormErrors,
    [serverErrors, checked, draft],
  );

  const stateOf = (name: EditorStep): StepState => {
    if (Object.keys(errors).some((path) => stepOfPath(path) === name)) return 'error';
    if (name === step) return 'current';
    return checked.has(name) ? 'complete' : 'upcoming';
  };

  const goTo = useCallback((name: EditorStep) => {
    setVisited((current) => new Set([...current, name]));
    setStep(name);
  }, []);

  /** Checks the current step; moves on when it is valid. Returns whether it moved. */
  const next = (): boolean => {
    setChecked((current) => new Set([...current, step]));
    if (Object.keys(validateStep(step, draft)).length > 0) return false;
    const following = EDITOR_STEPS[EDITOR_STEPS.indexOf(step) + 1];
    if (following) goTo(following);
    return true;
  };

  const back = () => {
    const previous = EDITOR_STEPS[EDITOR_STEPS.indexOf(step) - 1];
    if (previous) setStep(previous);
  };

  /** Checks every step before saving; on a problem, opens the first step that has one. */
  const checkAll = (): boolean => {
    setChecked(new Set(EDITOR_STEPS));
    const problems = Object.keys(validateAll(draft));
    const firstWithError = EDITOR_STEPS.find((name) => problems.some((path) => stepOfPath(path) === name));
    if (firstWithError) goTo(firstWithError);
    return !firstWithError;
  };

  /** Shows the server's validation problems and opens the first step they concern. */
  const showServerErrors = (found: FormErrors) => {
    setServerErrors(found);
    const firstWithError = EDITOR_STEPS.find((name) => Object.keys(found).some((path) => stepOfPath(path) === name));
    if (firstWithError) goTo(firstWithError);
  };

  return {
    draft, update, setDraft, errors, step, visited, stateOf, goTo, next, back, checkAll, showServerErrors,
    dirty: draftFingerprint(draft) !== baseline,
    /** After a save: what is on the server now is the new starting point. */
    markSaved: (saved: FieldDraft) => setBaseline(draftFingerprint(saved)),
  };
}

export type FieldForm = ReturnType<typeof useFieldForm>;
