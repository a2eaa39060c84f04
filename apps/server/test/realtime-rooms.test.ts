import type { WsServerMessage } from '@sdp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { RoomAccess } from '../src/modules/realtime/room-access';
import { createTestApp, type Registered, register, sqlRows, type TestApp } from './helpers';
import { insertProject } from './projects-fixtures';
import { type ClientSocket, createTeam, listenOnLoopback, SocketClients } from './realtime-fixtures';

// Project and chat rooms (docs/operations.md, "Realtime"): joined only by members of the team that owns
// the id, as the owning module's resolver tells; no resolver, an unknown id or another team's id is
// refused with the same "not found" answer.

let t: TestApp;
let base: string;
let member: Registered;
let outsider: Registered;
let team: string;
const clients = new SocketClients();
const wsOpen: WebSocket[] = [];

let proj1: string;
let proj2: string;
beforeAll(async () => {
  t = await createTestApp();
  member = await register(t.app);
  outsider = await register(t.app);
  team = (await createTeam(t.app, [member])).id;
  // Projects of the shared team (the projects module resolves their owner); no chat resolver here,
  // so chats are refused whatever the id.
  proj1 = await insertProject(t.app, team);
  proj2 = await insertProject(t.app, team);
  base = await listenOnLoopback(t.app);
});
afterAll(async () => {
  clients.closeAll();
  for (const ws of wsOpen) ws.terminate();
  await t.close();
});

const ask = (s: ClientSocket, event: 'project:join' | 'chat:join', id: string) =>
  s.timeout(5000).emitWithAck(event, id);

/** A /ws peer signed in as `who`; `subscribe` resolves with the answer to one subscribe. */
async function wsPeer(url: string, who: Registered) {
  const ws = new WebSocket(`${url.replace('http', 'ws')}/ws?token=${who.tokens.accessToken}`);
  wsOpen.push(ws);
  const queue: WsServerMessage[] = [];
  let wake: (() => void) | null = null;
  ws.on('message', (raw) => {
    queue.push(JSON.parse(String(raw)) as WsServerMessage);
    wake?.();
  });
  const next = async () => {
    while (queue.length === 0) await new Promise<void>((r) => (wake = r));
    return queue.shift()!;
  };
  expect(await next()).toMatchObject({ type: 'connected' });
  return {
    async subscribe(channel: string) {
      ws.send(JSON.stringify({ type: 'subscribe', channel }));
      return next();
    },
  };
}

describe('Socket.IO project:join / chat:join', () => {
  it('lets a member of the owning team join, and pushes reach them', async () => {
    const s = await clients.connect(base, member.tokens.accessToken);
    const got: unknown[] = [];
    s.on('opportunity:updated', (p) => got.push(p));
    expect(await ask(s, 'project:join', proj1)).toEqual({ ok: true, room: `project:${proj1}` });
    t.app.realtime.toProject(proj1, 'opportunity:updated', { id: 'o1' });
    await expect.poll(() => got).toEqual([{ id: 'o1' }]);
  });

  it('refuses a user outside the owning team, an unknown id, and a kind without a resolver', async () => {
    const out = await clients.connect(base, outsider.tokens.accessToken);
    const notFound = { ok: false, error: 'Project not found' };
    expect(await ask(out, 'project:join', proj1)).toEqual(notFound);
    const got: unknown[] = [];
    out.on('opportunity:updated', (p) => got.push(p));

    const m = await clients.connect(base, member.tokens.accessToken);
    expect(await ask(m, 'project:join', 'no-such-project')).toEqual(notFound);
    expect(await ask(m, 'chat:join', 'any-chat')).toEqual({ ok: false, error: 'Chat not found' });

    t.app.realtime.toProject(proj1, 'opportunity:updated', { id: 'o2' });
    await new Promise((r) => setTimeout(r, 150));
    expect(got).toEqual([]);
  });

  it('reads membership at each join: a user added to the team after connecting may join', async () => {
    const late = await register(t.app);
    const s = await clients.connect(base, late.tokens.accessToken);
    expect((await ask(s, 'project:join', proj2)).ok).toBe(false);
    await sqlRows(t.app, `insert into team_members (team_id, user_id) values ('${team}', '${late.user.id}')`);
    expect(await ask(s, 'project:join', proj2)).toEqual({ ok: true, room: `project:${proj2}` });
  });
});

describe('/ws subscribe to project:{id}', () => {
  it('subscribes a member; refuses an outsider and an unknown id with "Project not found"', async () => {
    const m = await wsPeer(base, member);
    expect(await m.subscribe(`project:${proj1}`)).toEqual({
      type: 'subscribed',
      channel: `project:${proj1}`,
    });
    expect(await m.subscribe('project:nope')).toEqual({ type: 'error', message: 'Project not found' });
    const out = await wsPeer(base, outsider);
    expect(await out.subscribe(`project:${proj1}`)).toEqual({
      type: 'error',
      message: 'Project not found',
    });
  });
});

describe('without any resolver (the default)', () => {
  it('refuses every project and chat join on Socket.IO and /ws', async () => {
    const bare = await createTestApp();
    try {
      const who = await register(bare.app);
      const url = await listenOnLoopback(bare.app);
      const s = await clients.connect(url, who.tokens.accessToken);
      expect(await ask(s, 'project:join', 'p1')).toEqual({ ok: false, error: 'Project not found' });
      expect(await ask(s, 'chat:join', 'c1')).toEqual({ ok: false, error: 'Chat not found' });
      const peer = await wsPeer(url, who);
      expect(await peer.subscribe('project:p1')).toEqual({ type: 'error', message: 'Project not found' });
      s.close();
    } finally {
      for (const ws of wsOpen) ws.terminate();
      await bare.close();
    }
  });
});

describe('RoomAccess', () => {
  it('takes one resolver per kind and asks membership of the resolved team', async () => {
    const asked: string[] = [];
    const access = new RoomAccess(async (userId, teamId) => {
      asked.push(`${userId}@${teamId}`);
      return teamId === 't1';
    });
    access.register('chat', async (id) => (id === 'c1' ? 't1' : id === 'c2' ? 't2' : null));
    expect(() => access.register('chat', async () => null)).toThrow(/already have an owner resolver/);
    expect(await access.refusal('u', 'chat', 'c1')).toBeNull();
    expect(await access.refusal('u', 'chat', 'c2')).toBe('Chat not found');
    expect(await access.refusal('u', 'chat', 'c3')).toBe('Chat not found');
    expect(await access.refusal('u', 'project', 'p1')).toBe('Project not found');
    expect(asked).toEqual(['u@t1', 'u@t2']);
  });
});
