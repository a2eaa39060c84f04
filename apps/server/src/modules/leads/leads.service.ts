import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, NotFoundError } from '../../lib/errors';
import type { EventBus } from '../../lib/events';
import type { RealtimeHub } from '../realtime/index';
import { type BeaconEvent, DailySalt, EventBuffer, type EventBufferOptions } from './beacon';
import type { Delivery } from './delivery';
import { ownRedirect, pageUrl, siteOrigins, thankYouUrl } from './hosted';
import { checkFormTime, type LeadForm, readLeadForm } from './lead-form';
import * as repo from './leads.repository';
import { describeRule, SharedWindowLimiter, WindowLimiter, type WindowRule } from './window-limiter';

export type LeadsService = ReturnType<typeof createLeadsService>;

/** A refused public form post: the status and message, plus where "back" leads (HTML answers). */
export class LeadIntakeError extends AppError {
  constructor(
    statusCode: number,
    code: string,
    message: string,
    readonly backUrl: string | null = null,
    details?: unknown,
  ) {
    super(statusCode, code, message, details);
  }
}

export interface IntakeResult {
  /** null when the honeypot caught a bot: nothing was stored. */
  id: string | null;
  /** Where a no-JS form goes next (303). */
  redirect: string;
}

export interface LeadsServiceOptions {
  publicUrl: string;
  log: FastifyBaseLogger;
  delivery: Delivery;
  realtime: () => RealtimeHub | undefined;
  rateRules?: WindowRule[];
  /** Keep the form's per-address limits in the database (PostgreSQL: shared by every process). */
  sharedLimits?: boolean;
  events?: EventBufferOptions;
  /** Where 'team.activity' is told after leads and beacon events changed. */
  bus: EventBus;
}

const SITE_CACHE_MS = 5_000;
const SITE_CACHE_MAX = 10_000;

/** Derived idempotency key: the same form content from the same page build is one lead. */
function submissionKey(form: LeadForm): string {
  if (form.key) return `k:${form.key}`;
  return `h:${createHash('sha256')
    .update(
      JSON.stringify([
        form.siteId,
        form.ts,
        form.name,
        form.phone,
        form.email,
        form.zip,
        form.message,
        form.page,
      ]),
    )
    .digest('hex')
    .slice(0, 40)}`;
}

export function createLeadsService(db: Db, options: LeadsServiceOptions) {
  const { publicUrl, log, delivery, bus } = options;
  const limiter = options.sharedLimits
    ? new SharedWindowLimiter(db, options.rateRules)
    : new WindowLimiter(options.rateRules);
  const salt = new DailySalt(db);
  const events = new EventBuffer(db, log, {
    ...options.events,
    onWritten: (teams) => {
      for (const teamId of teams) void bus.emit('team.activity', { teamId, when: 'soon' });
    },
  });
  const evaluate = (teamId: string, siteId: string, now = false) => {
    bus
      .emit('team.activity', { teamId, siteId, when: now ? 'now' : 'soon' })
      .catch((err) => log.warn({ err }, 'performance evaluate failed'));
  };
  const siteCache = new Map<string, { site: repo.IntakeSite | null; until: number }>();
  const domainCache = new Map<string, { ok: boolean; until: number }>();
  const publicOrigin = new URL(publicUrl).origin;

  async function cachedSite(siteId: string, fresh = false): Promise<repo.IntakeSite | null> {
    const hit = siteCache.get(siteId);
    if (!fresh && hit && hit.until > Date.now()) return hit.site;
    const site = await repo.findIntakeSite(db, siteId);
    if (siteCache.size >= SITE_CACHE_MAX) siteCache.clear();
    siteCache.set(siteId, { site, until: Date.now() + SITE_CACHE_MS });
    return site;
  }

  function pushReceived(site: repo.IntakeSite, id: string, name: string, at: Date) {
    try {
      options.realtime()?.toTeam(site.teamId, 'lead:received', {
        leadId: id,
        siteId: site.id,
        vertical: site.verticalSlug,
        name,
        receivedAt: at.toISOString(),
      });
    } catch (err) {
      log.warn({ err }, 'lead:received push failed');
    }
  }

  return {
    /**
     * A form post from a hosted page. Stored (with its 'lead' site event and its delivery rows)
     * before this resolves; the first delivery attempt starts afterwards. Throws LeadIntakeError
     * for refusals.
     */
    async intake(raw: unknown, ctx: { ip: string; userAgent: string }): Promise<IntakeResult> {
      const { form, problems } = readLeadForm(raw);
      if (!form || problems.some((p) => p.field === 'siteId' || p.field === 'body')) {
        const p = problems[0]!;
        throw new LeadIntakeError(400, 'validation_error', `${p.field}: ${p.message}`, null, problems);
      }
      // Site facts from a short cache (a site that is not live is read again); the renter and its
      // price are read by the insert itself, so they are never stale.
      let site = await cachedSite(form.siteId);
      if (site?.status !== 'live') site = await cachedSite(form.siteId, true);
      if (site?.status !== 'live') throw new LeadIntakeError(404, 'not_found', 'Site not found');
      const thanks = thankYouUrl(publicUrl, site);
      const back = pageUrl(publicUrl, site, form.page);

      // A bot filled the hidden field: it sees the usual success, nothing is stored.
      if (form.website) return { id: null, redirect: thanks };

      const verdict = checkFormTime(form.ts, Date.now(), site.liveBuiltAt);
      if (!verdict.ok) throw new LeadIntakeError(422, verdict.code, verdict.message, back);

      const broken = await limiter.hit(`${ctx.ip}|${site.id}`);
      if (broken) throw new LeadIntakeError(429, 'rate_limited', describeRule(broken), back);

      if (problems.length > 0) {
        const p = problems[0]!;
        throw new LeadIntakeError(400, 'validation_error', `${p.field}: ${p.message}`, back, problems);
      }

      const key = submissionKey(form);
      const input = {
        siteId: site.id,
        page: form.page,
        name: form.name,
        phone: form.phone,
        email: form.email,
        zip: form.zip,
        message: form.message,
        utm: form.utm,
        submissionKey: key,
        visitorHash: await salt.visitorHash(ctx.ip, ctx.userAgent, site.id),
      };
      // A twin submission racing this one can hide from the statement's snapshot: look once more.
      const stored =
        (await repo.insertLead(db, input, delivery.leaseMs)) ??
        (await repo.insertLead(db, input, delivery.leaseMs));
      if (!stored) {
        siteCache.delete(site.id);
        throw new LeadIntakeError(404, 'not_found', 'Site not found');
      }
      const redirect = ownRedirect(publicUrl, site, form.redirect) ?? thanks;
      if (stored.created) {
        pushReceived(site, stored.id, form.name, stored.createdAt);
        evaluate(site.teamId, site.id);
        if (stored.renterId && stored.deliverable) {
          const id = stored.id;
          void delivery
            .enqueue(id)
            .catch((err) => log.error({ err, leadId: id }, 'lead delivery could not start'));
        }
      }
      return { id: stored.id, redirect };
    },

    /**
     * A lead made by the server, not posted by a form: a qualified tracked call (modules/calls).
     * Stored, pushed and delivered exactly like a form lead (one statement with its event and
     * deliveries; value = the renter's pricePerCall for kind 'call'). Idempotent by `key`: the same
     * key answers the first lead. null when the site is not live.
     */
    async createServerLead(input: {
      siteId: string;
      kind: 'call';
      page: string;
      name: string;
      phone: string | null;
      key: string;
    }): Promise<{ id: string; created: boolean } | null> {
      const site = await cachedSite(input.siteId, true);
      if (site?.status !== 'live') return null;
      const row = {
        ...input,
        email: null,
        zip: null,
        message: null,
        utm: null,
        submissionKey: `${input.kind}:${input.key}`,
        visitorHash: createHash('sha256').update(input.key).digest('hex').slice(0, 32),
      };
      const stored =
        (await repo.insertLead(db, row, delivery.leaseMs)) ??
        (await repo.insertLead(db, row, delivery.leaseMs));
      if (!stored) return null;
      if (stored.created) {
        pushReceived(site, stored.id, input.name, stored.createdAt);
        evaluate(site.teamId, site.id);
        if (stored.renterId && stored.deliverable) {
          const id = stored.id;
          void delivery
            .enqueue(id)
            .catch((err) => log.error({ err, leadId: id }, 'lead delivery could not start'));
        }
      }
      return { id: stored.id, created: stored.created };
    },

    /** A beacon hit: validated by the route; buffered, written in batches. */
    async recordEvent(event: BeaconEvent, ctx: { ip: string; userAgent: string }): Promise<void> {
      const site = await cachedSite(event.siteId);
      if (site?.status !== 'live') throw new NotFoundError('Site');
      events.push({
        teamId: site.teamId,
        siteId: site.id,
        event: event.event,
        path: event.path,
        referrer: event.referrer,
        visitorHash: await salt.visitorHash(ctx.ip, ctx.userAgent, site.id),
        variant: event.x ?? null,
        demo: site.demo,
      });
    },

    /** CORS of the public endpoints: the app's own origin and custom domains of live sites. */
    async allowOrigin(origin: string | undefined): Promise<boolean> {
      if (!origin) return false;
      if (origin === publicOrigin) return true;
      let host: string;
      try {
        const u = new URL(origin);
        if (u.protocol !== 'https:' && u.protocol !== 'http:') return false;
        host = u.host;
      } catch {
        return false;
      }
      const hit = domainCache.get(host);
      if (hit && hit.until > Date.now()) return hit.ok;
      const ok = await repo.liveDomainExists(db, host);
      if (domainCache.size >= SITE_CACHE_MAX) domainCache.clear();
      domainCache.set(host, { ok, until: Date.now() + SITE_CACHE_MS });
      return ok;
    },

    /** Writes buffered beacon events now (tests, shutdown). */
    flushEvents: () => events.flush(),
    eventStats: () => ({ pending: events.pending, written: events.written, dropped: events.dropped }),
    origins: (site: { slug: string; customDomain: string | null }) => siteOrigins(publicUrl, site),
  };
}
