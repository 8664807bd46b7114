import type { CompanyFieldSummary } from '@pitchside/shared-api/contracts/field';

/** What an owner can do to a field from the list (docs/product/states.md, transitions, delete for drafts only). */
export type FieldAction = 'activate' | 'deactivate' | 'publish' | 'unpublish' | 'archive' | 'restore' | 'delete';

/** Actions that take a field away from customers (or for good): each asks first. */
export const HIDING_ACTIONS: ReadonlySet<FieldAction> = new Set(['deactivate', 'unpublish', 'archive', 'delete']);

export function actionsFor(field: Pick<CompanyFieldSummary, 'status' | 'publicationState'>): FieldAction[] {
  const actions: FieldAction[] = [field.status === 'active' ? 'deactivate' : 'activate'];
  if (field.publicationState === 'published') actions.push('unpublish', 'archive');
  if (field.publicationState === 'draft') actions.push('publish', 'archive', 'delete');
  if (field.publicationState === 'archived') actions.push('restore');
  return actions;
}
