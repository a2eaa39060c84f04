import { ACCOUNT_DISABLED_MESSAGE, MESSAGES, type Tokens } from '@sdp/shared';
import { emitAudit } from '../../lib/audit';
import type { RequestContext, ServiceDeps } from '../../lib/deps';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../lib/errors';
import { findUserById, type UserRow } from './auth.repository';
import * as repo from './sessions.repository';
import { hashToken, REFRESH_TOKEN_TTL_MS, randomToken } from './tokens';

export type SessionService = ReturnType<typeof createSessionService>;

/** Sessions are refresh-token families: rotated on every refresh, revoked whole when a spent token returns. */
export function createSessionService(deps: ServiceDeps) {
  const { db, tokens, sessionCache, log } = deps;
  const audit = (userId: string, kind: string, summary: string, ctx: RequestContext) =>
    emitAudit(deps, { kind, teamId: null, userId, subjectUserId: userId, summary }, ctx);

  const accessToken = (user: Pick<UserRow, 'id' | 'role'>, sid: string) =>
    tokens.signAccessToken({ sub: user.id, sid, role: user.role });

  async function revokeMany(userId: string, keep?: string) {
    const revoked = await repo.revokeUserSessions(db, userId, keep);
    sessionCache.revoke(...revoked);
    return revoked;
  }

  return {
    async issue(
      user: Pick<UserRow, 'id' | 'role'>,
      ctx: RequestContext,
    ): Promise<{ tokens: Tokens; sid: string }> {
      const refreshToken = randomToken();
      const session = await repo.createSession(db, {
        userId: user.id,
        refreshTokenHash: hashToken(refreshToken),
        expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
        lastUsedAt: new Date(),
        ip: ctx.ip,
        userAgent: ctx.userAgent?.slice(0, 512) ?? null,
      });
      sessionCache.set(session.id, true, session.expiresAt);
      return { tokens: { accessToken: await accessToken(user, session.id), refreshToken }, sid: session.id };
    },

    async refresh(refreshToken: string): Promise<Tokens> {
      const oldHash = hashToken(refreshToken);
      const next = randomToken();
      const session = await repo.rotateRefreshToken(db, oldHash, hashToken(next));
      if (!session) {
        const spent = await repo.findSessionBySpentToken(db, oldHash);
        if (spent) {
          // A spent token came back: someone holds a copy. End the whole family.
          await repo.revokeSession(db, spent.sessionId, spent.userId);
          sessionCache.revoke(spent.sessionId);
          log.warn(
            { sessionId: spent.sessionId, userId: spent.userId },
            'refresh token reuse detected; session revoked',
          );
          throw new UnauthorizedError(
            `${MESSAGES.tokenRefreshFailed}: this session was ended because an old sign-in token was reused. Please sign in again.`,
            'refresh_token_reused',
          );
        }
        throw new UnauthorizedError(MESSAGES.tokenRefreshFailed, 'invalid_refresh_token');
      }
      const user = await findUserById(db, session.userId);
      if (!user) throw new UnauthorizedError(MESSAGES.tokenRefreshFailed, 'invalid_refresh_token');
      // Disabling revokes every session; a refresh racing it is refused all the same (docs/admin.md).
      if (user.disabledAt) throw new ForbiddenError(ACCOUNT_DISABLED_MESSAGE, 'account_disabled');
      return { accessToken: await accessToken(user, session.id), refreshToken: next };
    },

    /** Ends the caller's session, found by its access token (sid) or by a refresh token. */
    async logout(
      caller: { sid: string; userId: string } | null,
      refreshToken?: string,
      ctx?: RequestContext,
    ) {
      let userId: string | null = null;
      if (caller) {
        if (await repo.revokeSession(db, caller.sid, caller.userId)) userId = caller.userId;
        sessionCache.revoke(caller.sid);
      }
      if (refreshToken) {
        const session = await repo.findSessionByRefreshHash(db, hashToken(refreshToken));
        if (session) {
          if (await repo.revokeSession(db, session.id, session.userId)) userId = session.userId;
          sessionCache.revoke(session.id);
        }
      }
      if (userId && ctx) audit(userId, 'auth.sign_out', 'Signed out', ctx);
    },

    /** Cached check used on every authenticated request. */
    async isActive(sid: string, userId: string): Promise<boolean> {
      const cached = sessionCache.get(sid);
      if (cached !== undefined) return cached;
      const live = await repo.getLiveSession(db, sid, userId);
      sessionCache.set(sid, Boolean(live), live?.expiresAt);
      return Boolean(live);
    },

    list: (userId: string) => repo.listLiveSessions(db, userId),

    /** `ctx`: the user ended it (logged); without: the system did. */
    async revokeOne(userId: string, sid: string, ctx?: RequestContext) {
      const done = await repo.revokeSession(db, sid, userId);
      if (!done) throw new NotFoundError('Session');
      sessionCache.revoke(sid);
      if (ctx) audit(userId, 'security.session_revoked', 'Ended a session on another device', ctx);
    },

    /** `ctx`: the user ended them (logged); without: a password change or reset did. */
    async revokeAll(userId: string, keep?: string, ctx?: RequestContext) {
      const revoked = await revokeMany(userId, keep);
      if (ctx) {
        const n = revoked.length;
        const summary = keep
          ? `Signed out everywhere else (${n} ${n === 1 ? 'session' : 'sessions'})`
          : `Signed out everywhere (${n} ${n === 1 ? 'session' : 'sessions'})`;
        audit(userId, 'security.sessions_revoked', summary, ctx);
      }
      return revoked;
    },

    /** Before a user row disappears: mark every session revoked in the local cache. */
    async forgetUser(userId: string) {
      sessionCache.revoke(...(await repo.listSessionIds(db, userId)));
    },
  };
}
