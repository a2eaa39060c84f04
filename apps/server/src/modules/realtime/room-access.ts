// Who may join project:{id} and chat:{id} (Socket.IO project:join/chat:join, /ws subscribe): a
// member of the team that owns the id. The module that owns projects (or chats) declares, once, how
// to find the owning team of an id; until one does, every join of that kind is refused. An unknown
// id and another team's id get the same answer, so ids of other teams cannot be probed.

import type { Role } from '@sdp/shared';
import { allow, type Principal } from '../../policies/index';

export type RoomKind = 'project' | 'chat';

/** A connection's user as a policy principal, acting in `teamId` when it is a member there. */
export function realtimePrincipal(user: { id: string; role: Role }, teamId: string | null = null): Principal {
  return { userId: user.id, platformRole: user.role, teamId, role: teamId ? 'member' : null };
}

/** Whether a connection's user may receive the platform's telemetry (the `system` channel). */
export function maySubscribeSystem(user: { id: string; role: Role }): boolean {
  return allow(realtimePrincipal(user), 'subscribe', { type: 'system' });
}

/** The team that owns an id, or null when there is no such project/chat. */
export type RoomOwnerResolver = (id: string) => Promise<string | null>;

/** Whether a user is a member of a team now (read at each join, not at connect). */
export type MembershipCheck = (userId: string, teamId: string) => Promise<boolean>;

export const ROOM_NOT_FOUND: Record<RoomKind, string> = {
  project: 'Project not found',
  chat: 'Chat not found',
};

export class RoomAccess {
  private readonly owners = new Map<RoomKind, RoomOwnerResolver>();

  constructor(private readonly isMember: MembershipCheck) {}

  /** Declares how ids of one room kind map to their team. Once per kind. */
  register(kind: RoomKind, resolver: RoomOwnerResolver): void {
    if (this.owners.has(kind)) throw new Error(`realtime: ${kind} rooms already have an owner resolver`);
    this.owners.set(kind, resolver);
  }

  /** null when the user may join, else the refusal to answer. Default: refused. */
  async refusal(userId: string, kind: RoomKind, id: string): Promise<string | null> {
    const resolve = this.owners.get(kind);
    if (!resolve) return ROOM_NOT_FOUND[kind];
    const teamId = await resolve(id);
    if (!teamId) return ROOM_NOT_FOUND[kind];
    const member = await this.isMember(userId, teamId);
    const principal = {
      userId,
      platformRole: 'free' as const,
      teamId: member ? teamId : null,
      role: member ? ('member' as const) : null,
    };
    return allow(principal, 'join', { type: 'owned', teamId }) ? null : ROOM_NOT_FOUND[kind];
  }
}
