import { createHash, randomBytes } from 'node:crypto';
import {
  type CreatedPortalLink,
  PORTAL_CSV_MAX,
  PORTAL_LEADS_SHOWN,
  PORTAL_LINK_INVALID,
  PORTAL_VISIT_DAYS,
  type PortalLead,
  type PortalLink,
  portalPagePath,
  type RenterPortal,
} from '@sdp/shared';
import { VERTICAL_BY_SLUG } from '../../data/verticals';
import type { Actor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { AppError, NotFoundError } from '../../lib/errors';
import { authorize } from '../../policies/index';
import type { PerformanceService } from '../analytics/index';
import type { RevenueLedger } from '../leads/index';
import { csvLine } from '../leads/index';
import * as repo from './renter-portal.repository';

// The renter portal (docs/renter-portal.md). Operators (owners and admins: 'manage-renters') make,
// list and revoke a renter's read-only links; the link's token (32 random bytes, base64url) is shown
// once and only its SHA-256 is stored. The public read shows the renter's own rows only: its sites,
// its leads, what it owes this month (the revenue ledger's renter figures) and its sites' visits.

/** A view updates last_viewed_at at most this often per link. */
const VIEW_THROTTLE_MINUTES = 5;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** 404 'This link is no longer valid.' (unknown, malformed or revoked). */
export class PortalLinkInvalid extends AppError {
  constructor() {
    super(404, 'not_found', PORTAL_LINK_INVALID);
  }
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const service = (slug: string) => VERTICAL_BY_SLUG.get(slug)?.name ?? slug;

function linkView(r: repo.LinkRow): PortalLink {
  const name = [r.firstName, r.lastName].filter(Boolean).join(' ').trim();
  return {
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    createdBy: name || r.email || null,
    lastViewedAt: iso(r.lastViewedAt),
    revokedAt: iso(r.revokedAt),
  };
}

/** The best state among a lead's deliveries: sent beats queued beats in-flight beats failed. */
const DELIVERY_RANK = ['sent', 'queued', 'retrying', 'pending', 'failed'] as const;
function deliveryOf(statuses: string[]): PortalLead['delivery'] {
  for (const s of DELIVERY_RANK) if (statuses.includes(s)) return s;
  return 'none';
}

type Site = Awaited<ReturnType<typeof repo.renterSites>>[number];
/** Where a live site is served: its verified custom domain, else the platform's /s/ path. */
function liveUrl(publicUrl: string, s: Site): string | null {
  if (s.status !== 'live' || !s.liveVersionId) return null;
  if (s.customDomain && s.domainStatus === 'verified') return `https://${s.customDomain}/`;
  return `${publicUrl}/s/${s.slug}/`;
}

export interface RenterPortalPorts {
  ledger: Pick<RevenueLedger, 'renterMonth'>;
  visits: PerformanceService['siteVisits'];
}

export function createRenterPortalService(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'events' | 'log'>,
  ports: RenterPortalPorts,
) {
  const { db, log } = deps;
  const publicUrl = deps.config.PUBLIC_URL;

  /** The actor may manage the team's renters, and the renter is the team's (else 404). */
  async function ownRenter(actor: Actor, renterId: string) {
    authorize(
      actor,
      'manage-renters',
      { type: 'team', teamId: actor.teamId },
      'Only an owner or admin of the team can manage portal links.',
    );
    const renter = await repo.teamRenter(db, actor.teamId, renterId);
    if (!renter) throw new NotFoundError('Renter');
    return renter;
  }

  function audit(actor: Actor, kind: string, summary: string, linkId: string) {
    deps.events
      .emit('audit', {
        kind,
        teamId: actor.teamId,
        userId: actor.userId,
        summary,
        target: { type: 'renter_portal_link', id: linkId },
      })
      .catch((err) => log.warn({ err }, 'audit event failed'));
  }

  /** The live link of a token, its view noted (throttled); PortalLinkInvalid otherwise. */
  async function open(token: string) {
    if (!TOKEN_SHAPE.test(token)) throw new PortalLinkInvalid();
    const link = await repo.liveLink(db, hashToken(token));
    if (!link) throw new PortalLinkInvalid();
    await repo.touchLink(db, link.id, VIEW_THROTTLE_MINUTES);
    return link;
  }

  /** Each lead's delivery state to the renter, by lead id. */
  async function deliveryStates(teamId: string, renterId: string, rows: Array<{ id: string }>) {
    const byLead = new Map<string, string[]>();
    const ids = rows.map((r) => r.id);
    for (const d of await repo.deliveriesOf(db, teamId, renterId, ids))
      byLead.set(d.leadId, [...(byLead.get(d.leadId) ?? []), d.status]);
    return (leadId: string) => deliveryOf(byLead.get(leadId) ?? []);
  }

  return {
    async listLinks(actor: Actor, renterId: string): Promise<PortalLink[]> {
      await ownRenter(actor, renterId);
      return (await repo.listLinks(db, actor.teamId, renterId)).map(linkView);
    },

    async createLink(actor: Actor, renterId: string): Promise<CreatedPortalLink> {
      const renter = await ownRenter(actor, renterId);
      const token = randomBytes(32).toString('base64url');
      const id = await repo.insertLink(db, {
        teamId: actor.teamId,
        renterId,
        createdBy: actor.userId,
        tokenHash: hashToken(token),
      });
      const row = await repo.getLink(db, actor.teamId, renterId, id);
      audit(actor, 'renter.portal_link_created', `Portal link created for ${renter.name}`, id);
      return { ...linkView(row!), url: `${publicUrl}${portalPagePath(token)}` };
    },

    async revokeLink(actor: Actor, renterId: string, linkId: string): Promise<PortalLink> {
      const renter = await ownRenter(actor, renterId);
      const before = await repo.getLink(db, actor.teamId, renterId, linkId);
      if (!before) throw new NotFoundError('Portal link');
      if (!before.revokedAt) {
        await repo.revokeLink(db, actor.teamId, renterId, linkId);
        audit(actor, 'renter.portal_link_revoked', `Portal link revoked for ${renter.name}`, linkId);
      }
      return linkView((await repo.getLink(db, actor.teamId, renterId, linkId))!);
    },

    /** What a live link shows (docs/renter-portal.md "What the renter sees"). */
    async portal(token: string, now = new Date()): Promise<RenterPortal> {
      const link = await open(token);
      const { teamId, renterId } = link;
      const siteRows = await repo.renterSites(db, teamId, renterId);
      const [rows, total, owed, visits] = await Promise.all([
        repo.leadsOf(db, teamId, renterId, PORTAL_LEADS_SHOWN),
        repo.countLeads(db, teamId, renterId),
        ports.ledger.renterMonth(teamId, renterId, now),
        ports.visits(
          teamId,
          siteRows.map((s) => s.id),
          PORTAL_VISIT_DAYS,
          now,
        ),
      ]);
      const delivery = await deliveryStates(teamId, renterId, rows);
      return {
        renter: { name: link.renterName },
        team: { name: link.teamName },
        sites: siteRows.map((s) => ({
          name: s.name,
          service: service(s.verticalSlug),
          url: liveUrl(publicUrl, s),
        })),
        leads: {
          items: rows.map((r) => ({
            receivedAt: r.createdAt.toISOString(),
            kind: r.kind,
            name: r.name,
            phone: r.phone,
            service: service(r.verticalSlug),
            siteName: r.siteName,
            status: r.status,
            delivery: delivery(r.id),
          })),
          total,
        },
        owed,
        visits,
        generatedAt: now.toISOString(),
      };
    },

    /**
     * The renter's leads as CSV, newest first, formula-safe cells (the inbox export's csvLine). The
     * link is checked before the answer starts, so an invalid one is a plain 404.
     */
    async leadsCsv(token: string): Promise<AsyncGenerator<string>> {
      const { teamId, renterId } = await open(token);
      return (async function* () {
        yield csvLine(['received_at', 'kind', 'name', 'phone', 'service', 'site', 'status', 'delivery']);
        const rows = await repo.leadsOf(db, teamId, renterId, PORTAL_CSV_MAX);
        const delivery = await deliveryStates(teamId, renterId, rows);
        yield rows
          .map((r) =>
            csvLine([
              r.createdAt.toISOString(),
              r.kind,
              r.name,
              r.phone,
              service(r.verticalSlug),
              r.siteName,
              r.status,
              delivery(r.id),
            ]),
          )
          .join('');
      })();
    },
  };
}

export type RenterPortalService = ReturnType<typeof createRenterPortalService>;
