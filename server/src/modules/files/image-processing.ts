import sharp, { type Metadata } from 'sharp';
import { API_ERROR_CODES } from '@pitchside/shared-api/contracts/api-error';
import { IMAGE_ERROR_CODES, PROFILE_PICTURE_MAX_BYTES } from '@pitchside/shared-api/contracts/profile';
import { DomainError, badRequest } from '../../lib/errors.js';

export type ImageKind = 'jpeg' | 'png' | 'gif';

/** Type from the first bytes, never from the name or the declared MIME type. */
export function detectImageKind(data: Buffer): ImageKind | undefined {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  const head = data.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  return undefined;
}

/** Generous for photos, small enough that decoding can never exhaust memory (pixel bombs). */
export const MAX_IMAGE_SIDE = 10_000;
export const MAX_IMAGE_PIXELS = 40_000_000;
export const AVATAR_SIZE = 512;

export const UNSUPPORTED_IMAGE = 'Only JPG, PNG or GIF images are allowed';
export const INVALID_IMAGE = 'The file is not a valid image';

/**
 * Validates by content and re-encodes: the stored file holds only decoded pixels, so appended
 * payloads (polyglots), metadata (EXIF, GPS) and malformed chunks do not survive.
 */
export async function processAvatar(data: Buffer): Promise<{ data: Buffer; extension: 'jpg' | 'png' }> {
  if (data.length > PROFILE_PICTURE_MAX_BYTES) throw new DomainError('too_large', API_ERROR_CODES.payloadTooLarge, 'The image must not exceed 5 MB');
  const kind = detectImageKind(data);
  if (!kind) throw badRequest(UNSUPPORTED_IMAGE, IMAGE_ERROR_CODES.unsupportedType);
  const input = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' as const, animated: false };
  let meta: Metadata;
  try {
    meta = await sharp(data, input).metadata();
  } catch {
    throw badRequest(INVALID_IMAGE, IMAGE_ERROR_CODES.invalid);
  }
  if (meta.format !== kind) throw badRequest(INVALID_IMAGE, IMAGE_ERROR_CODES.invalid);
  const { width = 0, height = 0 } = meta;
  if (width < 1 || height < 1 || width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw badRequest('The image dimensions are too large', IMAGE_ERROR_CODES.tooLarge);
  }
  try {
    const pipeline = sharp(data, input)
      .rotate() // apply EXIF orientation before the metadata is dropped
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'inside', withoutEnlargement: true });
    if (kind === 'jpeg') return { data: await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer(), extension: 'jpg' };
    // GIF avatars keep their first frame, as PNG.
    return { data: await pipeline.png({ compressionLevel: 9 }).toBuffer(), extension: 'png' };
  } catch {
    throw badRequest(INVALID_IMAGE, IMAGE_ERROR_CODES.invalid);
  }
}
