// An uploaded avatar turned into the two square files the app serves (docs/account.md#avatar):
// checked by lib/image-upload.ts (PNG, JPEG or WebP by its own signature, at most
// MAX_AVATAR_PIXELS, refused before any decoder sees it), decoded once, turned upright by its EXIF
// orientation, cropped to a centred square (cover) and written as WebP at 256 and 64 px without
// any metadata (sharp keeps none unless asked).
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { checkImage, decodeFailure, decodeOptions } from '../../lib/image-upload';

/** Pixels an upload may have, decoded or not (a 20000 x 20000 PNG is refused). */
export const MAX_AVATAR_PIXELS = 40_000_000;
export const AVATAR_PX = { large: 256, small: 64 } as const;
const RULES = { what: 'avatar', maxPixels: MAX_AVATAR_PIXELS };

export interface EncodedAvatar {
  /** The first 16 hex digits of the 256 px file's SHA-256: part of its URL. */
  hash: string;
  large: Buffer;
  small: Buffer;
}

export async function encodeAvatar(bytes: Buffer, declaredType: string): Promise<EncodedAvatar> {
  await checkImage(bytes, declaredType, RULES);
  try {
    const upright = sharp(bytes, decodeOptions(RULES)).rotate().timeout({ seconds: 30 });
    const at = (px: number) =>
      upright
        .clone()
        .resize({ width: px, height: px, fit: 'cover', position: 'centre' })
        .webp({ quality: 82 })
        .toBuffer();
    const [large, small] = await Promise.all([at(AVATAR_PX.large), at(AVATAR_PX.small)]);
    const hash = createHash('sha256').update(large).digest('hex').slice(0, 16);
    return { hash, large, small };
  } catch (err) {
    throw decodeFailure(err);
  }
}
