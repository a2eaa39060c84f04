// An uploaded photo turned into the two files a site serves (docs/product/rules.md#business-facts):
// the upload is checked by lib/image-upload.ts (PNG, JPEG or WebP by its own signature, at most
// MAX_PHOTO_PIXELS, refused before any decoder sees it), then it is decoded once, turned upright
// by its EXIF orientation and written as WebP at 800 and 400 px wide without upscaling and without
// any metadata (EXIF, GPS, ICC).
import sharp from 'sharp';
import { checkImage, decodeFailure, decodeOptions } from '../../lib/image-upload';

/** Pixels an upload may have (about a 40-megapixel camera), decoded or not. */
export const MAX_PHOTO_PIXELS = 40_000_000;
/** Widths of the files a photo becomes, largest first. */
export const PHOTO_WIDTHS = { large: 800, small: 400 } as const;
const WEBP_QUALITY = 80;
const RULES = { what: 'photo', maxPixels: MAX_PHOTO_PIXELS };

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
  await checkImage(bytes, declaredType, RULES);
  try {
    const upright = sharp(bytes, decodeOptions(RULES)).rotate().timeout({ seconds: 30 });
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
    throw decodeFailure(err);
  }
}
