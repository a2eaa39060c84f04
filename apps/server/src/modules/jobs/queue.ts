import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';

// The durable queue under deployment jobs: pg-boss 10 on the app's own database, in its own schema
// `pgboss`. On PostgreSQL pg-boss opens a small pool of its own from DATABASE_URL; on PGlite it runs
// through pg-boss's `db.executeSql` hook on the same PGlite instance (one process owns the folder).
// A queue message only says "run job X": the deploy_jobs row is the truth, and a worker claims it
// there (jobs.repository claim), so a duplicate or replayed message never runs a job twice.

export const DEPLOY_QUEUE = 'deploy-job';
export const QUEUE_SCHEMA = 'pgboss';

export interface QueueOptions {
  database: Pick<Database, 'db' | 'driver'>;
  /** PostgreSQL only: pg-boss's own connection. */
  databaseUrl?: string;
  pollMs: number;
  /** Handlers running at once in this process. */
  concurrency: number;
  log: FastifyBaseLogger;
}

export interface DeployMessage {
  jobId: string;
}

export interface JobQueue {
  start(handler: (message: DeployMessage) => Promise<void>): Promise<void>;
  send(jobId: string): Promise<void>;
  /** Stops fetching, waits up to `timeoutMs` for running handlers, then closes pg-boss. */
  stop(timeoutMs: number): Promise<void>;
  readonly started: boolean;
}

/** Another module's queue on the same pg-boss (e.g. scheduled rank checks), once it has started. */
export interface SharedQueue {
  /** `concurrency`: handlers of this queue running at once in this process (default 1). */
  work<T extends object>(
    name: string,
    handler: (data: T) => Promise<void>,
    options?: { concurrency?: number },
  ): Promise<void>;
  /**
   * `singletonKey` + `singletonSeconds`: one message per key and period. Answers false when nothing
   * was sent (the queue is stopping).
   */
  send<T extends object>(
    name: string,
    data: T,
    options?: { singletonKey?: string; singletonSeconds?: number },
  ): Promise<boolean>;
}
const sharedQueues = new WeakMap<object, SharedQueue>();
/** The started queue of the app whose database handle this is (undefined before start / after stop). */
export const sharedQueue = (db: object): SharedQueue | undefined => sharedQueues.get(db);

/** pg-boss's custom db for PGlite: parameterised queries, or a multi-statement script without values. */
function pgliteExecutor(client: PGlite) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return client.query(text, values as unknown[]);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

export function createJobQueue(opts: QueueOptions): JobQueue {
  const common = {
    schema: QUEUE_SCHEMA,
    schedule: false, // no cron: nothing here is periodic
    supervise: true, // expiry and archiving of pg-boss's own rows
    maintenanceIntervalSeconds: 120,
    pollingIntervalSeconds: opts.pollMs / 1000,
  };
  const config: PgBoss.ConstructorOptions =
    opts.database.driver === 'postgres'
      ? { ...common, connectionString: opts.databaseUrl, max: 3, application_name: 'sdp-jobs' }
      : {
          ...common,
          db: pgliteExecutor(
            (opts.database.db as unknown as { $client: PGlite }).$client,
          ) as unknown as PgBoss.Db,
        };
  const boss = new PgBoss(config);
  boss.on('error', (err) => opts.log.warn({ err }, 'jobs: queue error'));
  let started = false;
  let stopping = false;

  return {
    get started() {
      return started;
    },

    async start(handler) {
      await boss.start();
      // Standard policy: duplicates are harmless (the worker's claim decides), and a message of a job
      // that a dead process left 'active' must not block a new one for the same job.
      await boss.createQueue(DEPLOY_QUEUE, {
        name: DEPLOY_QUEUE,
        policy: 'standard',
        retryLimit: 3,
        retryDelay: 5,
        expireInSeconds: 6 * 3600,
      });
      const work = async (jobs: PgBoss.Job<DeployMessage>[]) => {
        for (const job of jobs) if (!stopping) await handler(job.data);
      };
      for (let i = 0; i < opts.concurrency; i++) {
        await boss.work<DeployMessage>(
          DEPLOY_QUEUE,
          { pollingIntervalSeconds: opts.pollMs / 1000, batchSize: 1 },
          work,
        );
      }
      started = true;
      sharedQueues.set(opts.database.db, {
        async work(name, handler, workOptions) {
          await boss.createQueue(name, { name, policy: 'standard', retryLimit: 1, expireInSeconds: 3600 });
          for (let i = 0; i < Math.max(1, workOptions?.concurrency ?? 1); i++) {
            await boss.work<never>(
              name,
              { pollingIntervalSeconds: opts.pollMs / 1000, batchSize: 1 },
              async (jobs) => {
                for (const job of jobs) if (!stopping) await handler(job.data);
              },
            );
          }
        },
        async send(name, data, options) {
          if (!started || stopping) return false;
          await boss.send(name, data, options ?? {});
          return true;
        },
      });
    },

    async send(jobId) {
      if (!started || stopping) return; // a boot or a sweep of another process re-sends it
      await boss.send(DEPLOY_QUEUE, { jobId } satisfies DeployMessage, { singletonKey: jobId });
    },

    async stop(timeoutMs) {
      if (!started) return;
      stopping = true;
      started = false;
      sharedQueues.delete(opts.database.db);
      await boss.stop({ graceful: true, wait: true, close: true, timeout: Math.max(1000, timeoutMs) });
    },
  };
}
