import {
  type ChatMessageEvent,
  type ChatMessagePayload,
  channelOfEvent,
  type RealtimeClientEvents,
  type RealtimePushEvent,
  type RealtimePushEvents,
  type RealtimeServerEvents,
  type WsCommandMessage,
  type WsServerMessage,
} from '@sdp/shared';
import type { Server } from 'socket.io';
import type { AuthUser } from '../../plugins/auth';
import { DIGESTS, rooms } from './realtime.rooms';
import {
  type MembershipCheck,
  maySubscribeSystem,
  RoomAccess,
  type RoomKind,
  type RoomOwnerResolver,
} from './room-access';

// The one place other modules push realtime events through (app.realtime). Every push goes to
// Socket.IO rooms and to the plain /ws peers that subscribed to the event's channel. With the
// PostgreSQL adapter (several processes) rooms span every process, and the /ws deliveries and
// session ends are relayed to the other processes as server-side events, so a /ws peer or a socket
// on another process gets the same pushes and is dropped the same way.

/** The authenticated user of a connection, with the teams they belonged to when it was made. */
export interface RealtimeUser extends AuthUser {
  teamIds: string[];
}
export interface SocketData {
  user: RealtimeUser;
}
export type RealtimeServer = Server<RealtimeClientEvents, RealtimeServerEvents, object, SocketData>;

/** A plain /ws connection as the hub sees it. */
export interface WsPeer {
  user: RealtimeUser;
  channels: Set<string>;
  send(message: WsServerMessage): void;
  close(code: number, reason: string): void;
}

export type { RoomKind, RoomOwnerResolver } from './room-access';

export type CommandHandler = (user: AuthUser, message: WsCommandMessage) => unknown | Promise<unknown>;
/**
 * Stores a chat:message sent over the socket and answers the stored message to broadcast (the chat
 * module, docs/chat.md). Throws an AppError to refuse it (its message is the ack's error).
 */
export type ChatMessageStore = (
  user: AuthUser,
  chatId: string,
  payload: ChatMessagePayload,
) => Promise<ChatMessageEvent>;

export { rooms };

/**
 * The account module's check of a user's notification choices (docs/account.md#notifications):
 * whether a push of this event may reach the user, and which members a team push leaves out.
 * Synchronous answers for the events it does not filter, so those go out at once.
 */
export interface PushGate {
  allowed(userId: string, event: RealtimePushEvent): boolean | Promise<boolean>;
  mutedInTeam(teamId: string, event: RealtimePushEvent): string[] | Promise<string[]>;
}

/** What one process relays to the others for their /ws peers. */
type Relay =
  | { to: 'user' | 'project'; id: string; event: RealtimePushEvent; payload: unknown }
  | { to: 'team'; id: string; event: RealtimePushEvent; payload: unknown; except?: string[] }
  | { to: 'admins' | 'system'; event: RealtimePushEvent; payload: unknown }
  | { to: 'session'; sid: string }
  /** A user's team, role or preferences changed (membership: they joined or left a team). */
  | { to: 'actor'; userId: string; membership?: { teamId: string; member: boolean } };
export const RELAY_EVENT = 'sdp:relay';

export class RealtimeHub {
  private readonly peers = new Map<string, Set<WsPeer>>();
  private readonly commands = new Map<WsCommandMessage['type'], CommandHandler>();
  private readonly roomAccess: RoomAccess;
  private clustered = false;
  private sessionEndedElsewhere: (sid: string) => void = () => {};
  private gate: PushGate | null = null;
  private actorChangedElsewhere: (userId: string) => void = () => {};
  private chatStore: ChatMessageStore | null = null;

  /** `isMember` reads team membership at each project/chat join (the teams module). */
  constructor(
    readonly io: RealtimeServer,
    isMember: MembershipCheck,
  ) {
    this.roomAccess = new RoomAccess(isMember);
  }

  /** Set once by the account module: users' notification choices filter the pushes of their kinds. */
  setPushGate(gate: PushGate): void {
    this.gate = gate;
  }

  /** Every connection of one user (all their tabs and devices), unless they turned this kind off. */
  toUser<E extends RealtimePushEvent>(userId: string, event: E, payload: RealtimePushEvents[E]): void {
    const send = () => this.toUserAlways(userId, event, payload);
    this.gated(this.gate?.allowed(userId, event) ?? true, true, (ok) => ok && send());
  }

  /** Every connection of one user whatever their notification choices (their access changed). */
  toUserAlways<E extends RealtimePushEvent>(userId: string, event: E, payload: RealtimePushEvents[E]): void {
    this.emit(rooms.user(userId), event, payload);
    this.digest(event, (d) => this.io.to(d.userRoom(userId)));
    this.relay({ to: 'user', id: userId, event, payload });
  }

  /** Every member of a team (membership read when the connection was made), but those who turned this kind off. */
  toTeam<E extends RealtimePushEvent>(teamId: string, event: E, payload: RealtimePushEvents[E]): void {
    const send = (except: string[]) => {
      if (except.length)
        (
          this.io.to(rooms.team(teamId)).except(except.map(rooms.user)).emit as (
            e: string,
            p: unknown,
          ) => boolean
        )(event, payload);
      else this.emit(rooms.team(teamId), event, payload);
      this.digest(event, (d) => this.io.to(d.teamRoom(teamId)).except(except.map(rooms.user)));
      this.relay({ to: 'team', id: teamId, event, payload, ...(except.length ? { except } : {}) });
    };
    this.gated(this.gate?.mutedInTeam(teamId, event) ?? [], [], send);
  }

  /** Sends the digest of each subscribed room the event changes (through the adapter: every process). */
  private digest(
    event: RealtimePushEvent,
    target: (d: (typeof DIGESTS)[number]) => ReturnType<RealtimeServer['to']>,
  ): void {
    const at = new Date().toISOString();
    for (const d of DIGESTS) if (d.causes.includes(event)) target(d).emit(d.event, { cause: event, at });
  }

  /** Runs `then` with the gate's answer: at once when it is known, else when read (a failed read lets the push through). */
  private gated<T>(answer: T | Promise<T>, onFailure: T, then: (value: T) => unknown): void {
    if (!(answer instanceof Promise)) {
      then(answer);
      return;
    }
    answer.then(then, () => then(onFailure)).catch(() => {});
  }

  /** Every connected admin. */
  toAdmins<E extends RealtimePushEvent>(event: E, payload: RealtimePushEvents[E]): void {
    this.emit(rooms.admins, event, payload);
    this.relay({ to: 'admins', event, payload });
  }

  /** Admins who sent system:subscribe (Socket.IO) or subscribed to 'system' (/ws). */
  toSystem<E extends RealtimePushEvent>(event: E, payload: RealtimePushEvents[E]): void {
    this.emit(rooms.system, event, payload);
    this.relay({ to: 'system', event, payload });
  }

  /** Everyone who joined project:{id} (Socket.IO) or subscribed to project:{id} (/ws). */
  toProject<E extends RealtimePushEvent>(projectId: string, event: E, payload: RealtimePushEvents[E]): void {
    this.emit(rooms.project(projectId), event, payload);
    this.relay({ to: 'project', id: projectId, event, payload });
  }

  /** Closes every realtime connection of a session (e.g. after logout or revocation), on every process. */
  disconnectSession(sid: string): void {
    // Sockets join session:{sid} when they connect; with the adapter this reaches every process.
    this.io.in(rooms.session(sid)).disconnectSockets(true);
    this.relay({ to: 'session', sid });
  }

  /**
   * A user's acting team, role or preferences changed: every process reads them afresh. With a
   * membership, the user's connections join or leave the team's room at once, on every process.
   */
  actorChanged(userId: string, membership?: { teamId: string; member: boolean }): void {
    if (membership) {
      const sockets = this.io.in(rooms.user(userId));
      if (membership.member) sockets.socketsJoin(rooms.team(membership.teamId));
      else sockets.socketsLeave(rooms.team(membership.teamId));
      // Subscribers follow their teams too.
      for (const d of DIGESTS) {
        const subscribed = this.io.in(d.userRoom(userId));
        if (membership.member) subscribed.socketsJoin(d.teamRoom(membership.teamId));
        else subscribed.socketsLeave(d.teamRoom(membership.teamId));
      }
    }
    this.relay({ to: 'actor', userId, membership });
  }

  /** Told of each actor change another process made (its actor cache drops the user). */
  onActorChangedElsewhere(listener: (userId: string) => void): void {
    this.actorChangedElsewhere = listener;
  }

  /**
   * With a cluster adapter (PostgreSQL): relays /ws deliveries and session ends to the other
   * processes, and takes theirs. Call once, after the adapter is attached.
   */
  enableCluster(): void {
    if (this.clustered) return;
    this.clustered = true;
    (this.io.on as (event: string, listener: (message: Relay) => void) => void)(RELAY_EVENT, (message) => {
      if (message.to === 'session') this.sessionEndedElsewhere(message.sid);
      if (message.to === 'actor') this.actorChangedElsewhere(message.userId);
      this.local(message);
    });
  }

  /** Told of each session another process ended (its cache of active sessions is updated). */
  onSessionEndedElsewhere(listener: (sid: string) => void): void {
    this.sessionEndedElsewhere = listener;
  }

  private relay(message: Relay): void {
    this.local(message);
    if (this.clustered)
      (this.io.serverSideEmit as (event: string, message: Relay) => boolean)(RELAY_EVENT, message);
  }

  /** This process's part of a push or a session end: its /ws peers. */
  private local(message: Relay): void {
    if (message.to === 'actor') {
      const change = message.membership;
      if (!change) return;
      for (const p of this.peers.get(message.userId) ?? []) {
        const others = p.user.teamIds.filter((id) => id !== change.teamId);
        p.user.teamIds = change.member ? [...others, change.teamId] : others;
      }
      return;
    }
    if (message.to === 'session') {
      for (const set of this.peers.values()) {
        for (const p of set) if (p.user.sid === message.sid) p.close(4401, 'Authentication failed');
      }
      return;
    }
    const event = message.event;
    const payload = message.payload as never;
    switch (message.to) {
      case 'user':
        this.deliver(this.peers.get(message.id), event, payload);
        return;
      case 'team':
        for (const [userId, set] of this.peers) {
          if (message.except?.includes(userId)) continue;
          this.deliver(
            [...set].filter((p) => p.user.teamIds.includes(message.id)),
            event,
            payload,
          );
        }
        return;
      case 'admins':
        for (const set of this.peers.values()) {
          this.deliver(
            [...set].filter((p) => maySubscribeSystem(p.user)),
            event,
            payload,
          );
        }
        return;
      case 'system':
        for (const set of this.peers.values()) {
          for (const p of set)
            if (maySubscribeSystem(p.user) && p.channels.has('system'))
              this.send(p, 'system', event, payload);
        }
        return;
      case 'project': {
        const room = rooms.project(message.id);
        for (const set of this.peers.values())
          for (const p of set) if (p.channels.has(room)) this.send(p, room, event, payload);
        return;
      }
    }
  }

  /**
   * Declared once by the module that owns projects (or chats): the team that owns an id. A user may
   * join project:{id} / chat:{id} only as a member of that team; without a resolver nobody may.
   */
  setRoomOwner(kind: RoomKind, resolver: RoomOwnerResolver): void {
    this.roomAccess.register(kind, resolver);
  }

  /** null when the user may join the room, else the error to answer ('Project not found', ...). */
  joinRefusal(user: AuthUser, kind: RoomKind, id: string): Promise<string | null> {
    return this.roomAccess.refusal(user.id, kind, id);
  }

  /** Set once by the module that owns chats: chat:message is stored through it before the broadcast. */
  onChatMessage(store: ChatMessageStore): void {
    if (this.chatStore) throw new Error('realtime: chat messages already have a store');
    this.chatStore = store;
  }

  chatMessageStore(): ChatMessageStore | null {
    return this.chatStore;
  }

  /** Broadcasts a (stored) chat message to everyone in the chat's room, on every process. */
  toChat(message: ChatMessageEvent): void {
    this.io.to(rooms.chat(message.chatId)).emit('chat:message', message);
  }

  /** Handler for a /ws command (start_analysis, implement_opportunity); its result is sent back. */
  onCommand(type: WsCommandMessage['type'], handler: CommandHandler): void {
    this.commands.set(type, handler);
  }

  commandHandler(type: WsCommandMessage['type']): CommandHandler | undefined {
    return this.commands.get(type);
  }

  stats(): { socketIo: number; ws: number } {
    let ws = 0;
    for (const set of this.peers.values()) ws += set.size;
    return { socketIo: this.io.of('/').sockets.size, ws };
  }

  addPeer(peer: WsPeer): void {
    const set = this.peers.get(peer.user.id) ?? new Set<WsPeer>();
    this.peers.set(peer.user.id, set);
    set.add(peer);
  }

  removePeer(peer: WsPeer): void {
    const set = this.peers.get(peer.user.id);
    set?.delete(peer);
    if (set?.size === 0) this.peers.delete(peer.user.id);
  }

  allPeers(): WsPeer[] {
    return [...this.peers.values()].flatMap((s) => [...s]);
  }

  private emit<E extends RealtimePushEvent>(room: string, event: E, payload: RealtimePushEvents[E]) {
    // The event map is indexed by E; TypeScript cannot narrow the emit overload through a generic.
    (this.io.to(room).emit as (e: string, p: unknown) => boolean)(event, payload);
  }

  private deliver<E extends RealtimePushEvent>(
    peers: Iterable<WsPeer> | undefined,
    event: E,
    payload: RealtimePushEvents[E],
  ) {
    if (!peers) return;
    const channel = channelOfEvent(event);
    for (const p of peers) {
      if (p.channels.has(channel)) {
        if (channel === 'system' && !maySubscribeSystem(p.user)) continue;
        this.send(p, channel, event, payload);
      } else if (channel !== 'system' && p.channels.has('dashboard')) {
        this.send(p, 'dashboard', event, payload);
      }
    }
  }

  private send<E extends RealtimePushEvent>(
    peer: WsPeer,
    channel: string,
    event: E,
    payload: RealtimePushEvents[E],
  ) {
    peer.send({
      type: 'event',
      channel,
      event,
      payload,
      timestamp: new Date().toISOString(),
    } as WsServerMessage);
  }
}
