// Per-host request pacing (docs/crawler.md#rate): requests start at least 1/perSecond apart (a
// token bucket of one token, measured from the actual start of the previous request). 0 or
// Infinity = no limit.

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
  // Takers queue up; each starts `gap` after the previous one actually started (a timer that fires
  // late under load delays the ones behind it rather than bunching them up).
  let last = Number.NEGATIVE_INFINITY;
  let chain: Promise<void> = Promise.resolve();
  return {
    take(signal) {
      const turn = chain.then(async () => {
        // Timers may fire a fraction of a millisecond early: wait again until the gap has passed.
        for (
          let wait = last + gap - clock.now();
          wait > 0 && !signal?.aborted;
          wait = last + gap - clock.now()
        )
          await clock.sleep(Math.max(1, wait), signal);
        last = clock.now();
      });
      chain = turn;
      return turn;
    },
  };
}
