import type { SystemHealth } from '@sdp/shared';

// System health as this process measures it (docs/engines.md#system-health): a ring buffer of the
// API requests answered (duration, status) over a five-minute window, plus server-wide counts from
// SQL. Pure: the figures are computed from what it is given.

export const HEALTH_WINDOW_S = 300;
/** The buffer keeps this many requests; older ones are overwritten (a burst shortens the window). */
export const HEALTH_CAPACITY = 20_000;

/** Latency above this p95 costs points. */
export const LATENCY_BUDGET_MS = 500;
export const PENALTY = {
  /** One point per 50 ms of p95 over the budget, at most 30. */
  latencyPerMs: 1 / 50,
  latencyMax: 30,
  /** Four points per percent of 5xx answers, at most 40. */
  errorPerPercent: 4,
  errorMax: 40,
  /** Work waiting beyond 20 items: one point each, at most 20. */
  backlogFree: 20,
  backlogMax: 20,
} as const;

export interface RequestSample {
  at: number;
  ms: number;
  status: number;
}

export function createRequestBuffer(capacity = HEALTH_CAPACITY) {
  const at = new Float64Array(capacity);
  const ms = new Float64Array(capacity);
  const status = new Uint16Array(capacity);
  let next = 0;
  let size = 0;
  return {
    record(sample: RequestSample) {
      at[next] = sample.at;
      ms[next] = sample.ms;
      status[next] = sample.status;
      next = (next + 1) % capacity;
      if (size < capacity) size++;
    },
    /** The samples answered at or after `since`. */
    since(since: number): RequestSample[] {
      const out: RequestSample[] = [];
      for (let i = 0; i < size; i++)
        if (at[i]! >= since) out.push({ at: at[i]!, ms: ms[i]!, status: status[i]! });
      return out;
    },
  };
}
export type RequestBuffer = ReturnType<typeof createRequestBuffer>;

/** The q-quantile (0-1) by nearest rank; null for no values. */
export function quantile(sorted: number[], q: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1]!;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** 100 minus the penalties of latency, 5xx rate and backlog, clamped to 0-100. */
export function overallScore(p95Ms: number | null, errorRatePercent: number, waiting: number): number {
  const latency = Math.min(
    PENALTY.latencyMax,
    Math.max(0, ((p95Ms ?? 0) - LATENCY_BUDGET_MS) * PENALTY.latencyPerMs),
  );
  const errors = Math.min(PENALTY.errorMax, errorRatePercent * PENALTY.errorPerPercent);
  const backlog = Math.min(PENALTY.backlogMax, Math.max(0, waiting - PENALTY.backlogFree));
  return Math.round(Math.min(100, Math.max(0, 100 - latency - errors - backlog)));
}

export function computeHealth(input: {
  samples: RequestSample[];
  events: number;
  waiting: number;
  running: number;
  uptimeS: number;
  now: Date;
  windowS?: number;
}): SystemHealth {
  const windowS = input.windowS ?? HEALTH_WINDOW_S;
  const durations = input.samples.map((s) => s.ms).sort((a, b) => a - b);
  const serverErrors = input.samples.filter((s) => s.status >= 500).length;
  const requests = input.samples.length;
  const p50 = quantile(durations, 0.5);
  const p95 = quantile(durations, 0.95);
  const errorRate = requests ? round1((serverErrors / requests) * 100) : 0;
  return {
    overall: overallScore(p95, errorRate, input.waiting),
    apiLatency: p95 === null ? 0 : round1(p95),
    dataIngestion: round1(input.events / (windowS / 60)),
    processingQueue: input.waiting + input.running,
    errorRate,
    uptime: Math.floor(input.uptimeS),
    details: {
      windowS,
      requests,
      p50Ms: p50 === null ? null : round1(p50),
      p95Ms: p95 === null ? null : round1(p95),
      serverErrors,
      eventsInWindow: input.events,
      queueWaiting: input.waiting,
      queueRunning: input.running,
      measuredAt: input.now.toISOString(),
    },
  };
}
