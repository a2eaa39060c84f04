// An uploaded photo turned into the two files a site serves (docs/product/rules.md#business-facts):
// the bytes must be a PNG, JPEG or WebP image by their own signature (a renamed file, SVG and
// every other format are refused before any decoder sees them), its header must promise at most
// MAX_PHOTO_PIXELS (a decompression bomb is refused before decoding, and sharp's limitInputPixels
// stops one that lies), then it is decoded once, turned upright by its EXIF orientation and written
// as WebP at 800 and 400 px wide without upscaling and without any metadata (EXIF, GPS, ICC).
import { PHOTO_TYPES } from '@sdp/shared';
import sharp, { type Metadata } from 'sharp';
import { AppError, ValidationError } from '../../lib/errors';

/** Pixels an upload may have (about a 40-megapixel camera), decoded or not. */
export const MAX_PHOTO_PIXELS = 40_000_000;
/** Widths of the files a photo becomes, largest first. */
export const PHOTO_WIDTHS = { large: 800, small: 400 } as const;
const WEBP_QUALITY = 80;

type Format = 'png' | 'jpeg' | 'webp';

/** The format the first bytes name, or null: PNG, JPEG (FF D8 FF) and WebP (RIFF....WEBP) only. */
export function sniffImage(bytes: Buffer): Format | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10])))
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

const unsupported = (what: string) =>
  new AppError(415, 'unsupported_media_type', `${what}: upload a PNG, JPEG or WebP photo`);

export interface EncodedPhoto {
  width: number;
  height: number;
  large: Buffer;
  smallWidth: number;
  smallHeight: number;
  small: Buffer;
}

/** Checks and re-encodes an upload; 4xx AppErrors for anything that is not a usable photo. */
export async function encodePhoto(bytes: Buffer, declaredType: string): Promise<EncodedPhoto> {
  if (!(PHOTO_TYPES as readonly string[]).includes(declaredType.toLowerCase()))
    throw unsupported(`The file is ${declaredType || 'of no type'}`);
  const format = sniffImage(bytes);
  if (!format) throw unsupported('The file is not an image its type says it is');
  const options = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' as const, pages: 1 };
  let meta: Metadata;
  try {
    // The header only (no pixels decoded), so the size is known and named before the limit applies.
    meta = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new ValidationError(
      'The image could not be read: it is damaged or incomplete',
      undefined,
      'invalid_image',
    );
  }
  if (meta.format !== format) throw unsupported('The file is not an image its type says it is');
  const { width = 0, height = 0 } = meta;
  if (!width || !height) throw new ValidationError('The image has no size', undefined, 'invalid_image');
  if (width * height > MAX_PHOTO_PIXELS)
    throw new AppError(
      413,
      'image_too_large',
      `The image is ${width} x ${height} pixels; photos may have at most ${MAX_PHOTO_PIXELS / 1e6} megapixels`,
    );
  try {
    const upright = sharp(bytes, options).rotate().timeout({ seconds: 30 });
    const at = (w: number) =>
      upright
        .clone()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
    const [large, small] = await Promise.all([at(PHOTO_WIDTHS.large), at(PHOTO_WIDTHS.small)]);
    return {
      width: large.info.width,
      height: large.info.height,
      large: large.data,
      smallWidth: small.info.width,
      smallHeight: small.info.height,
      small: small.data,
    };
  } catch (err) {
    if (/pixel limit/i.test((err as Error).message))
      throw new AppError(413, 'image_too_large', 'The image has too many pixels');
    throw new ValidationError(
      'The image could not be decoded: it is damaged or incomplete',
      undefined,
      'invalid_image',
    );
  }
}
