import { FIELD_LIMITS } from '@pitchside/shared-api/contracts/field-constants';
import type { MessageRef } from '../../../lib/field-messages';

export interface RejectedFile {
  name: string;
  reason: MessageRef;
}

const TYPES: readonly string[] = FIELD_LIMITS.imageTypes;

/**
 * Images (docs/product/validation.md), checked before anything is sent: JPEG, PNG or WebP, at most 5 MB each, at most 10
 * per field (`room` = how many more fit). The server checks the contents again.
 */
export function precheckImages(files: readonly File[], room: number): { accepted: File[]; rejected: RejectedFile[] } {
  const accepted: File[] = [];
  const rejected: RejectedFile[] = [];
  for (const file of files) {
    const reason = !TYPES.includes(file.type)
      ? 'imageFormat'
      : file.size > FIELD_LIMITS.imageMaxBytes
        ? 'imageTooLarge'
        : accepted.length >= room
          ? 'tooManyImages'
          : undefined;
    if (reason) rejected.push({ name: file.name, reason: { key: `fields.messages.${reason}` } });
    else accepted.push(file);
  }
  return { accepted, rejected };
}
