// How long the demo's visitors run and how often they come; tests shorten these (service.configure).

export interface DemoTiming {
  /** The first burst of visitors (default 60 s). */
  burstMs: number;
  /** The trickle after it (default 4 min). */
  trickleMs: number;
  /** A visitor every tickMs during the burst, every trickleTickMs after. */
  tickMs: number;
  trickleTickMs: number;
  /** Per site at least this long between leads (burst / trickle). */
  leadGapMs: number;
  trickleLeadGapMs: number;
  /** Visitors of the demo's A/B test page sent every tick (besides the site visitors). */
  abVisitorsPerTick: number;
  heartbeatMs: number;
  /** A run whose heartbeat is older is taken over by another process (PostgreSQL). */
  staleMs: number;
}

const envMs = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v >= 0 ? v : fallback;
};

export const defaultTiming = (): DemoTiming => ({
  burstMs: envMs('DEMO_BURST_MS', 60_000),
  trickleMs: envMs('DEMO_TRICKLE_MS', 4 * 60_000),
  tickMs: envMs('DEMO_TICK_MS', 1_500),
  trickleTickMs: envMs('DEMO_TRICKLE_TICK_MS', 8_000),
  leadGapMs: envMs('DEMO_LEAD_GAP_MS', 20_000),
  trickleLeadGapMs: envMs('DEMO_TRICKLE_LEAD_GAP_MS', 90_000),
  abVisitorsPerTick: envMs('DEMO_AB_VISITORS_PER_TICK', 4),
  heartbeatMs: 5_000,
  staleMs: 20_000,
});

/** Resolves after `ms`, or at once when `signal` aborts. */
export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const onAbort = () => {
      clearTimeout(t);
      resolve();
    };
    const t = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
