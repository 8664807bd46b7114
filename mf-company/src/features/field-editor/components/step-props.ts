import type { FieldDraft } from '../model/field-draft';

/** What every step receives: the draft, a way to change it, and the error text of a value's path. */
export interface StepProps {
  draft: FieldDraft;
  update: (patch: Partial<FieldDraft>) => void;
  /** The error at `path`; with `nested`, also the first one below it (`pricingRules` → `pricingRules.0.name`). */
  errorOf: (path: string, options?: { nested?: boolean }) => string | undefined;
}
