import type { Role } from '@sdp/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../lib/errors';
import type { SessionService, TokenService } from '../modules/auth/index';
import type { Actors } from '../modules/teams/index';

export interface AuthUser {
  id: string;
  sid: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set from a valid `Authorization: Bearer <access token>` whose session is still live. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless request.user is set. */
    requireAuth: (request: FastifyRequest) => Promise<void>;
  }
}

/** Requests that passed requireAuth have a user. */
export function authUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

/** Registered on the root instance (not encapsulated) so every route sees request.user. */
export function registerAuth(
  app: FastifyInstance,
  opts: { tokens: TokenService; sessions: SessionService; actors: Actors },
) {
  app.decorateRequest('user', null);
  app.decorateRequest('actor', null);
  app.decorate('requireAuth', async (request: FastifyRequest) => {
    if (!request.user) throw new UnauthorizedError();
  });

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header || !/^bearer /i.test(header)) return;
    const claims = await opts.tokens.verifyAccessToken(header.slice(7).trim());
    if (!claims) return;
    if (!(await opts.sessions.isActive(claims.sid, claims.sub))) return;
    request.user = { id: claims.sub, sid: claims.sid, role: claims.role };
    // The actor: the team the user acts for and their roles (docs/architecture.md#request-lifecycle).
    request.actor = await opts.actors.find(claims.sub);
  });
}
