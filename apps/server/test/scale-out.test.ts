import type { UserNotificationEvent } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, type Registered, registerVerified, sqlRows } from './helpers';
import { baseUrlOf, SocketClients } from './realtime-fixtures';
import { adminUrl, type TwoInstances, twoInstances } from './scale-out-fixtures';

// Two app instances on one PostgreSQL database (PostgreSQL only: PGlite is one process).
// Realtime events pushed on one reach sockets on the other (Socket.IO PostgreSQL adapter), and a
// deployment job is run exactly once across both, however many queue messages name it.

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
