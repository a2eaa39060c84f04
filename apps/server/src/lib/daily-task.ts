import type { FastifyBaseLogger } from 'fastify';

// A retention cleanup run once a day in every process (docs/activity.md#retention): deleting what
// is past its date is idempotent, so two processes running it do no harm. The first run is a minute
// after start, so a restart does not wait a day.

const DAY_MS = 86_400_000;
const FIRST_RUN_MS = 60_000;

export interface DailyTask {
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export function dailyTask(log: FastifyBaseLogger, name: string, run: () => Promise<unknown>): DailyTask {
  let first: NodeJS.Timeout | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = run()
      .catch((err) => log.warn({ err }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  };
  return {
    start() {
      first = setTimeout(tick, FIRST_RUN_MS);
      first.unref();
      timer = setInterval(tick, DAY_MS);
      timer.unref();
    },
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
