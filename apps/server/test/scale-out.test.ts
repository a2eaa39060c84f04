import type { UserNotificationEvent, WsServerMessage } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { bearer, call, get, post, type Registered, registerVerified, sqlRows } from './helpers';
import { baseUrlOf, SocketClients } from './realtime-fixtures';
import { adminUrl, type TwoInstances, twoInstances } from './scale-out-fixtures';

// Two app instances on one PostgreSQL database (PostgreSQL only: PGlite is one process).
// Realtime events pushed on one reach sockets and plain /ws peers on the other (Socket.IO PostgreSQL
// adapter, and the hub's relay over it), a logout on one drops the session's connections on the
// other, and a deployment job is run exactly once across both, however many queue messages name it.

describe.skipIf(!adminUrl)('two instances on one PostgreSQL', () => {
  let instances: TwoInstances | undefined;
  let one: FastifyInstance;
  let two: FastifyInstance;
  let user: Registered;
  const sockets = new SocketClients();

  beforeAll(async () => {
    instances = await twoInstances({ JOBS_POLL_MS: 500, JOBS_HEARTBEAT_MS: 1000 });
    ({ one, two } = instances);
    user = await registerVerified(one);
  }, 120_000);

  afterAll(async () => {
    sockets.closeAll();
    await instances?.close();
  });

  const socketOn = (app: FastifyInstance, token: string) => sockets.connect(baseUrlOf(app), token);

  it('delivers an event pushed on instance 1 to a socket on instance 2', async () => {
    const s = await socketOn(two, user.tokens.accessToken);
    const got = new Promise<UserNotificationEvent>((resolve) => s.once('user:notification', resolve));
    // The adapter's LISTEN connection may still be starting: push until it arrives.
    let received: UserNotificationEvent | undefined;
    void got.then((e) => {
      received = e;
    });
    for (let i = 0; i < 50 && !received; i++) {
      one.realtime.toUser(user.user.id, 'user:notification', { title: 'from instance 1' });
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await got).toMatchObject({ title: 'from instance 1' });
  }, 30_000);

  /** A /ws peer on `app`, subscribed to `channel`; its messages collect in `messages`. */
  async function wsPeer(app: FastifyInstance, token: string, channel: string) {
    const ws = new WebSocket(`${baseUrlOf(app).replace('http', 'ws')}/ws?token=${token}`);
    const messages: WsServerMessage[] = [];
    ws.on('message', (raw) => messages.push(JSON.parse(String(raw))));
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    const until = async (type: string) => {
      for (let i = 0; i < 100 && !messages.some((m) => m.type === type); i++)
        await new Promise((r) => setTimeout(r, 50));
    };
    await until('connected'); // the server reads messages once it has authenticated the peer
    ws.send(JSON.stringify({ type: 'subscribe', channel }));
    await until('subscribed');
    return { ws, messages, closed };
  }

  it('delivers a push on instance 1 to a /ws peer on instance 2', async () => {
    const peer = await wsPeer(two, user.tokens.accessToken, 'notifications');
    try {
      const events = () => peer.messages.filter((m) => m.type === 'event');
      for (let i = 0; i < 50 && events().length === 0; i++) {
        one.realtime.toUser(user.user.id, 'user:notification', { title: 'to /ws from instance 1' });
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(events()[0]).toMatchObject({
        channel: 'notifications',
        event: 'user:notification',
        payload: { title: 'to /ws from instance 1' },
      });
    } finally {
      peer.ws.terminate();
    }
  }, 30_000);

  it("a logout on instance 1 drops the session's socket and /ws peer on instance 2, and its token there at once", async () => {
    const other = await registerVerified(one);
    const token = other.tokens.accessToken;
    expect((await get(two, '/api/auth/me', token)).status).toBe(200); // instance 2 caches the session as active
    const socket = await socketOn(two, token);
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const peer = await wsPeer(two, token, 'notifications');
    const out = await call(one, {
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
      payload: { refreshToken: other.tokens.refreshToken },
    });
    expect(out.status).toBe(200);
    expect(await dropped).toBe('io server disconnect');
    expect(await peer.closed).toBe(4401);
    // Well within the 30 s the cache would otherwise keep the session active there.
    let status = 0;
    for (let i = 0; i < 40 && status !== 401; i++) {
      status = (await get(two, '/api/auth/me', token)).status;
      if (status !== 401) await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(401);
  }, 30_000);

  it('runs a job created on instance 1 exactly once across both instances', async () => {
    const token = user.tokens.accessToken;
    const found = await get(one, '/api/payout-data/search?limit=6&vertical=plumbing', token);
    const markets: string[] = found.body.data.items.map((o: { id: string }) => o.id);
    const res = await post(one, '/api/dominator-pipeline/batch-deploy', { opportunityIds: markets }, token);
    expect(res.status).toBe(202);
    const id: string = res.body.data.job.id;
    // Extra messages for the same job from both instances: only one claim can win.
    await one.services.jobs.resume(id);
    await two.services.jobs.resume(id);
    await two.services.jobs.resume(id);

    let job: any;
    for (const until = Date.now() + 90_000; ; ) {
      job = (await get(two, `/api/dominator-pipeline/jobs/${id}`, token)).body.data;
      if (!['queued', 'running'].includes(job.status)) break;
      if (Date.now() > until) throw new Error(`job still ${job.status}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(job).toMatchObject({ status: 'completed', sitesPlanned: 6, sitesDeployed: 6, errors: [] });
    const [row] = await sqlRows(one, `select runs from deploy_jobs where id = '${id}'`);
    expect(row.runs).toBe(1);
    const perMarket = await sqlRows(
      one,
      'select opportunity_id, count(*)::int as n from sites group by opportunity_id',
    );
    expect(perMarket).toHaveLength(6);
    for (const r of perMarket) expect(r.n).toBe(1);
    const deployed = await sqlRows(
      one,
      'select site_id, count(*)::int as n from site_versions where deployed_at is not null group by site_id',
    );
    expect(deployed).toHaveLength(6);
    for (const r of deployed) expect(r.n).toBe(1);
  }, 120_000);
});
