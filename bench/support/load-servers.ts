// The servers of the load benchmark (bench/load.bench.ts): their data is prepared by an in-process
// app on the same database (through the API, as a user would: verified owner, built and deployed
// sites, confirmed e-mail renters), which is then closed; the real server (apps/server/src/server.ts)
// runs as one or more child processes; afterwards the database is read again to count leads.
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadEnv } from '../../apps/server/src/config/env';
import { call, registerVerified } from '../../apps/server/test/helpers';
import { confirmByLink } from '../../apps/server/test/leads-fixtures';
import {
  freePort,
  type ServerProcess,
  spawnServer,
  TEST_SEALING_KEY_FILE,
} from '../../apps/server/test/server-process';
import { placeId } from '../../apps/server/test/sites-fixtures';

export interface BenchSite {
  id: string;
  slug: string;
  /** Hosted paths of its live version (/s/{slug}/...). */
  pages: string[];
  rented: boolean;
}

export interface BenchData {
  email: string;
  password: string;
  sites: BenchSite[];
}

export interface Target {
  label: string;
  driver: 'pglite' | 'postgres';
  urls: string[];
  data: BenchData;
  /** Rows of a SQL query on the target's database (after stop() for PGlite, whose file is locked). */
  query(sql: string): Promise<Record<string, unknown>[]>;
  stop(): Promise<void>;
  /** Removes the data folder or drops the database. */
  dispose(): Promise<void>;
}

const PASSWORD = 'correct horse battery';

function envFor(dataDir: string, databaseUrl: string) {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    IN_MEMORY: false,
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: 'http://127.0.0.1:3999',
    WEB_DIST: '/nonexistent',
    JWT_SECRET: '',
    SMTP_URL: '',
    SEALING_KEY_FILE: TEST_SEALING_KEY_FILE,
  });
}

async function ok(app: FastifyInstance, token: string, method: string, url: string, payload?: unknown) {
  const res = await call(app, {
    method: method as 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** One owner, three live sites (two rented to renters with confirmed e-mail addresses). */
async function prepare(dataDir: string, databaseUrl: string): Promise<BenchData> {
  const app = await buildApp(envFor(dataDir, databaseUrl));
  try {
    await app.ready();
    const owner = await registerVerified(app, { password: PASSWORD });
    const token = owner.tokens.accessToken;
    const sites: BenchSite[] = [];
    const markets = [
      ['roofing', 'Austin'],
      ['plumbing', 'Dallas'],
      ['hvac', 'Houston'],
    ] as const;
    for (const [i, [vertical, city]] of markets.entries()) {
      const site = await ok(app, token, 'POST', '/api/sites', {
        kind: 'goldmine',
        opportunityId: `${vertical}~${placeId(city, 'TX')}`,
      });
      const versions = await ok(app, token, 'GET', `/api/sites/${site.id}/versions`);
      await ok(app, token, 'POST', `/api/sites/${site.id}/deploy`, {});
      const pages = (await ok(
        app,
        token,
        'GET',
        `/api/sites/${site.id}/versions/${versions[0].id}/pages`,
      )) as Array<{
        path: string;
      }>;
      const rented = i < 2;
      if (rented) {
        const email = `renter${i}@bench.example`;
        const renter = await ok(app, token, 'POST', '/api/renters', { name: `Bench renter ${i}`, email });
        await confirmByLink(app, email);
        await ok(app, token, 'PATCH', `/api/sites/${site.id}`, { renterId: renter.id });
      }
      sites.push({
        id: site.id,
        slug: site.slug,
        pages: pages.map((p) => `/s/${site.slug}${p.path}`),
        rented,
      });
    }
    return { email: owner.email, password: PASSWORD, sites };
  } finally {
    await app.close();
  }
}

async function startServers(count: number, dataDir: string, databaseUrl: string): Promise<ServerProcess[]> {
  const servers: ServerProcess[] = [];
  for (let i = 0; i < count; i++) {
    servers.push(
      await spawnServer({
        port: await freePort(),
        dataDir,
        startTimeoutMs: 120_000,
        env: {
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          DATABASE_URL: databaseUrl,
          // Every client is 127.0.0.1: X-Forwarded-For (one trusted hop) gives each request its own
          // address, as visitors behind a reverse proxy have; the per-address limits still run.
          TRUST_PROXY: '1',
          WEB_DIST: '/nonexistent',
          SMTP_URL: '',
        },
      }),
    );
  }
  return servers;
}

async function stopServers(servers: ServerProcess[]) {
  for (const s of servers) {
    if (s.child.exitCode === null) s.child.kill('SIGTERM');
  }
  await Promise.all(servers.map((s) => s.exited));
}

/** (a) One process on a PGlite data folder. */
export async function pgliteTarget(): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(tmpdir(), 'sdp-load-bench-'));
  const data = await prepare(dataDir, '');
  const servers = await startServers(1, dataDir, '');
  let stopped = false;
  return {
    label: 'one process, PGlite',
    driver: 'pglite',
    urls: servers.map((s) => s.url),
    data,
    async query(sql) {
      if (!stopped) throw new Error('PGlite is read after the server stops');
      const app = await buildApp(envFor(dataDir, ''));
      try {
        return ((await app.db.execute(sql)) as unknown as { rows: Record<string, unknown>[] }).rows;
      } finally {
        await app.close();
      }
    },
    async stop() {
      await stopServers(servers);
      stopped = true;
    },
    async dispose() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** (b) Two processes on one fresh PostgreSQL database (created here, dropped by dispose()). */
export async function postgresTarget(adminUrl: string): Promise<Target> {
  const name = `bench_load_${process.pid}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = fs.mkdtempSync(path.join(tmpdir(), 'sdp-load-bench-pg-'));
  const data = await prepare(dataDir, databaseUrl);
  const servers = await startServers(2, dataDir, databaseUrl);
  return {
    label: 'two processes, PostgreSQL',
    driver: 'postgres',
    urls: servers.map((s) => s.url),
    data,
    async query(sql) {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      try {
        return (await c.query(sql)).rows;
      } finally {
        await c.end();
      }
    },
    stop: () => stopServers(servers),
    async dispose() {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
