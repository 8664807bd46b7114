import type { FieldImage, ImageUploadResult } from '@pitchside/shared-api/contracts/field';
import { FIELD_LIMITS, FIELD_MESSAGES as M } from '@pitchside/shared-api/contracts/field-constants';
import type { Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { FileStorage } from '../files/file-storage.js';
import type { Actor } from '../../lib/actor.js';
import { recordFieldActivity } from './field-activity.js';
import type { FieldScope } from './field-calendar.repository.js';
import { processFieldPhoto } from './field-images.js';
import type { FieldImageRepository } from './field-image.repository.js';
import type { FieldRepository } from './field.repository.js';
import { managedField } from './field.service.js';

/** One uploaded file as it arrives: read it, or drain it unread when it cannot be kept anyway. */
export interface IncomingPhoto {
  filename: string;
  read(): Promise<{ data: Buffer; truncated: boolean }>;
  skip(): Promise<void>;
}

/** Field photos: at most 10 per field, each checked and re-encoded; a bad file does not stop the rest. */
export class FieldImageService {
  constructor(
    private readonly fields: FieldRepository,
    private readonly images: FieldImageRepository,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
  ) {}

  /**
   * Keeps every acceptable photo and lists each rejected one with its reason (docs/product/validation.md). Files past
   * the limit are not even read.
   */
  async upload(actor: Actor, fieldId: string, photos: AsyncIterable<IncomingPhoto>): Promise<ImageUploadResult> {
    const field = await managedField(this.fields, actor, fieldId);
    const result: ImageUploadResult = { images: [], rejected: [] };
    const reject = (filename: string, reason: string) => result.rejected.push({ filename: filename.slice(0, 255), reason });
    let held = await this.images.imageCount(fieldId);
    let received = 0;
    for await (const photo of photos) {
      received += 1;
      if (held >= FIELD_LIMITS.imagesMax) {
        await photo.skip();
        reject(photo.filename, M.tooManyImages);
        continue;
      }
      const { data, truncated } = await photo.read();
      const processed = await processFieldPhoto(data, truncated);
      if (!processed.ok) {
        reject(photo.filename, processed.reason);
        continue;
      }
      const path = await this.storage.save(`field-images/${fieldId}`, 'jpg', processed.data);
      const added = await this.images.append(field, path, FIELD_LIMITS.imagesMax, this.clock.now(), this.audit(actor, field, 'field.image_added'));
      if (added === 'gone') {
        await this.storage.remove(path);
        throw notFound(M.notFound);
      }
      if (added === 'full') {
        // Another upload filled the field meanwhile.
        await this.storage.remove(path);
        held = FIELD_LIMITS.imagesMax;
        reject(photo.filename, M.tooManyImages);
        continue;
      }
      held += 1;
      result.images.push(added);
    }
    if (received === 0) throw badRequest('No file was uploaded', 'FILE_REQUIRED');
    return result;
  }

  /** The activity log entry of a photo change, written in its transaction. */
  private audit(actor: Actor, field: FieldScope, action: string) {
    return (tx: Executor) => recordFieldActivity(tx, actor, field, action, this.clock.now());
  }

  async delete(actor: Actor, fieldId: string, imageId: string): Promise<void> {
    const field = await managedField(this.fields, actor, fieldId);
    const path = await this.images.delete(field, imageId, this.clock.now(), this.audit(actor, field, 'field.image_deleted'));
    if (!path) throw notFound(M.imageNotFound);
    await this.storage.remove(path);
  }

  /** The new order must name every image of the field exactly once; the first becomes primary. */
  async reorder(actor: Actor, fieldId: string, imageIds: readonly string[]): Promise<FieldImage[]> {
    const field = await managedField(this.fields, actor, fieldId);
    const ordered = await this.images.reorder(field, imageIds, this.clock.now(), this.audit(actor, field, 'field.images_reordered'));
    if (!ordered) throw badRequest(M.imageOrder, 'INVALID_IMAGE_ORDER');
    return ordered;
  }
}
