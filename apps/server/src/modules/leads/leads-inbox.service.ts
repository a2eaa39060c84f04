import { LEAD_EXPORT_MAX, type Lead, type LeadPage, type LeadStatus, type MailStatus } from '@sdp/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { emitAudit } from '../../lib/audit';
import { NotFoundError } from '../../lib/errors';
import type { EventBus } from '../../lib/events';
import { zoneOf } from '../../lib/periods';
import type { RealtimeHub } from '../realtime/index';
import { csvLine, LEAD_CSV_HEADER, leadCsvLine } from './lead-csv';
import { presentLead } from './lead-present';
import { setLeadStatus } from './leads.repository';
import * as inbox from './leads-inbox.repository';

// The team's leads inbox (docs/sites-api.md "Signed-in routes"): list with filters and search, one
// lead, decisions one by one or in bulk, the CSV export, and whether mail leaves the server.

export type LeadsInbox = ReturnType<typeof createLeadsInbox>;

export interface LeadsInboxOptions {
  log: FastifyBaseLogger;
  realtime: () => RealtimeHub | undefined;
  bus: EventBus;
  /** Attempts per delivery (Delivery.maxAttempts). */
  maxAttempts: number;
  /** Whether a mail server is configured (Mailer.configured). */
  mailConfigured: boolean;
}

/** Rows read per batch of the export. */
const EXPORT_BATCH = 500;

export function createLeadsInbox(db: Db, options: LeadsInboxOptions) {
  const { log, maxAttempts } = options;

  async function present(rows: inbox.InboxLeadRow[]): Promise<Lead[]> {
    const deliveries = await inbox.deliveriesOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => presentLead(r, deliveries, maxAttempts));
  }

  /** lead:updated for each changed lead, then the sites' figures are evaluated again. */
  function changed(
    teamId: string,
    rows: Array<{ id: string; siteId: string; status: LeadStatus; value: number }>,
  ) {
    const at = new Date().toISOString();
    for (const row of rows) {
      try {
        options.realtime()?.toTeam(teamId, 'lead:updated', {
          leadId: row.id,
          siteId: row.siteId,
          status: row.status,
          value: row.value,
          at,
        });
      } catch (err) {
        log.warn({ err }, 'lead:updated push failed');
      }
    }
    for (const siteId of new Set(rows.map((r) => r.siteId)))
      options.bus
        .emit('team.activity', { teamId, siteId, when: 'now' })
        .catch((err) => log.warn({ err }, 'performance evaluate failed'));
  }

  /** A user changed leads: the activity log (docs/activity.md). */
  function audit(
    actor: Actor,
    summary: string,
    target: { type: string; id: string } | null,
    kind = 'lead.status_changed',
  ) {
    emitAudit(
      { events: options.bus, log },
      { kind, teamId: actor.teamId, userId: actor.userId, summary, target },
    );
  }

  async function get(actor: Actor, id: string): Promise<Lead> {
    const row = await inbox.getInboxLead(db, actor.teamId, id);
    if (!row) throw new NotFoundError('Lead');
    const [lead] = await present([row]);
    return lead!;
  }

  return {
    async list(actor: Actor, q: inbox.InboxFilters & { limit: number; offset: number }): Promise<LeadPage> {
      const { rows, total } = await inbox.listInbox(db, actor.teamId, { ...q, zone: zoneOf(actor) });
      return { items: await present(rows), total, limit: q.limit, offset: q.offset };
    },

    get,

    async setStatus(actor: Actor, id: string, status: 'accepted' | 'rejected' | 'billed'): Promise<Lead> {
      const row = await setLeadStatus(db, actor.teamId, id, status);
      if (!row) throw new NotFoundError('Lead');
      changed(actor.teamId, [row]);
      audit(actor, `Marked a lead ${status}`, { type: 'lead', id: row.id });
      return get(actor, id);
    },

    /** Accepts or rejects those of `ids` that are the team's; none of them: 404. */
    async bulkSetStatus(actor: Actor, ids: string[], status: 'accepted' | 'rejected') {
      const rows = await inbox.setStatuses(db, actor.teamId, [...new Set(ids)], status);
      if (rows.length === 0) throw new NotFoundError('Lead');
      changed(actor.teamId, rows);
      const n = rows.length;
      audit(
        actor,
        `Marked ${n} ${n === 1 ? 'lead' : 'leads'} ${status} at once`,
        null,
        'lead.bulk_status_changed',
      );
      return { updated: rows.map((r) => r.id) };
    },

    /** The CSV of the leads under the filters, newest first, at most LEAD_EXPORT_MAX rows, in batches. */
    async *exportCsv(actor: Actor, query: inbox.InboxFilters): AsyncGenerator<string> {
      const zone = zoneOf(actor);
      const filters = { ...query, zone };
      yield csvLine(LEAD_CSV_HEADER);
      let after: { createdAt: Date; id: string } | null = null;
      for (let written = 0; written < LEAD_EXPORT_MAX; ) {
        const size = Math.min(EXPORT_BATCH, LEAD_EXPORT_MAX - written);
        const rows = await inbox.inboxBatch(db, actor.teamId, filters, size, after);
        if (rows.length === 0) return;
        yield (await present(rows)).map((lead) => leadCsvLine(lead, zone)).join('');
        written += rows.length;
        const last = rows.at(-1)!;
        after = { createdAt: last.createdAt, id: last.id };
        if (rows.length < size) return;
      }
    },

    mailStatus: (): MailStatus => ({ configured: options.mailConfigured }),
  };
}
