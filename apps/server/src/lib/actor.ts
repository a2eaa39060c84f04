import type { Role, TeamRole } from '@sdp/shared';
import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from './errors';

export type { TeamRole };

/**
 * Who is asking: the signed-in user, the team whose rows they act on, their role in it, and
 * their platform role (users.role). Put on every signed-in request by plugins/auth.ts; services
 * take it instead of a user id. See docs/architecture.md#request-lifecycle.
 */
export interface Actor {
  userId: string;
  teamId: string;
  role: TeamRole;
  platformRole: Role;
  /** The user's IANA time zone (preferences); day and month boundaries they see. Absent: UTC. */
  timezone?: string;
}

/** The part of an actor tenancy needs: whose rows. Background work (a job, the demo) has only this. */
export type TeamActor = Pick<Actor, 'userId' | 'teamId'>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set with `user` when the caller is signed in and belongs to a team. */
    actor: Actor | null;
  }
}

/** The actor of a request that passed requireAuth; 401 when there is none. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new UnauthorizedError();
  return request.actor;
}
