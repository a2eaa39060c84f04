import {
  API_KEY_ACCOUNT_SECURITY_MESSAGE,
  API_KEY_READ_ONLY_MESSAGE,
  type ApiKeyScope,
  type Role,
} from '@sdp/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../lib/errors';
import type { ApiKeysService } from '../modules/api-keys/index';
import type { SessionService } from '../modules/auth/session.service';
import type { TokenService } from '../modules/auth/tokens';
import type { Actors } from '../modules/teams/actors';

/** A signed-in session's user (an access token's claims). */
export interface AuthUser {
  id: string;
  sid: string;
  role: Role;
}

/**
 * The caller of a request: a session's user, or an API key's (sid null: a key has no session, so
 * nothing may take it for one; docs/api-keys.md).
 */
export type RequestUser = Omit<AuthUser, 'sid'> & { sid: string | null };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set from a valid `Authorization: Bearer <access token>` whose session is still live, or an API key. */
    user: RequestUser | null;
    /** Set when the caller authenticated with an API key (`Bearer sdp_...`). */
    apiKey: { id: string; scope: ApiKeyScope } | null;
  }
  interface FastifyInstance {
    /** onRequest: 401 unless request.user is set; 403 for a read-only API key on anything but GET/HEAD. */
    requireAuth: (request: FastifyRequest) => Promise<void>;
    /** onRequest: 403 when the caller used an API key (account security and key management). */
    refuseApiKeys: (request: FastifyRequest) => Promise<void>;
  }
}

/** Requests that passed requireAuth have a user. */
export function authUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

/** The user of a signed-in session (never an API key's): for calls that touch sessions. */
export function sessionUser(request: FastifyRequest): AuthUser {
  const user = authUser(request);
  if (user.sid === null) throw new ForbiddenError(API_KEY_ACCOUNT_SECURITY_MESSAGE);
  return { ...user, sid: user.sid };
}

const READ_METHODS = new Set(['GET', 'HEAD']);

/** Registered on the root instance (not encapsulated) so every route sees request.user. */
export function registerAuth(
  app: FastifyInstance,
  opts: { tokens: TokenService; sessions: SessionService; actors: Actors; apiKeys: ApiKeysService },
) {
  app.decorateRequest('user', null);
  app.decorateRequest('actor', null);
  app.decorateRequest('apiKey', null);
  app.decorate('requireAuth', async (request: FastifyRequest) => {
    if (!request.user) throw new UnauthorizedError();
    if (request.apiKey?.scope === 'read' && !READ_METHODS.has(request.method))
      throw new ForbiddenError(API_KEY_READ_ONLY_MESSAGE, 'api_key_read_only');
  });
  app.decorate('refuseApiKeys', async (request: FastifyRequest) => {
    if (request.apiKey) throw new ForbiddenError(API_KEY_ACCOUNT_SECURITY_MESSAGE, 'api_key_not_allowed');
  });

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header || !/^bearer /i.test(header)) return;
    const token = header.slice(7).trim();
    if (token.startsWith('sdp_')) {
      // An API key: looked up by prefix and hash on every request (docs/api-keys.md#use).
      const found = await opts.apiKeys.authenticate(token, request.ip ?? null);
      if (!found) return;
      request.user = { id: found.actor.userId, sid: null, role: found.actor.platformRole };
      request.actor = found.actor;
      request.apiKey = found.apiKey;
      return;
    }
    const claims = await opts.tokens.verifyAccessToken(token);
    if (!claims) return;
    if (!(await opts.sessions.isActive(claims.sid, claims.sub))) return;
    request.user = { id: claims.sub, sid: claims.sid, role: claims.role };
    // The actor: the team the user acts for and their roles (docs/architecture.md#request-lifecycle).
    request.actor = await opts.actors.find(claims.sub);
  });
}
