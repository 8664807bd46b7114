import { useState } from 'react';
import { useChangeFieldStateMutation, useCreateFieldMutation, useDeleteFieldImageMutation, useReorderFieldImagesMutation, useUpdateFieldMutation, useUploadFieldImagesMutation } from '@pitchside/shared-api/client/company-fields-api';
import type { Field, FieldImage } from '@pitchside/shared-api/contracts/field';
import { fieldMessage } from '../../../lib/field-messages';
import type { FieldDraft, ImageItem } from '../model/field-draft';
import { toFieldRequest } from '../model/field-request';
import type { RejectedFile } from '../model/image-check';
import { serverProblems, type SaveFailure } from '../model/server-errors';

export const SAVE_PHASES = ['field', 'upload', 'remove', 'order', 'publish'] as const;
export type SavePhase = (typeof SAVE_PHASES)[number];
export type PhaseState = 'waiting' | 'running' | 'done' | 'failed';
export type SaveProgress = Partial<Record<SavePhase, PhaseState>>;

export type SaveResult =
  | { ok: true; field: Field }
  | { ok: false; failure: SaveFailure; fieldId?: string; images?: ImageItem[]; rejected?: RejectedFile[] };

type NewImage = Extract<ImageItem, { kind: 'new' }>;
const existing = (image: FieldImage, name: string): ImageItem => ({ kind: 'existing', key: image.id, id: image.id, url: image.url, name });

/**
 * Saves the wizard: creates (POST) or updates (PUT) the field with its schedules and rules, then, since
 * images belong to an existing field, uploads the new photos, deletes the removed ones, sends the order
 * and publishes when asked. `progress` tells each phase's state for the screen.
 */
export function useSaveField() {
  const [createField] = useCreateFieldMutation();
  const [updateField] = useUpdateFieldMutation();
  const [uploadImages] = useUploadFieldImagesMutation();
  const [deleteImage] = useDeleteFieldImageMutation();
  const [reorderImages] = useReorderFieldImagesMutation();
  const [changeState] = useChangeFieldStateMutation();
  const [progress, setProgress] = useState<SaveProgress | null>(null);

  async function save(draft: FieldDraft, fieldId: string | undefined, publish: boolean): Promise<SaveResult> {
    const added = draft.images.filter((image): image is NewImage => image.kind === 'new');
    const phases: SavePhase[] = ['field', ...(added.length ? (['upload'] as const) : []), 'remove', 'order', ...(publish ? (['publish'] as const) : [])];
    let state: SaveProgress = Object.fromEntries(phases.map((phase) => [phase, 'waiting']));
    const mark = (phase: SavePhase, value: PhaseState) => {
      state = { ...state, [phase]: value };
      setProgress(state);
    };
    setProgress(state);

    const { body, scheduleDays } = toFieldRequest(draft);
    let field: Field;
    mark('field', 'running');
    try {
      field = fieldId ? await updateField({ fieldId, changes: body }).unwrap() : await createField(body).unwrap();
    } catch (error) {
      mark('field', 'failed');
      return { ok: false, failure: serverProblems(error, fieldId ? 'update' : 'create', scheduleDays), fieldId };
    }
    mark('field', 'done');

    // The photos as they will be once the new ones are in: saved ones keep their place, new ones get their id.
    const known = new Set(field.images.map((image) => image.id));
    let images = draft.images;
    let rejected: RejectedFile[] = [];
    try {
      if (added.length) {
        mark('upload', 'running');
        const result = await uploadImages({ fieldId: field.id, files: added.map((image) => image.file) }).unwrap();
        const stored = result.images.filter((image) => !known.has(image.id));
        const refused = new Map<string, number>();
        for (const item of result.rejected) refused.set(item.filename, (refused.get(item.filename) ?? 0) + 1);
        rejected = result.rejected.map((item) => ({ name: item.filename, reason: fieldMessage(item.reason) }));
        images = draft.images.flatMap((image) => {
          if (image.kind === 'existing') return [image];
          const left = refused.get(image.name) ?? 0;
          if (left > 0) {
            refused.set(image.name, left - 1);
            return [];
          }
          const saved = stored.shift();
          return saved ? [existing(saved, image.name)] : [];
        });
        mark('upload', rejected.length ? 'failed' : 'done');
      }
      mark('remove', 'running');
      const kept = new Set(images.map((image) => (image.kind === 'existing' ? image.id : '')));
      for (const image of field.images) if (!kept.has(image.id)) await deleteImage({ fieldId: field.id, imageId: image.id }).unwrap();
      mark('remove', 'done');
      mark('order', 'running');
      const order = images.flatMap((image) => (image.kind === 'existing' ? [image.id] : []));
      if (order.length) await reorderImages({ fieldId: field.id, imageIds: order }).unwrap();
      mark('order', 'done');
    } catch (error) {
      for (const phase of ['upload', 'remove', 'order'] as const) if (state[phase] === 'running') mark(phase, 'failed');
      return { ok: false, failure: serverProblems(error, 'images', scheduleDays), fieldId: field.id, images, rejected };
    }
    if (rejected.length) return { ok: false, failure: { kind: 'images', errors: {} }, fieldId: field.id, images, rejected };

    if (publish && field.publicationState !== 'published') {
      mark('publish', 'running');
      try {
        field = await changeState({ fieldId: field.id, action: 'publish' }).unwrap();
      } catch (error) {
        mark('publish', 'failed');
        return { ok: false, failure: serverProblems(error, 'publish', scheduleDays), fieldId: field.id, images };
      }
    }
    if (publish) mark('publish', 'done');
    return { ok: true, field };
  }

  return { save, progress, reset: () => setProgress(null) };
}
