import sharp from 'sharp';
import { FIELD_LIMITS, FIELD_MESSAGES } from '@pitchside/shared-api/contracts/field-constants';
import { detectImageKind, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from '../files/image-processing.js';

/** Longest side of a stored field photo: sharp on a wide screen, light on a phone. */
export const FIELD_PHOTO_MAX_SIDE = 1600;

export type FieldPhotoKind = 'jpeg' | 'png' | 'webp';

/** JPEG, PNG or WebP from the first bytes, never from the file name or the declared type. */
export function detectFieldPhotoKind(data: Buffer): FieldPhotoKind | undefined {
  const kind = detectImageKind(data);
  if (kind === 'jpeg' || kind === 'png') return kind;
  const isWebp = data.length >= 12 && data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP';
  return isWebp ? 'webp' : undefined;
}

export type FieldPhotoResult = { ok: true; data: Buffer } | { ok: false; reason: string };

/**
 * Checks a photo by content and re-encodes it as JPEG of at most 1600 px: only decoded pixels are
 * stored (no metadata, no appended payloads). Transparency is flattened onto white.
 */
export async function processFieldPhoto(data: Buffer, truncated = false): Promise<FieldPhotoResult> {
  if (truncated || data.length > FIELD_LIMITS.imageMaxBytes) return { ok: false, reason: FIELD_MESSAGES.imageTooLarge };
  const kind = detectFieldPhotoKind(data);
  if (!kind) return { ok: false, reason: FIELD_MESSAGES.imageFormat };
  const input = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' as const, animated: false };
  try {
    const meta = await sharp(data, input).metadata();
    const { width = 0, height = 0 } = meta;
    if (meta.format !== kind || width < 1 || height < 1) return { ok: false, reason: FIELD_MESSAGES.imageFormat };
    if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
      return { ok: false, reason: FIELD_MESSAGES.imageTooLarge };
    }
    const encoded = await sharp(data, input)
      .rotate() // apply EXIF orientation before the metadata is dropped
      .resize(FIELD_PHOTO_MAX_SIDE, FIELD_PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    return { ok: true, data: encoded };
  } catch {
    return { ok: false, reason: FIELD_MESSAGES.imageFormat };
  }
}
