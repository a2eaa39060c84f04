// Per-host request pacing (docs/crawler.md#rate): a token bucket of one token, refilled at
// `perSecond`; each request takes a token or waits for the next. 0 or Infinity = no limit.

export interface Clock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const realClock: Clock = {
  now: () => performance.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve) => {
      if (signal?.aborted) return resolve();
      const t = setTimeout(done, ms);
      function done() {
        clearTimeout(t);
        signal?.removeEventListener('abort', done);
        resolve();
      }
      signal?.addEventListener('abort', done, { once: true });
    }),
};

export interface RateLimiter {
  /** Resolves when the next request may start (at once when aborted). */
  take(signal?: AbortSignal): Promise<void>;
}

export function createRateLimiter(perSecond: number, clock: Clock = realClock): RateLimiter {
  if (!(perSecond > 0) || !Number.isFinite(perSecond)) return { take: async () => {} };
  const gap = 1000 / perSecond;
  let nextAt = clock.now();
  return {
    async take(signal) {
      const now = clock.now();
      const at = Math.max(now, nextAt);
      nextAt = at + gap;
      if (at > now) await clock.sleep(at - now, signal);
    },
  };
}
