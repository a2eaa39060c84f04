import type { AddressInfo } from 'node:net';
import type { RealtimeClientEvents, RealtimeServerEvents } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import { io as connectIo, type Socket } from 'socket.io-client';
import { type Registered, sqlRows } from './helpers';

// Sockets of the realtime tests: an app listening on loopback and signed-in Socket.IO clients.

export type ClientSocket = Socket<RealtimeServerEvents, RealtimeClientEvents>;

/** The base URL of an app that listens (on loopback). */
export const baseUrlOf = (app: FastifyInstance) =>
  `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** Starts the app on a free loopback port and returns its base URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return baseUrlOf(app);
}

/** The sockets a test file opens, all closed by closeAll() (in afterAll). */
export class SocketClients {
  private readonly open: ClientSocket[] = [];

  /** A websocket to `base` signed in with `token`; `listen` adds handlers before it connects. */
  async connect(base: string, token: string, listen?: (s: ClientSocket) => void): Promise<ClientSocket> {
    const s: ClientSocket = connectIo(base, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: { token },
    });
    this.open.push(s);
    listen?.(s);
    await new Promise<void>((resolve, reject) => {
      s.once('connect', () => resolve());
      s.once('connect_error', reject);
    });
    return s;
  }

  closeAll() {
    for (const s of this.open) s.close();
  }
}

/** A team (not personal) whose members are `members`; the first one owns it. */
export async function createTeam(app: FastifyInstance, members: Registered[]): Promise<{ id: string }> {
  const [team] = await sqlRows(
    app,
    `insert into teams (name, owner_id) values ('Shared team', '${members[0]!.user.id}') returning id`,
  );
  for (const m of members) {
    await sqlRows(app, `insert into team_members (team_id, user_id) values ('${team.id}', '${m.user.id}')`);
  }
  return { id: team.id };
}
