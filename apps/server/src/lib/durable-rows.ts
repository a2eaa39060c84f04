import type { FastifyBaseLogger } from 'fastify';

// The life of durable work kept as rows (crawls, engine runs; docs/architecture.md#the-module-contract):
// a queue message only says "run row X", the row is the truth and a worker claims it in SQL. This
// part is the same for every kind: sending a row to the queue (or running it in this process when
// no queue is started), the sweep that sends again the rows a dead worker left, the rows this
// process runs (to abort them on shutdown), and start/stop. The owner supplies `run` (claim, work,
// finish) and `unfinished` (its rows not finished, with whether each is stale).

/** The two calls of the shared pg-boss queue this needs (modules/jobs `SharedQueue`). */
export interface RowQueue {
  work<T extends object>(
    name: string,
    handler: (data: T) => Promise<void>,
    options?: { concurrency?: number },
  ): Promise<void>;
  send<T extends object>(name: string, data: T, options?: { singletonKey?: string }): Promise<boolean>;
}

export interface DurableRowsOptions<M extends object> {
  /** For log lines: 'projects: ...'. */
  label: string;
  /** What the rows are, for log lines: 'crawl', 'run'. */
  noun: string;
  queueName: string;
  /** The message of a row, and the row of a message. */
  message: (id: string) => M;
  idOf: (message: M) => string;
  /** Handlers of this queue at once in this process. */
  workers: number;
  /** How often this process looks for rows a dead worker left. */
  sweepMs: number;
  /** On PGlite this process is the folder's only one: at start every queued row is its own. */
  driver: 'pglite' | 'postgres';
  log: FastifyBaseLogger;
  queue: () => RowQueue | undefined;
  run: (id: string) => Promise<void>;
  unfinished: () => Promise<{ id: string; status: string; stale: boolean }[]>;
}

export function createDurableRows<M extends object>(o: DurableRowsOptions<M>) {
  /** Rows this process is working on, to abort them. */
  const local = new Map<string, AbortController>();
  const running = new Set<Promise<void>>();
  let stopped = false;
  let sweeper: ReturnType<typeof setInterval> | undefined;

  function inProcess(id: string) {
    const p = o.run(id).catch((err) => o.log.error({ err, id }, `${o.label}: ${o.noun} crashed`));
    running.add(p);
    void p.finally(() => running.delete(p));
  }

  async function enqueue(id: string) {
    const sent = await o
      .queue()
      ?.send<M>(o.queueName, o.message(id), { singletonKey: id })
      .catch((err) => {
        o.log.warn({ err, id }, `${o.label}: queue send failed; running the ${o.noun} here`);
        return false;
      });
    if (!sent && !stopped) inProcess(id);
  }

  /** Rows a dead worker left (stale) are sent again; `queuedToo`: every queued row as well. */
  async function sweep(queuedToo = false) {
    for (const r of await o.unfinished())
      if (!local.has(r.id) && (r.stale || (queuedToo && r.status === 'queued'))) await enqueue(r.id);
  }

  return {
    local,
    enqueue,
    sweep,
    get stopped() {
      return stopped;
    },
    /** Rows run in this process not yet finished (tests wait on them). */
    settled: () => Promise.allSettled([...running]),

    async start() {
      const queue = o.queue();
      if (queue) await queue.work<M>(o.queueName, (m) => o.run(o.idOf(m)), { concurrency: o.workers });
      const failed = (err: unknown) => o.log.warn({ err }, `${o.label}: resuming ${o.noun}s failed`);
      await sweep(o.driver === 'pglite').catch(failed);
      sweeper = setInterval(() => {
        if (!stopped) sweep().catch(failed);
      }, o.sweepMs);
      sweeper.unref();
    },

    async stop() {
      stopped = true;
      clearInterval(sweeper);
      for (const c of local.values()) c.abort('shutdown');
      await Promise.allSettled([...running]);
    },
  };
}
