import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Role } from '@sdp/shared';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const CHALLENGE_TTL_S = 5 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;

const ACCESS_AUDIENCE = 'access';
const CHALLENGE_AUDIENCE = 'two-factor-challenge';

export interface AccessClaims {
  sub: string;
  sid: string;
  role: Role;
}

/** Opaque random token (refresh, e-mail links): 32 bytes, base64url. Only its hash is stored. */
export const randomToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type TokenService = ReturnType<typeof createTokenService>;

export interface ChallengeClaims {
  userId: string;
  /** The token's id: recorded in spent_tokens when it is used, so it works once. */
  jti: string;
  expiresAt: Date;
}

/** `key`: the tokens' own key (config/signing-keys.ts, purpose 'tokens'); a string is used as is. */
export function createTokenService(keyOrSecret: Uint8Array | string) {
  const key = typeof keyOrSecret === 'string' ? new TextEncoder().encode(keyOrSecret) : keyOrSecret;

  async function verify(token: string, audience: string) {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience });
      return payload;
    } catch {
      return null;
    }
  }

  return {
    signAccessToken: (claims: AccessClaims) =>
      new SignJWT({ sid: claims.sid, role: claims.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setAudience(ACCESS_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_S}s`)
        .sign(key),

    async verifyAccessToken(token: string): Promise<AccessClaims | null> {
      const p = await verify(token, ACCESS_AUDIENCE);
      if (!p || typeof p.sub !== 'string' || typeof p.sid !== 'string') return null;
      return { sub: p.sub, sid: p.sid, role: p.role === 'admin' ? 'admin' : 'free' };
    },

    /** Short-lived proof that the password step of a two-factor login succeeded. */
    signChallengeToken: (userId: string) =>
      new SignJWT({ purpose: 'two_factor' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setAudience(CHALLENGE_AUDIENCE)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${CHALLENGE_TTL_S}s`)
        .sign(key),

    async verifyChallengeToken(token: string): Promise<ChallengeClaims | null> {
      const p = await verify(token, CHALLENGE_AUDIENCE);
      if (p?.purpose !== 'two_factor' || typeof p.sub !== 'string') return null;
      if (typeof p.jti !== 'string' || typeof p.exp !== 'number') return null;
      return { userId: p.sub, jti: p.jti, expiresAt: new Date(p.exp * 1000) };
    },
  };
}
