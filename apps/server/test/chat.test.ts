import type { ChatMessageEvent, RealtimeAck } from '@sdp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  call,
  createTestApp,
  get,
  outbox,
  post,
  type Registered,
  registerVerified,
  sqlRows,
  type TestApp,
} from './helpers';
import { insertSite } from './leads-fixtures';
import { type ClientSocket, listenOnLoopback, SocketClients } from './realtime-fixtures';

// Team chat (docs/chat.md): stored messages over REST and Socket.IO, history paged newest first,
// unread counts, @mentions notifying members, and nothing of one team's chats for another team.

let t: TestApp;
let base: string;
const clients = new SocketClients();
let alice: Registered;
let bob: Registered;
let eve: Registered;
let teamId: string;
let chatId: string;

const tok = (r: Registered) => r.tokens.accessToken;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 150 && !check(); i++) await sleep(20);
  if (!check()) throw new Error(`timed out waiting for ${what}`);
};
const ask = (s: ClientSocket, event: string, ...args: unknown[]) =>
  new Promise<RealtimeAck<Record<string, unknown>>>((resolve) =>
    (s.emit as (e: string, ...a: unknown[]) => void)(event, ...args, resolve),
  );
const say = (who: Registered, id: string, message: unknown) =>
  post(t.app, `/api/chats/${id}/messages`, { message }, tok(who));

beforeAll(async () => {
  t = await createTestApp();
  base = await listenOnLoopback(t.app);
  alice = await registerVerified(t.app, { firstName: 'Alice', lastName: 'Smith' });
  bob = await registerVerified(t.app, { firstName: 'Bob', lastName: 'Stone' });
  eve = await registerVerified(t.app, { firstName: 'Eve', lastName: 'Other' });
  // Bob joins Alice's team through the invitation flow and acts for it.
  teamId = (await sqlRows(t.app, `select team_id from team_members where user_id = '${alice.user.id}'`))[0]
    .team_id;
  await post(t.app, `/api/user/teams/${teamId}/invite`, { email: bob.email }, tok(alice));
  const mail = (await outbox(t.app, bob.email)).find((m) => m.text.includes('/invite/'));
  const token = mail?.text.match(/\/invite\/([A-Za-z0-9_-]+)/)?.[1];
  expect((await post(t.app, '/api/user/invitations/accept', { token }, tok(bob))).status).toBe(200);
  await post(t.app, `/api/user/teams/${teamId}/switch`, {}, tok(bob));
  chatId = (await get(t.app, '/api/chats/team', tok(alice))).body.data.id;
});
afterAll(async () => {
  clients.closeAll();
  await t.close();
});

describe('team chat', () => {
  it('one team chat per team: both members get the same, another team another', async () => {
    const a = await get(t.app, '/api/chats/team', tok(alice));
    const b = await get(t.app, '/api/chats/team', tok(bob));
    const e = await get(t.app, '/api/chats/team', tok(eve));
    expect(a.status).toBe(200);
    expect(a.body.data).toMatchObject({ kind: 'team', title: 'Team chat', siteId: null });
    expect(b.body.data.id).toBe(a.body.data.id);
    expect(e.body.data.id).not.toBe(a.body.data.id);
  });

  it('two members exchange messages in real time, stored, and history has them', async () => {
    const got: ChatMessageEvent[] = [];
    const sa = await clients.connect(base, tok(alice));
    const sb = await clients.connect(base, tok(bob), (s) => s.on('chat:message', (m) => got.push(m)));
    const typing: unknown[] = [];
    sa.on('chat:typing', (p) => typing.push(p));
    expect((await ask(sa, 'chat:join', chatId)).ok).toBe(true);
    expect((await ask(sb, 'chat:join', chatId)).ok).toBe(true);
    const sent = await ask(sa, 'chat:message', chatId, {
      message: 'Hi Bob',
      timestamp: new Date().toISOString(),
    });
    expect(sent).toEqual({ ok: true, id: expect.any(String) });
    await until(() => got.length === 1, 'the broadcast');
    expect(got[0]).toMatchObject({
      id: sent.ok && sent.id,
      chatId,
      userId: alice.user.id,
      authorName: 'Alice Smith',
    });
    expect((await ask(sb, 'chat:typing', chatId, true)).ok).toBe(true);
    await until(() => typing.length === 1, 'typing');
    expect(typing[0]).toEqual({ chatId, userId: bob.user.id, isTyping: true });
    // Bob answers over REST: stored, broadcast to the room like a socket message.
    const rest = await say(bob, chatId, 'Hi Alice');
    expect(rest.status).toBe(201);
    await until(() => got.length === 2, 'the REST broadcast');
    expect(got[1]).toMatchObject({ id: rest.body.data.id, message: 'Hi Alice', authorName: 'Bob Stone' });
    const history = await get(t.app, `/api/chats/${chatId}/messages`, tok(bob));
    expect(history.status).toBe(200);
    expect(history.body.data.messages.map((m: { message: string }) => m.message).slice(0, 2)).toEqual([
      'Hi Alice',
      'Hi Bob',
    ]);
  });

  it("another team's member is refused the join and gets 404 over REST", async () => {
    const se = await clients.connect(base, tok(eve));
    expect(await ask(se, 'chat:join', chatId)).toEqual({ ok: false, error: 'Chat not found' });
    expect(
      await ask(se, 'chat:message', chatId, { message: 'x', timestamp: new Date().toISOString() }),
    ).toEqual({
      ok: false,
      error: 'Join the chat first',
    });
    for (const res of [
      await get(t.app, `/api/chats/${chatId}/messages`, tok(eve)),
      await say(eve, chatId, 'let me in'),
      await post(t.app, `/api/chats/${chatId}/read`, undefined, tok(eve)),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Chat not found');
    }
    const list = await get(t.app, '/api/chats', tok(eve));
    expect(list.body.data.map((c: { id: string }) => c.id)).not.toContain(chatId);
  });

  it('pages history newest first with a keyset cursor', async () => {
    const { body } = await get(t.app, '/api/chats/team', tok(eve));
    const own = body.data.id;
    for (let i = 1; i <= 7; i++) expect((await say(eve, own, `m${i}`)).status).toBe(201);
    const p1 = (await get(t.app, `/api/chats/${own}/messages?limit=3`, tok(eve))).body.data;
    expect(p1.messages.map((m: { message: string }) => m.message)).toEqual(['m7', 'm6', 'm5']);
    const p2 = (await get(t.app, `/api/chats/${own}/messages?limit=3&before=${p1.nextBefore}`, tok(eve))).body
      .data;
    expect(p2.messages.map((m: { message: string }) => m.message)).toEqual(['m4', 'm3', 'm2']);
    const p3 = (await get(t.app, `/api/chats/${own}/messages?limit=3&before=${p2.nextBefore}`, tok(eve))).body
      .data;
    expect(p3.messages.map((m: { message: string }) => m.message)).toEqual(['m1']);
    expect(p3.nextBefore).toBeNull();
    // A cursor from another chat is refused, not silently empty.
    const stray = await get(t.app, `/api/chats/${chatId}/messages?before=${p1.nextBefore}`, tok(alice));
    expect(stray.status).toBe(400);
  });

  it('counts unread messages of others until the chat is read', async () => {
    await post(t.app, `/api/chats/${chatId}/read`, undefined, tok(bob));
    await say(alice, chatId, 'one');
    await say(alice, chatId, 'two');
    await say(bob, chatId, 'mine');
    const unread = async (who: Registered) =>
      (await get(t.app, '/api/chats', tok(who))).body.data.find((c: { id: string }) => c.id === chatId);
    expect(await unread(bob)).toMatchObject({ unread: 2, lastMessage: { message: 'mine' } });
    expect((await unread(alice)).unread).toBe(1 + 1); // 'Hi Alice' and 'mine', never read
    expect((await post(t.app, `/api/chats/${chatId}/read`, undefined, tok(bob))).body.data).toEqual({
      unread: 0,
    });
    expect((await unread(bob)).unread).toBe(0);
  });

  it('an @mention of a member notifies that member, not others or outsiders', async () => {
    const notices = { bob: [] as unknown[], eve: [] as unknown[], alice: [] as unknown[] };
    for (const [name, who] of [
      ['bob', bob],
      ['eve', eve],
      ['alice', alice],
    ] as const)
      await clients.connect(base, tok(who), (s) =>
        s.on('user:notification', (n) => n.kind === 'chat.mention' && notices[name].push(n)),
      );
    const res = await say(alice, chatId, `@bob and @${eve.email.split('@')[0]} and @alice, look`);
    expect(res.body.data.mentions).toEqual([bob.user.id, alice.user.id]);
    await until(() => notices.bob.length === 1, 'the mention');
    await sleep(200);
    expect(notices.bob[0]).toMatchObject({
      title: 'Alice Smith mentioned you in the team chat',
      link: `/dashboard?chat=${chatId}`,
    });
    expect(notices.eve).toEqual([]);
    expect(notices.alice).toEqual([]);
  });

  it("site chats: made lazily for the team's site only, removed with the site", async () => {
    const site = await insertSite(
      t.app,
      { teamId, userId: alice.user.id, token: tok(alice) },
      { name: 'Roof Co' },
    );
    const a = await get(t.app, `/api/chats/site/${site.id}`, tok(alice));
    expect(a.body.data).toMatchObject({ kind: 'site', siteId: site.id, title: 'Roof Co' });
    expect((await get(t.app, `/api/chats/site/${site.id}`, tok(bob))).body.data.id).toBe(a.body.data.id);
    expect((await get(t.app, `/api/chats/site/${site.id}`, tok(eve))).status).toBe(404);
    const list = (await get(t.app, '/api/chats', tok(alice))).body.data;
    expect(list.map((c: { kind: string }) => c.kind)).toEqual(['team', 'site']);
    await say(bob, a.body.data.id, 'about the roof');
    // Handed over to another team (an account deletion): the chat and its history go with the site.
    const eveTeam = (
      await sqlRows(t.app, `select team_id from team_members where user_id = '${eve.user.id}'`)
    )[0].team_id;
    await sqlRows(t.app, `update sites set team_id = '${eveTeam}' where id = '${site.id}'`);
    const moved = await get(t.app, `/api/chats/site/${site.id}`, tok(eve));
    expect(moved.body.data).toMatchObject({ id: a.body.data.id, lastMessage: { message: 'about the roof' } });
    expect((await get(t.app, `/api/chats/${a.body.data.id}/messages`, tok(alice))).status).toBe(404);
    await sqlRows(t.app, `delete from sites where id = '${site.id}'`);
    const after = (await get(t.app, '/api/chats', tok(eve))).body.data;
    expect(after.map((c: { kind: string }) => c.kind)).toEqual(['team']);
    expect(await sqlRows(t.app, `select 1 from chat_messages where chat_id = '${a.body.data.id}'`)).toEqual(
      [],
    );
  });

  it('validates input with a 4xx and a message, never a 500', async () => {
    const cases: Array<[unknown, number]> = [
      ['', 400],
      ['   ', 400],
      ['x'.repeat(2001), 400],
      [42, 400],
      [null, 400],
    ];
    for (const [message, status] of cases) {
      const res = await say(alice, chatId, message);
      expect(res.status, JSON.stringify(message)).toBe(status);
      expect(res.body.message).toMatch(/message/);
    }
    expect((await say(alice, chatId, 'x'.repeat(2000))).status).toBe(201);
    const notUuid = await get(t.app, '/api/chats/not-a-uuid/messages', tok(alice));
    expect([notUuid.status, notUuid.body.message]).toEqual([400, 'Chat not found']);
    expect((await get(t.app, `/api/chats/${chatId}/messages?limit=0`, tok(alice))).status).toBe(400);
    expect((await get(t.app, `/api/chats/${chatId}/messages?before=zzz`, tok(alice))).status).toBe(400);
    expect((await get(t.app, '/api/chats/site/nope', tok(alice))).status).toBe(400);
    const unknownSite = await get(t.app, `/api/chats/site/${teamId}`, tok(alice));
    expect([unknownSite.status, unknownSite.body.message]).toEqual([404, 'Site not found']);
    const garbage = await call(t.app, {
      method: 'POST',
      url: `/api/chats/${chatId}/messages`,
      headers: { ...bearer(tok(alice)), 'content-type': 'application/json' },
      payload: '{"message":',
    });
    expect(garbage.status).toBe(400);
    expect((await get(t.app, `/api/chats/${chatId}/messages`)).status).toBe(401);
  });

  it('limits posting per user per minute, over REST and the socket', async () => {
    const carol = await registerVerified(t.app);
    const own = (await get(t.app, '/api/chats/team', tok(carol))).body.data.id;
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await say(carol, own, `flood ${i}`)).status;
    expect(last).toBe(429);
    const s = await clients.connect(base, tok(carol));
    expect((await ask(s, 'chat:join', own)).ok).toBe(true);
    const ack = await ask(s, 'chat:message', own, { message: 'more', timestamp: new Date().toISOString() });
    expect(ack).toEqual({ ok: false, error: expect.stringMatching(/too fast/) });
  });

  it('a removed member can no longer join or read', async () => {
    const removed = await call(t.app, {
      method: 'DELETE',
      url: `/api/user/teams/${teamId}/members/${bob.user.id}`,
      headers: bearer(tok(alice)),
    });
    expect(removed.status).toBe(200);
    const sb = await clients.connect(base, tok(bob));
    expect(await ask(sb, 'chat:join', chatId)).toEqual({ ok: false, error: 'Chat not found' });
    expect((await get(t.app, `/api/chats/${chatId}/messages`, tok(bob))).status).toBe(404);
  });
});
