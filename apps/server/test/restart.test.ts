import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env';
import { openDatabase } from '../src/db/client';
import { freePort, type ServerProcess, spawnServer } from './server-process';

// A deployment job survives a crash of the server: the real server (PGlite in a data folder) is
// killed with SIGKILL in the middle of a batch, started again on the same folder, and finishes the
// job without deploying any site twice. A lead stored before the crash is still there.

const dataDir = mkdtempSync(join(tmpdir(), 'sdp-restart-'));
const children: ChildProcess[] = [];

/** The server on `port` with this test's data folder; one job at a time, with a pause per site. */
async function start(port: number): Promise<ServerProcess> {
  const server = await spawnServer({
    port,
    dataDir,
    startTimeoutMs: 90_000,
    env: { JOBS_POLL_MS: '500', JOBS_HEARTBEAT_MS: '1000', JOBS_CONCURRENCY: '1', JOBS_ITEM_PAUSE_MS: '700' },
  });
  children.push(server.child);
  return server;
}

async function api(server: ServerProcess, method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, body: json };
}

async function mailedToken(server: ServerProcess, email: string) {
  return new URL(await server.mailedLink('verify-email', email, 15_000)).searchParams.get('token');
}

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a deployment job across a crash', () => {
  it('resumes after SIGKILL and deploys every site exactly once', async () => {
    const port = await freePort();
    let server = await start(port);

    const email = `restart.${Date.now()}@example.com`;
    const reg = await api(server, 'POST', '/api/auth/register', undefined, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      password: 'correct horse battery',
    });
    expect(reg.status).toBe(201);
    const token: string = reg.body.data.tokens.accessToken;
    expect(
      (
        await api(server, 'POST', '/api/auth/verify-email', undefined, {
          token: await mailedToken(server, email),
        })
      ).status,
    ).toBe(200);

    const found = await api(server, 'GET', '/api/payout-data/search?limit=13&vertical=plumbing', token);
    const markets: string[] = found.body.data.items.map((o: { id: string }) => o.id);
    expect(markets).toHaveLength(13);

    // A live site and a lead on it before the crash.
    const first = await api(server, 'POST', '/api/dominator-pipeline/generate-and-deploy', token, {
      opportunityIds: [markets[0]],
    });
    expect(first.status).toBe(200);
    const leadSite = first.body.data.deployedSites[0];
    const lead = await api(server, 'POST', '/api/public/leads', undefined, {
      siteId: leadSite.id,
      page: '/',
      name: 'Grace Hopper',
      phone: '555-0100',
      email: 'grace@example.com',
      message: 'Leaking pipe',
      ts: Date.now() - 60_000,
      website: '',
    });
    // TODO(leads): drop this guard once POST /api/public/leads is always present.
    const leadsRoute = lead.status !== 404;
    if (leadsRoute) expect(lead.status, JSON.stringify(lead.body)).toBeLessThan(300);

    // The batch: killed while some of its sites are deployed and some are not.
    const batch = await api(server, 'POST', '/api/dominator-pipeline/batch-deploy', token, {
      opportunityIds: markets.slice(1, 9),
    });
    expect(batch.status).toBe(202);
    const jobId: string = batch.body.data.job.id;
    const planned: number = batch.body.data.totalSitesPlanned;
    expect(planned).toBe(8);
    let atKill = 0;
    let killedAt = 0;
    let doneBeforeKill: string[] = [];
    for (const until = Date.now() + 60_000; ; ) {
      const job = (await api(server, 'GET', `/api/dominator-pipeline/jobs/${jobId}`, token)).body.data;
      if (job.sitesDeployed >= 1) {
        server.child.kill('SIGKILL');
        killedAt = Date.now();
        atKill = job.sitesDeployed;
        doneBeforeKill = job.siteIds;
        break;
      }
      if (Date.now() > until) throw new Error('the batch did not start');
      await new Promise((r) => setTimeout(r, 20));
    }
    await server.exited;
    expect(atKill).toBeGreaterThanOrEqual(1);
    expect(atKill).toBeLessThanOrEqual(planned - 1);

    // Same folder again: the stale lock of the dead process is taken over, the job resumes.
    server = await start(port);
    let job: any;
    for (const until = Date.now() + 90_000; ; ) {
      job = (await api(server, 'GET', `/api/dominator-pipeline/jobs/${jobId}`, token)).body.data;
      if (!['queued', 'running'].includes(job.status)) break;
      if (Date.now() > until)
        throw new Error(`the job did not finish after the restart: ${JSON.stringify(job)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(job).toMatchObject({
      status: 'completed',
      sitesPlanned: 8,
      sitesDeployed: 8,
      progress: 100,
      errors: [],
    });
    expect(job.siteIds).toHaveLength(8);
    // Sites finished before the crash were not deployed again after it.
    expect(doneBeforeKill.length).toBeGreaterThanOrEqual(1);
    for (const id of doneBeforeKill) {
      const site = (await api(server, 'GET', `/api/sites/${id}`, token)).body.data;
      expect(site.status).toBe('live');
      expect(Date.parse(site.deployedAt)).toBeLessThan(killedAt);
    }
    for (const id of job.siteIds.slice(0, 2)) {
      const site = (await api(server, 'GET', `/api/sites/${id}`, token)).body.data;
      const page = await fetch(`${server.url}/s/${site.slug}/`);
      expect(page.status).toBe(200);
    }
    if (leadsRoute) {
      const leads = await api(server, 'GET', '/api/leads', token);
      expect(leads.status).toBe(200);
      const data = leads.body.data;
      const list: { siteId: string }[] = Array.isArray(data) ? data : (data.items ?? data.leads ?? []);
      expect(list.map((l) => l.siteId)).toContain(leadSite.id);
    }

    // A graceful stop in the middle of a batch: the current site finishes, the claim is released,
    // and the next start carries on with the rest.
    const second = await api(server, 'POST', '/api/dominator-pipeline/batch-deploy', token, {
      opportunityIds: markets.slice(9, 13),
    });
    expect(second.status).toBe(202);
    const secondId: string = second.body.data.job.id;
    for (const until = Date.now() + 60_000; ; ) {
      const j = (await api(server, 'GET', `/api/dominator-pipeline/jobs/${secondId}`, token)).body.data;
      if (j.sitesDeployed >= 1) break;
      if (Date.now() > until) throw new Error('the second batch did not start');
      await new Promise((r) => setTimeout(r, 20));
    }
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    server = await start(port);
    let secondJob: any;
    for (const until = Date.now() + 90_000; ; ) {
      secondJob = (await api(server, 'GET', `/api/dominator-pipeline/jobs/${secondId}`, token)).body.data;
      if (!['queued', 'running'].includes(secondJob.status)) break;
      if (Date.now() > until) throw new Error(`the second job did not finish: ${JSON.stringify(secondJob)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(secondJob).toMatchObject({ status: 'completed', sitesPlanned: 4, sitesDeployed: 4, errors: [] });

    server.child.kill('SIGTERM');
    await server.exited;

    // The rows, read from the folder directly.
    const database = await openDatabase(loadEnv({ DATA_DIR: dataDir, DATABASE_URL: '', IN_MEMORY: false }));
    try {
      const q = async (text: string) =>
        ((await database.db.execute(text)) as unknown as { rows: any[] }).rows;
      const items = await q(
        `select status, count(*)::int as n from deploy_job_items where job_id = '${jobId}' group by status`,
      );
      expect(items).toEqual([{ status: 'done', n: 8 }]);
      const [row] = await q(
        `select runs, sites_deployed, sites_planned from deploy_jobs where id = '${jobId}'`,
      );
      expect(row.runs).toBeGreaterThanOrEqual(2); // it really was resumed
      const [graceful] = await q(`select runs from deploy_jobs where id = '${secondId}'`);
      expect(graceful.runs).toBeGreaterThanOrEqual(2); // stopped part-way, resumed by the next start
      const perMarket = await q(
        `select opportunity_id, count(*)::int as n from sites group by opportunity_id order by opportunity_id`,
      );
      expect(perMarket).toHaveLength(13);
      for (const r of perMarket) expect(r.n, r.opportunity_id).toBe(1);
      const versions = await q(
        `select s.id, count(v.id)::int as built, count(v.deployed_at)::int as deployed
           from sites s join site_versions v on v.site_id = s.id group by s.id`,
      );
      expect(versions).toHaveLength(13);
      for (const v of versions) {
        expect(v.built, v.id).toBe(1); // no site was built again
        expect(v.deployed, v.id).toBe(1);
      }
      if (leadsRoute) {
        const stored = await q(`select count(*)::int as n from leads where site_id = '${leadSite.id}'`);
        expect(stored[0].n).toBe(1);
      }
    } finally {
      await database.close();
    }
  }, 300_000);
});
