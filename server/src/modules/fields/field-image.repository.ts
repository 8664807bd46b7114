import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FieldImage } from '@pitchside/shared-api/contracts/field';
import type { Db, Executor } from '../../db/client.js';
import { fieldImages, fields } from '../../db/schema.js';
import { FileStorage } from '../files/file-storage.js';
import { ownerOf, type FieldScope } from './field-calendar.repository.js';

export interface StoredImage { id: string; path: string }

export const imageUrl = (image: StoredImage): FieldImage => ({ id: image.id, url: FileStorage.urlFor(image.path) });

/**
 * Photos of fields, in display order (the first is primary). Every change locks the field row, so
 * concurrent uploads, deletions and reorders of one field run one after the other.
 */
/** Runs in the transaction of a change that succeeded (its activity log entry). */
type Audit = (tx: Executor) => Promise<void>;

export class FieldImageRepository {
  constructor(private readonly db: Db) {}

  async images(fieldId: string, exec: Executor = this.db): Promise<StoredImage[]> {
    return exec.select({ id: fieldImages.id, path: fieldImages.path }).from(fieldImages)
      .where(eq(fieldImages.fieldId, fieldId))
      .orderBy(asc(fieldImages.position), asc(fieldImages.createdAt), asc(fieldImages.id));
  }

  async imageCount(fieldId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(fieldImages).where(eq(fieldImages.fieldId, fieldId));
    return row?.n ?? 0;
  }

  /** Appends an image unless the field already holds `max`. */
  async append(scope: FieldScope, path: string, max: number, now: Date, audit?: Audit): Promise<FieldImage | 'full' | 'gone'> {
    return this.db.transaction(async (tx) => {
      if (!(await this.lockField(scope, now, tx))) return 'gone';
      const [held] = await tx.select({ n: count(), last: sql<number | null>`max(${fieldImages.position})` })
        .from(fieldImages).where(eq(fieldImages.fieldId, scope.fieldId));
      if ((held?.n ?? 0) >= max) return 'full';
      const [row] = await tx.insert(fieldImages)
        .values({ ...ownerOf(scope), path, position: (held?.last ?? -1) + 1, createdAt: now })
        .returning({ id: fieldImages.id, path: fieldImages.path });
      if (!row) throw new Error('image insert returned no row');
      await audit?.(tx);
      return imageUrl(row);
    });
  }

  /** Removes one image and closes the gap in the positions; answers its stored path. */
  async delete(scope: FieldScope, imageId: string, now: Date, audit?: Audit): Promise<string | undefined> {
    return this.db.transaction(async (tx) => {
      if (!(await this.lockField(scope, now, tx))) return undefined;
      const [row] = await tx.delete(fieldImages)
        .where(and(eq(fieldImages.id, imageId), eq(fieldImages.fieldId, scope.fieldId), eq(fieldImages.companyId, scope.companyId)))
        .returning({ path: fieldImages.path });
      if (!row) return undefined;
      await tx.execute(sql`
        update ${fieldImages} set position = ordered.rank - 1
          from (select id, row_number() over (order by position, created_at, id) as rank
                  from ${fieldImages} where field_id = ${scope.fieldId}) ordered
         where ${fieldImages}.id = ordered.id`);
      await audit?.(tx);
      return row.path;
    });
  }

  /** Puts the images in the given order when it names every image of the field exactly once. */
  async reorder(scope: FieldScope, imageIds: readonly string[], now: Date, audit?: Audit): Promise<FieldImage[] | undefined> {
    return this.db.transaction(async (tx) => {
      if (!(await this.lockField(scope, now, tx))) return undefined;
      const known = new Set((await this.images(scope.fieldId, tx)).map((i) => i.id));
      if (imageIds.length !== known.size || new Set(imageIds).size !== imageIds.length || !imageIds.every((id) => known.has(id))) {
        return undefined;
      }
      for (const [position, id] of imageIds.entries()) {
        await tx.update(fieldImages).set({ position }).where(and(eq(fieldImages.id, id), eq(fieldImages.fieldId, scope.fieldId)));
      }
      await audit?.(tx);
      return (await this.images(scope.fieldId, tx)).map(imageUrl);
    });
  }

  /** Locks the field row (marking it changed, as its images are part of it); false when it is gone. */
  private async lockField(scope: FieldScope, now: Date, tx: Executor): Promise<boolean> {
    const rows = await tx.update(fields).set({ updatedAt: now })
      .where(and(eq(fields.id, scope.fieldId), eq(fields.companyId, scope.companyId)))
      .returning({ id: fields.id });
    return rows.length === 1;
  }
}
