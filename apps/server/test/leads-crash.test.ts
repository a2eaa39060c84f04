import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env';
import { openDatabase } from '../src/db/client';
import { freePort, type ServerProcess, spawnServer } from './server-process';

// A lead's delivery survives a crash between the answer and the delivery (docs/sites-api.md): the
// real server (PGlite in a data folder) stores a lead for a renter with a webhook, answers 303, and
// is killed with SIGKILL the moment the answer arrives. Its delivery row was written in the same
// statement as the lead; the server started again on the same folder delivers it when the row's
// lease (LEAD_DELIVERY_LEASE_SECONDS, 2 s here) runs out. The renter's webhook, a local stand-in,
// never answers its first call, in case the first attempt got out before the kill.

const dataDir = mkdtempSync(join(tmpdir(), 'sdp-lead-crash-'));
const children: ChildProcess[] = [];
const received: Array<{ body: any; answered: boolean }> = [];
const held: ServerResponse[] = [];
let hook: Server;

async function start(port: number): Promise<ServerProcess> {
  const server = await spawnServer({
    port,
    dataDir,
    startTimeoutMs: 90_000,
    env: { LEAD_DELIVERY_LEASE_SECONDS: '2', LEAD_RETRY_DELAYS: '0.5', WEBHOOK_ALLOW_PRIVATE: 'true' },
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
  return { status: res.status, body: (await res.json().catch(() => null)) as any };
}

async function waitFor<T>(what: string, check: () => Promise<T | null | undefined | false>, ms = 30_000) {
  for (const end = Date.now() + ms; ; ) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const res of held) res.destroy();
  await new Promise((r) => (hook ? hook.close(r) : r(null)));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a lead across a crash', () => {
  it('is delivered to the renter’s webhook after SIGKILL right after the 303', async () => {
    hook = createServer((req: IncomingMessage, res: ServerResponse) => {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const first = received.length === 0;
        received.push({ body: JSON.parse(Buffer.concat(chunks).toString('utf8')), answered: !first });
        if (first)
          held.push(res); // the first call gets no answer at all
        else res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
    const hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;

    const port = await freePort();
    let server = await start(port);
    const email = `crash.${Date.now()}@example.com`;
    const reg = await api(server, 'POST', '/api/auth/register', undefined, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      password: 'correct horse battery',
    });
    expect(reg.status).toBe(201);
    const token: string = reg.body.data.tokens.accessToken;
    const link = new URL(await server.mailedLink('verify-email', email, 15_000));
    const verified = await api(server, 'POST', '/api/auth/verify-email', undefined, {
      token: link.searchParams.get('token'),
    });
    expect(verified.status).toBe(200);

    const found = await api(server, 'GET', '/api/payout-data/search?limit=1&vertical=plumbing', token);
    const deployed = await api(server, 'POST', '/api/dominator-pipeline/generate-and-deploy', token, {
      opportunityIds: [found.body.data.items[0].id],
    });
    expect(deployed.status).toBe(200);
    const site = deployed.body.data.deployedSites[0];
    const renter = await api(server, 'POST', '/api/renters', token, {
      name: 'Crash Plumbing',
      webhookUrl: hookUrl,
      pricePerLead: 40,
    });
    expect(renter.status).toBe(201);
    const assigned = await api(server, 'PATCH', `/api/sites/${site.id}`, token, {
      renterId: renter.body.data.id,
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);

    // The no-JS form; SIGKILL as soon as its 303 is read (before the delivery batch runs).
    const name = `Crash Carla ${Date.now()}`;
    const form = new URLSearchParams({
      siteId: site.id,
      page: '/',
      name,
      phone: '555-0100',
      email: 'carla@example.com',
      message: 'Burst pipe',
      ts: String(Date.now() - 60_000),
      website: '',
    });
    const answer = await fetch(`${server.url}/api/public/leads`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: form.toString(),
    });
    server.child.kill('SIGKILL');
    expect(answer.status).toBe(303);
    await server.exited;

    // What the dead process left: the lead with its pending webhook delivery.
    const database = await openDatabase(loadEnv({ DATA_DIR: dataDir, DATABASE_URL: '', IN_MEMORY: false }));
    let leadId: string;
    try {
      const rows = (
        (await database.db.execute(
          `select l.id, d.channel, d.status from leads l left join lead_deliveries d on d.lead_id = l.id
            where l.site_id = '${site.id}'`,
        )) as unknown as { rows: any[] }
      ).rows;
      expect(rows, 'the delivery row is written with the lead').toEqual([
        { id: expect.any(String), channel: 'webhook', status: 'pending' },
      ]);
      leadId = rows[0].id;
    } finally {
      await database.close();
    }

    // Started again: the lease runs out, the poller delivers the lead.
    server = await start(port);
    const delivered = await waitFor('the webhook to receive the lead', async () =>
      received.find((r) => r.answered && r.body.lead?.id === leadId),
    );
    expect(delivered.body).toMatchObject({ event: 'lead.created', lead: { id: leadId, name, value: 40 } });
    const lead = await waitFor('the lead to be accepted', async () => {
      const res = await api(server, 'GET', `/api/leads/${leadId}`, token);
      return res.body?.data?.status === 'accepted' ? res.body.data : null;
    });
    expect(lead.deliveries).toMatchObject([{ channel: 'webhook', status: 'sent' }]);
    server.child.kill('SIGTERM');
    await server.exited;
  }, 300_000);
});
