import type { Vertical } from '@sdp/shared';
import type { TeamActor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { getMarketService } from '../market/index';
import type { RealtimeHub } from '../realtime/index';
import type { EventBufferOptions } from './beacon';
import { createDelivery, type Delivery } from './delivery';
import { createLeadsService, type LeadsService } from './leads.service';
import { createLeadsInbox, type LeadsInbox } from './leads-inbox.service';
import { createRentersService, type RentersService } from './renters.service';
import { createRevenueService, type RevenueService } from './revenue.service';
import type { WindowRule } from './window-limiter';

/** app.services.leads: the lead inbox, the public intake, and revenue figures other modules read. */
export type LeadsApi = LeadsService &
  LeadsInbox & {
    /** This month's revenue and all-time lead count per site (Site.currentRevenue, Site.leadCount). */
    revenueBySite: RevenueService['revenueBySite'];
    /** Start/end rental periods after a site's renterId changed (PATCH /api/sites/:id). */
    syncRentals: RentersService['syncRentals'];
    delivery: Delivery;
  };

export interface LeadServices {
  leads: LeadsApi;
  renters: RentersService;
  revenue: RevenueService;
}

export interface LeadModuleOptions {
  realtime: () => RealtimeHub | undefined;
  /** The caller's verticals with their payout overrides (discovery.verticals). */
  verticals: (actor: TeamActor) => Promise<Vertical[]>;
  /** Webhook retry back-off (default 30 s, 2 min, 10 min, 1 h, 6 h). */
  retryDelaysMs?: number[];
  pollMs?: number;
  rateRules?: WindowRule[];
  /** The form's per-address limits in the database, shared by processes (on PostgreSQL). */
  sharedLimits?: boolean;
  events?: EventBufferOptions;
}

/** Parses "0.05,0.1" (seconds) into milliseconds; undefined when unset or invalid. */
export function parseDelays(text: string | undefined): number[] | undefined {
  if (!text) return undefined;
  const ms = text.split(',').map((s) => Math.round(Number(s.trim()) * 1000));
  return ms.length > 0 && ms.every((n) => Number.isFinite(n) && n >= 0) ? ms : undefined;
}

/** Leads, renters, delivery and revenue wired together once per app; call start/stop with the app. */
export function createLeadServices(deps: ServiceDeps, options: LeadModuleOptions) {
  const publicUrl = deps.config.PUBLIC_URL;
  const delivery = createDelivery({
    db: deps.db,
    mailer: deps.mailer,
    log: deps.log,
    publicUrl,
    realtime: options.realtime,
    retryDelaysMs: options.retryDelaysMs,
    allowPrivateWebhooks: deps.config.WEBHOOK_ALLOW_PRIVATE ?? deps.config.NODE_ENV === 'test',
    leaseMs: deps.config.LEAD_DELIVERY_LEASE_SECONDS * 1000,
    pollMs: options.pollMs,
    bus: deps.events,
  });
  const renters = createRentersService(deps.db, {
    mailer: deps.mailer,
    publicUrl,
    log: deps.log,
    sharedLimits: options.sharedLimits,
    bus: deps.events,
  });
  const revenue = createRevenueService(deps.db, {
    verticals: options.verticals,
    marketCount: () => getMarketService().stats().pairs,
  });
  const leads = createLeadsService(deps.db, {
    publicUrl,
    log: deps.log,
    delivery,
    realtime: options.realtime,
    rateRules: options.rateRules,
    sharedLimits: options.sharedLimits,
    events: options.events,
    bus: deps.events,
  });
  const inbox = createLeadsInbox(deps.db, {
    log: deps.log,
    realtime: options.realtime,
    bus: deps.events,
    maxAttempts: delivery.maxAttempts,
    mailConfigured: deps.mailer.configured,
  });
  const api: LeadsApi = Object.assign(leads, inbox, {
    revenueBySite: revenue.revenueBySite,
    syncRentals: renters.syncRentals,
    delivery,
  });
  const services: LeadServices = { leads: api, renters, revenue };
  return {
    services,
    start: () => delivery.start(),
    async stop() {
      await delivery.stop();
      await leads.flushEvents();
    },
  };
}
