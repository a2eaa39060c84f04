// Signed, short-lived preview links: /preview/{versionId}/{token}/{path}. The token is
// `{expiry seconds}.{HMAC-SHA256(versionId.expiry)}` with a key derived from JWT_SECRET, so an
// iframe can load any version of an owner's site without a Bearer header, for about an hour.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PREVIEW_TTL_S = 3600;

export interface PreviewTokens {
  sign(versionId: string, now?: number): { token: string; expiresAt: string };
  verify(versionId: string, token: string, now?: number): boolean;
}

export function createPreviewTokens(jwtSecret: string, ttlS = PREVIEW_TTL_S): PreviewTokens {
  const key = createHmac('sha256', jwtSecret).update('site-preview-v1').digest();
  const mac = (versionId: string, exp: number) =>
    createHmac('sha256', key).update(`${versionId}.${exp}`).digest('base64url');
  return {
    sign(versionId, now = Date.now()) {
      const exp = Math.floor(now / 1000) + ttlS;
      return { token: `${exp}.${mac(versionId, exp)}`, expiresAt: new Date(exp * 1000).toISOString() };
    },
    verify(versionId, token, now = Date.now()) {
      const m = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!m) return false;
      const exp = Number(m[1]);
      if (exp * 1000 < now) return false;
      const want = Buffer.from(mac(versionId, exp));
      const got = Buffer.from(m[2]);
      return want.length === got.length && timingSafeEqual(want, got);
    },
  };
}
