import { createHmac } from 'node:crypto';
import type { LeadStatus } from '@sdp/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { EventBus } from '../../lib/events';
import type { Mailer } from '../mail/index';
import type { RealtimeHub } from '../realtime/index';
import { siteUrl } from './hosted';
import { leadMail } from './lead-mail';
import * as repo from './leads.repository';
import { postWebhook } from './webhook-post';
import { assertPublicWebhook } from './webhook-target';

// Delivery of a lead to its renter (docs/sites-api.md): one lead_deliveries row per channel (e-mail
// when the renter's address is confirmed, webhook when it has a URL), written in the statement
// that stores the lead (insertLead), due only after a lease. The first attempt runs right after
// the answer; failures are retried with back-off from the row's next_attempt_at, so retries, and a
// first attempt lost with its process, survive a restart: a poller claims due rows (FOR UPDATE
// SKIP LOCKED, so several processes never take the same row) and pushes their next attempt out by
// the lease while it works.
//
// States (LEAD_DELIVERY_STATUSES): pending -> sent (SMTP accepted the mail, the webhook answered 2xx)
// or queued (no mail server: the mail stays in the outbox) or retrying (attempt failed, next one at
// next_attempt_at) -> ... -> failed (the last attempt failed; last_error says why).

/** Back-off after attempt 1, 2, ... : 30 s, 2 min, 10 min, 1 h, 6 h; 6 attempts in all. */
export const DEFAULT_RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 3_600_000, 21_600_000];
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** A claimed row is not due again before this (an attempt that died with its process is retried). */
export const DEFAULT_LEASE_MS = 120_000;
const CLAIM_BATCH = 20;
/** New leads' first deliveries are started together: at most this many... */
const ENQUEUE_BATCH = 100;
/** ...or after this wait. */
const ENQUEUE_WAIT_MS = 20;

export interface DeliveryOptions {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  realtime: () => RealtimeHub | undefined;
  retryDelaysMs?: number[];
  /** Attempts per delivery (default retryDelaysMs.length + 1). */
  maxAttempts?: number;
  timeoutMs?: number;
  /** How long a claimed (or newly written) row is held (LEAD_DELIVERY_LEASE_SECONDS). */
  leaseMs?: number;
  /** Deliver to loopback/private addresses too (WEBHOOK_ALLOW_PRIVATE). */
  allowPrivateWebhooks?: boolean;
  /** How often the poller looks for due retries (default: 5 s, or the shortest delay if smaller). */
  pollMs?: number;
  /** Told 'team.activity' for the teams of each attempted batch (revenue, failed deliveries). */
  bus?: EventBus;
}

type DeliveryRow = repo.LeadDeliveryRow;

export type Delivery = ReturnType<typeof createDelivery>;

/**
 * X-Signature of a webhook call: HMAC-SHA256 over `${timestamp}.${body}` (timestamp = X-Timestamp,
 * Unix seconds), so a captured call cannot be replayed later with a new timestamp. The renter's
 * check is in docs/sites-api.md.
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export function createDelivery(opts: DeliveryOptions) {
  const { db, mailer, log, publicUrl } = opts;
  const delays = opts.retryDelaysMs?.length ? opts.retryDelaysMs : DEFAULT_RETRY_DELAYS_MS;
  const maxAttempts = opts.maxAttempts ?? delays.length + 1;
  const leaseMs = opts.leaseMs ?? Math.max(DEFAULT_LEASE_MS, (opts.timeoutMs ?? WEBHOOK_TIMEOUT_MS) * 2);
  // An attempt ends well within its lease, so a row is never attempted twice at once.
  const timeoutMs = Math.min(opts.timeoutMs ?? WEBHOOK_TIMEOUT_MS, Math.max(500, Math.floor(leaseMs / 2)));
  const pollMs = opts.pollMs ?? Math.max(20, Math.min(5000, ...delays));
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const running = new Set<Promise<unknown>>();

  function track<T>(p: Promise<T>): Promise<T> {
    running.add(p);
    p.finally(() => running.delete(p)).catch(() => {});
    return p;
  }

  const claim = () => repo.claimDueDeliveries(db, leaseMs, CLAIM_BATCH);
  const contexts = (leadIds: string[]) => repo.deliveryContexts(db, leadIds);
  type Ctx = repo.DeliveryContext;

  function push(teamId: string, event: Parameters<RealtimeHub['toTeam']>[2] & object) {
    try {
      opts.realtime()?.toTeam(teamId, 'lead:updated', event as never);
    } catch (err) {
      log.warn({ err }, 'lead:updated push failed');
    }
  }

  async function send(d: DeliveryRow, ctx: Ctx) {
    const { lead, renter, site } = ctx;
    // A custom domain is the site's address only once its ownership is verified.
    const domain = site.domainStatus === 'verified' ? site.customDomain : null;
    const url = siteUrl(publicUrl, { slug: site.slug, customDomain: domain });
    if (d.channel === 'email') {
      if (!renter.email) throw new Error('the renter has no e-mail address any more');
      if (!renter.emailConfirmedAt) throw new Error('the renter’s e-mail address is not confirmed');
      const mail = await mailer.sendMail(leadMail(renter.email, { lead, siteName: site.name, siteUrl: url }));
      if (mail.status === 'failed') throw new Error(`mail server: ${mail.error}`);
      return { state: mail.status, status: null as number | null };
    }
    if (!renter.webhookUrl) throw new Error('the renter has no webhook URL any more');
    if (!opts.allowPrivateWebhooks) await assertPublicWebhook(renter.webhookUrl);
    const body = JSON.stringify({
      event: 'lead.created',
      lead: {
        id: lead.id,
        /** 'form' or 'call' (a tracked call, docs/calls.md). */
        kind: lead.kind,
        siteId: lead.siteId,
        page: lead.page,
        name: lead.name,
        phone: lead.phone,
        email: lead.email,
        zip: lead.zip,
        message: lead.message,
        utm: lead.utm,
        value: lead.value,
        createdAt: lead.createdAt.toISOString(),
      },
      site: { id: site.id, name: site.name, url },
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const status = await postWebhook({
      url: renter.webhookUrl,
      body,
      timeoutMs,
      publicOnly: !opts.allowPrivateWebhooks,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'SEO-Domination-Platform-Webhook/1',
        'x-signature': signWebhook(renter.webhookSecret, timestamp, body),
        'x-timestamp': String(timestamp),
        'x-delivery-id': d.id,
      },
    });
    if (status < 200 || status > 299) {
      const err = new Error(`webhook answered HTTP ${status}`) as Error & { status?: number };
      err.status = status;
      throw err;
    }
    return { state: 'sent' as const, status };
  }

  function failureText(err: unknown): string {
    const e = err as Error & { cause?: { code?: string } };
    if (e?.name === 'TimeoutError' || e?.name === 'AbortError')
      return `no answer within ${timeoutMs / 1000} s`;
    const msg = e?.message ?? String(err);
    return (e?.cause?.code ? `${msg} (${e.cause.code})` : msg).slice(0, 500);
  }

  /** One attempt of a claimed row: the outcome to record (nothing written yet). */
  async function attempt(d: DeliveryRow, ctx: Ctx | undefined): Promise<Partial<DeliveryRow>> {
    if (!ctx) return { status: 'failed', lastError: 'the lead or its renter no longer exists' };
    try {
      const r = await send(d, ctx);
      return {
        status: r.state,
        deliveredAt: new Date(),
        responseStatus: r.status,
        lastError: null,
        nextAttemptAt: null,
      };
    } catch (err) {
      const last = d.attempts >= maxAttempts;
      const lastError = failureText(err);
      log.info({ deliveryId: d.id, attempts: d.attempts, err: lastError }, 'lead delivery failed');
      return {
        status: last ? 'failed' : 'retrying',
        lastError,
        responseStatus: (err as { status?: number }).status ?? null,
        nextAttemptAt: last
          ? null
          : new Date(Date.now() + delays[Math.min(d.attempts - 1, delays.length - 1)]!),
      };
    }
  }

  /**
   * Leads whose deliveries all went out, at least one of them sent (a demo lead: or queued): new ->
   * accepted when the renter auto-accepts, else delivered. One statement for the whole batch.
   */
  async function settle(leadIds: string[]) {
    if (leadIds.length === 0) return;
    const rows = await repo.settleDeliveredLeads(db, leadIds);
    for (const row of rows) {
      push(row.teamId, {
        leadId: row.id,
        siteId: row.siteId,
        status: row.status as LeadStatus,
        value: row.value,
        at: new Date().toISOString(),
      });
    }
  }

  /**
   * Attempts claimed rows together: one read of their leads, the sends in parallel, one update
   * for all that went out (plus one per failure), one settle for their leads.
   */
  async function runClaimed(rows: DeliveryRow[]) {
    if (rows.length === 0) return;
    try {
      const ctxs = await contexts(rows.map((d) => d.leadId));
      const outcomes = await Promise.all(rows.map((d) => attempt(d, ctxs.get(d.leadId))));
      const done = (o: Partial<DeliveryRow>) => o.status === 'sent' || o.status === 'queued';
      const delivered = rows.filter((_, i) => done(outcomes[i]!));
      // One update per outcome (sent or queued) and response status.
      const groups = new Map<string, { status: 'sent' | 'queued'; code: number | null; ids: string[] }>();
      for (const d of delivered) {
        const o = outcomes[rows.indexOf(d)]!;
        const status = o.status as 'sent' | 'queued';
        const code = o.responseStatus ?? null;
        const key = `${status} ${code}`;
        const group = groups.get(key) ?? { status, code, ids: [] };
        group.ids.push(d.id);
        groups.set(key, group);
      }
      const now = new Date();
      await Promise.all([
        ...[...groups.values()].map((g) => repo.markDeliveriesDone(db, g.ids, g.status, g.code, now)),
        ...rows
          .map((d, i) => [d, outcomes[i]!] as const)
          .filter(([, o]) => !done(o))
          .map(([d, o]) => repo.recordDeliveryOutcome(db, d.id, o)),
      ]);
      rows.forEach((d, i) => {
        const ctx = ctxs.get(d.leadId);
        if (!ctx) return;
        push(d.teamId, {
          leadId: d.leadId,
          siteId: ctx.lead.siteId,
          status: ctx.lead.status,
          value: ctx.lead.value,
          delivery: { channel: d.channel, status: outcomes[i]!.status!, attempts: d.attempts },
          at: new Date().toISOString(),
        });
      });
      await settle([...new Set(delivered.map((d) => d.leadId))]);
      for (const teamId of new Set(rows.map((d) => d.teamId)))
        void opts.bus?.emit('team.activity', { teamId, when: 'soon' });
    } catch (err) {
      // The rows keep their lease; the poller takes them again when it runs out.
      log.error({ err, deliveries: rows.length }, 'lead delivery batch crashed');
    }
  }

  async function tick() {
    if (stopped) return;
    try {
      for (let i = 0; i < 10 && !stopped; i++) {
        const rows = await claim();
        if (rows.length === 0) break;
        await runClaimed(rows);
      }
    } catch (err) {
      if (!stopped) log.error({ err }, 'lead delivery poller failed');
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void track(tick()).finally(schedule);
    }, pollMs);
    timer.unref();
  }

  let queued: string[] = [];
  let batch: Promise<void> | null = null;
  let releaseBatch: (() => void) | null = null;
  let batchTimer: NodeJS.Timeout | null = null;

  async function startBatch() {
    if (batchTimer) clearTimeout(batchTimer);
    const ids = queued;
    queued = [];
    batch = null;
    releaseBatch = null;
    batchTimer = null;
    if (ids.length === 0) return;
    // The rows insertLead wrote with these leads, not attempted yet: claimed for their first
    // attempt (a row the poller took first, after its lease ran out, has attempts > 0).
    const rows = await repo.claimFirstAttempts(db, ids, leaseMs);
    await runClaimed(rows);
  }

  return {
    /**
     * Makes the first attempts of the lead's delivery rows (written with the lead). Leads arriving
     * together are handled in one batch (up to 100, or after 20 ms).
     */
    enqueue(leadId: string): Promise<void> {
      if (stopped) return Promise.resolve();
      queued.push(leadId);
      if (!batch) {
        batch = new Promise<void>((resolve) => {
          releaseBatch = resolve;
          batchTimer = setTimeout(() => resolve(), ENQUEUE_WAIT_MS);
        }).then(() => startBatch());
        track(batch);
      } else if (queued.length >= ENQUEUE_BATCH) releaseBatch?.();
      return batch;
    },

    /** How long new and claimed rows are held before the poller may take them (insertLead). */
    leaseMs,

    /** Attempts per delivery before it is failed (Lead.deliveries[].maxAttempts). */
    maxAttempts,

    /** Runs due retries now (tests; the poller does this every pollMs). */
    runDue: () => track(tick()),

    start() {
      stopped = false;
      if (!timer) schedule();
    },

    /** Stops the poller and waits for attempts in flight. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await Promise.allSettled([...running]);
    },

    /** Resolves when nothing is in flight (tests). */
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
