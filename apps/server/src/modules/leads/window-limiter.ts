import type { Db } from '../../db/client';
import { hitWindow } from '../../plugins/shared-rate-limit-store';

// Fixed-window counters per key (IP + site) for the public lead form: a short and a long window,
// e.g. 5 a minute and 30 a day. WindowLimiter keeps them in memory, per process, bounded so a
// flood of keys cannot grow it without end (the oldest entries go first); SharedWindowLimiter
// keeps them in PostgreSQL (table rate_limit_hits) so that several processes share one allowance.

export interface WindowRule {
  max: number;
  windowMs: number;
}

export const LEAD_RATE_RULES: WindowRule[] = [
  { max: 5, windowMs: 60_000 },
  { max: 30, windowMs: 24 * 3600_000 },
];

const MAX_KEYS = 100_000;

export interface LeadRateLimiter {
  /** Counts one hit; answers the rule it breaks or null. */
  hit(key: string): Promise<WindowRule | null>;
}

/** In memory: one process (the default, embedded database). */
export class WindowLimiter implements LeadRateLimiter {
  private readonly hits = new Map<string, { start: number; n: number }[]>();

  constructor(private readonly rules: WindowRule[] = LEAD_RATE_RULES) {}

  async hit(key: string): Promise<WindowRule | null> {
    return this.hitAt(key, Date.now());
  }

  /** Counts one hit at `now`; answers the rule it breaks (the hit is then not counted) or null. */
  hitAt(key: string, now: number): WindowRule | null {
    let windows = this.hits.get(key);
    if (!windows) {
      if (this.hits.size >= MAX_KEYS) this.evict(now);
      windows = this.rules.map(() => ({ start: now, n: 0 }));
      this.hits.set(key, windows);
    }
    for (let i = 0; i < this.rules.length; i++) {
      const w = windows[i]!;
      if (now - w.start >= this.rules[i]!.windowMs) {
        w.start = now;
        w.n = 0;
      }
      if (w.n >= this.rules[i]!.max) return this.rules[i]!;
    }
    for (const w of windows) w.n++;
    return null;
  }

  private evict(now: number) {
    const longest = Math.max(...this.rules.map((r) => r.windowMs));
    for (const [key, windows] of this.hits) {
      if (windows.every((w) => now - w.start >= longest)) this.hits.delete(key);
    }
    // Still full: drop the oldest tenth (Map keeps insertion order).
    if (this.hits.size >= MAX_KEYS) {
      let drop = Math.ceil(MAX_KEYS / 10);
      for (const key of this.hits.keys()) {
        if (drop-- <= 0) break;
        this.hits.delete(key);
      }
    }
  }
}

/**
 * In PostgreSQL, shared by every process on the database. The rules are counted in order and the
 * first one broken stops the count, so a post refused by the minute rule does not use up the day.
 */
export class SharedWindowLimiter implements LeadRateLimiter {
  constructor(
    private readonly db: Db,
    private readonly rules: WindowRule[] = LEAD_RATE_RULES,
  ) {}

  async hit(key: string): Promise<WindowRule | null> {
    for (const rule of this.rules) {
      const { current } = await hitWindow(this.db, `lead-form|${rule.windowMs}|${key}`, rule.windowMs);
      if (current > rule.max) return rule;
    }
    return null;
  }
}

export function describeRule(rule: WindowRule): string {
  const minutes = Math.round(rule.windowMs / 60_000);
  const span = minutes >= 1440 ? 'day' : minutes === 1 ? 'minute' : `${minutes} minutes`;
  return `Too many requests from this address: at most ${rule.max} a ${span}. Please try again later or call us.`;
}
