import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { dailySaltValue, insertEvents, type NewSiteEvent } from './leads.repository';

// The analytics beacon of hosted pages: { siteId, path, referrer, event, x? } as text/plain JSON
// (navigator.sendBeacon, no preflight). Visitors are counted by a hash of a salt that changes
// every UTC day (random; kept in app_settings while its day lasts, so that every process and a
// restarted one hash alike, then deleted) + IP + user agent + site: no IP, user agent or cookie is
// stored, and once a day's salt is gone its hashes cannot be linked to anything. Events are buffered and written in
// multi-row inserts (every second, at 500 events, and when the app closes).

// Text with U+0000 cannot be stored: one such event would fail the whole batch insert it is in.
const noNul = (s: string) => !s.includes('\u0000');

export const beaconSchema = z.object({
  siteId: z.uuid('siteId: must be a site id'),
  path: z
    .string('path: give the page path')
    .trim()
    .min(1, 'path: give the page path')
    .max(300, 'path: at most 300 characters')
    .refine(noNul, 'path: must not contain the NUL character')
    .transform((p) => p.split('?')[0] || '/'),
  referrer: z
    .string()
    .trim()
    .max(1000, 'referrer: at most 1000 characters')
    .refine(noNul, 'referrer: must not contain the NUL character')
    .nullish()
    .transform((r) => r || null),
  event: z.enum(['pageview', 'form_view', 'call_click'], 'event: must be pageview, form_view or call_click'),
  /** The A/B variant the page was served with (the host's data-x on <html>; docs/product/rules.md#ab-tests). */
  x: z.enum(['A', 'B'], 'x: must be A or B').nullish(),
});
export type BeaconEvent = z.infer<typeof beaconSchema>;

const SALT_KEY = 'visitor_salt:';

/**
 * Daily random salt: the same visitor hashes alike within a UTC day, never across days. With a
 * database the day's salt is shared (first writer wins) and salts older than yesterday are deleted;
 * without one it lives in this object only.
 */
export class DailySalt {
  private day = '';
  private salt: Promise<Buffer> = Promise.resolve(Buffer.alloc(0));

  constructor(private readonly db?: Db) {}

  current(now = new Date()): Promise<Buffer> {
    const day = now.toISOString().slice(0, 10);
    if (day !== this.day) {
      this.day = day;
      const loading = this.db ? sharedSalt(this.db, day, now) : Promise.resolve(randomBytes(32));
      // A failed read is tried again by the next call rather than remembered.
      loading.catch(() => {
        if (this.day === day) this.day = '';
      });
      this.salt = loading;
    }
    return this.salt;
  }

  async visitorHash(ip: string, userAgent: string, siteId: string, now = new Date()): Promise<string> {
    const salt = await this.current(now);
    return createHash('sha256')
      .update(salt)
      .update('\0')
      .update(ip)
      .update('\0')
      .update(userAgent)
      .update('\0')
      .update(siteId)
      .digest('hex')
      .slice(0, 32);
  }
}

async function sharedSalt(db: Db, day: string, now: Date): Promise<Buffer> {
  const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const value = await dailySaltValue(db, {
    key: `${SALT_KEY}${day}`,
    candidate: randomBytes(32).toString('hex'),
    prefix: SALT_KEY,
    oldestKept: `${SALT_KEY}${yesterday}`,
  });
  return Buffer.from(value, 'hex');
}

export interface EventBufferOptions {
  flushMs?: number;
  maxBatch?: number;
  /** Events held at most; beyond it new ones are dropped (and counted) until a flush. */
  maxBuffered?: number;
  /** Called with the teams whose events were just written (the performance evaluator). */
  onWritten?: (teamIds: Set<string>) => void;
}

export class EventBuffer {
  private rows: NewSiteEvent[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  dropped = 0;
  written = 0;
  private readonly flushMs: number;
  private readonly maxBatch: number;
  private readonly maxBuffered: number;
  private readonly onWritten?: (teamIds: Set<string>) => void;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    options: EventBufferOptions = {},
  ) {
    this.flushMs = options.flushMs ?? 1000;
    this.maxBatch = options.maxBatch ?? 500;
    this.maxBuffered = options.maxBuffered ?? 50_000;
    this.onWritten = options.onWritten;
  }

  push(row: NewSiteEvent) {
    if (this.rows.length >= this.maxBuffered) {
      this.dropped++;
      return;
    }
    this.rows.push(row);
    if (this.rows.length >= this.maxBatch) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.flushMs);
      this.timer.unref();
    }
  }

  get pending(): number {
    return this.rows.length;
  }

  /** Writes everything buffered so far (batches of maxBatch); resolves when written. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const take = this.rows;
    this.rows = [];
    this.flushing = this.flushing.then(async () => {
      for (let i = 0; i < take.length; i += this.maxBatch) {
        const batch = take.slice(i, i + this.maxBatch);
        try {
          await insertEvents(this.db, batch);
          this.written += batch.length;
        } catch (err) {
          // A site deleted meanwhile fails the whole batch on its foreign key: keep the others.
          this.log.warn({ err, events: batch.length }, 'beacon events batch failed; writing one by one');
          for (const row of batch) {
            try {
              await insertEvents(this.db, [row]);
              this.written++;
            } catch {
              this.dropped++;
            }
          }
        }
      }
      if (take.length > 0 && this.onWritten) {
        try {
          this.onWritten(new Set(take.map((r) => r.teamId)));
        } catch (err) {
          this.log.warn({ err }, 'beacon onWritten hook failed');
        }
      }
    });
    return this.flushing;
  }
}
