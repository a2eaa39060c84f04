import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { UnauthorizedError } from '../../lib/errors';
import { isTeamMember, teamIdsOf } from './memberships.repository';
import { actingMembership, membershipIn } from './teams.repository';

export type Actors = ReturnType<typeof createActors>;

/** A user joined (member true) or left (false) a team. */
export interface MembershipChange {
  userId: string;
  teamId: string;
  member: boolean;
}

const TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

/**
 * The one place a user id becomes an actor (see docs/decisions/005-team-tenancy.md). Built once per
 * app; cached briefly because it sits on every signed-in request.
 */
export function createActors(db: Db) {
  const cache = new Map<string, { actor: Actor; until: number }>();
  const listeners: Array<(userId: string) => void> = [];
  const membershipListeners: Array<(change: MembershipChange) => void> = [];

  return {
    /** The user's actor; 401 when they belong to no team. */
    async resolve(userId: string): Promise<Actor> {
      const actor = await this.find(userId);
      if (!actor) throw new UnauthorizedError();
      return actor;
    },
    /** The user's actor, or null when they belong to no team. */
    async find(userId: string): Promise<Actor | null> {
      const hit = cache.get(userId);
      if (hit && hit.until > Date.now()) return hit.actor;
      const actor = await actingMembership(db, userId);
      if (!actor) return null;
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(userId, { actor, until: Date.now() + TTL_MS });
      return actor;
    },
    /** The user acting in a given team (an API key's), read now; null unless they are a member. */
    inTeam: (userId: string, teamId: string) => membershipIn(db, userId, teamId),
    /** Every team the user belongs to, read now (a realtime connection joins their rooms). */
    teamIdsOf: (userId: string) => teamIdsOf(db, userId),
    /** Whether the user is a member of the team now (project and chat room joins). */
    isMember: (userId: string, teamId: string) => isTeamMember(db, userId, teamId),
    /**
     * The user's team, role or preferences changed: read them afresh on the next request, here and
     * (through the listeners: the realtime relay) on every other process.
     */
    forget(userId: string) {
      cache.delete(userId);
      for (const listener of listeners) listener(userId);
    },
    /** A change another process made: dropped here, not told again. */
    forgottenElsewhere(userId: string) {
      cache.delete(userId);
    },
    /** Called with the user id of every forget() this process makes. */
    onForget(listener: (userId: string) => void) {
      listeners.push(listener);
    },
    /**
     * A user joined or left a team: their actor is read afresh and the listeners (the realtime hub:
     * the user's connections join or leave the team's room on every process) are told.
     */
    membershipChanged(change: MembershipChange) {
      cache.delete(change.userId);
      for (const listener of membershipListeners) listener(change);
    },
    onMembershipChange(listener: (change: MembershipChange) => void) {
      membershipListeners.push(listener);
    },
  };
}
