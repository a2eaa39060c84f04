import { randomBytes } from 'node:crypto';
import type { Renter, RenterWithSecret, renterInputSchema, renterUpdateSchema } from '@sdp/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { emitAudit } from '../../lib/audit';
import { ConflictError, NotFoundError, RateLimitError, ValidationError } from '../../lib/errors';
import type { EventBus } from '../../lib/events';
import { authorize } from '../../policies/index';
import { hashToken, randomToken } from '../auth/index';
import type { Mailer } from '../mail/index';
import { RENTER_CONFIRM_TTL_DAYS, renterConfirmMail } from './renter-confirm-mail';
import * as repo from './renters.repository';
import { type LeadRateLimiter, SharedWindowLimiter, WindowLimiter } from './window-limiter';

/** Renters are managed by the team's owners and admins (docs/teams.md#roles); members read them. */
const RENTERS_FORBIDDEN = 'Only an owner or admin of the team can manage renters.';
const mayManage = (actor: Actor) =>
  authorize(actor, 'manage-renters', { type: 'team', teamId: actor.teamId }, RENTERS_FORBIDDEN);

export type RentersService = ReturnType<typeof createRentersService>;
type RenterInput = z.output<typeof renterInputSchema>;
type RenterUpdate = z.output<typeof renterUpdateSchema>;

export interface RentersServiceOptions {
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Count the confirmation mails in the database (PostgreSQL: shared by every process). */
  sharedLimits?: boolean;
  /** The activity log hears of renter changes (docs/activity.md). */
  bus?: EventBus;
}

export const CONFIRM_TTL_MS = RENTER_CONFIRM_TTL_DAYS * 24 * 3600_000;
/** A renter's confirmation link is sent again at most once a minute and 5 times a day... */
const RESEND_GAP_MS = 60_000;
const PER_RENTER_DAY = 5;
/** ...and a team sends at most this many confirmation mails a day (new addresses included). */
export const CONFIRM_MAILS_PER_TEAM_DAY = 20;
const DAY_MS = 24 * 3600_000;

const newSecret = () => randomBytes(32).toString('hex');

function present(row: repo.RenterRow, siteIds: string[]): Renter {
  const pending = !!row.email && !row.emailConfirmedAt;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailStatus: row.email ? (row.emailConfirmedAt ? 'confirmed' : 'pending') : null,
    emailConfirmationSentAt: pending ? (row.emailConfirmSentAt?.toISOString() ?? null) : null,
    webhookUrl: row.webhookUrl,
    webhookSecretHint: `…${row.webhookSecret.slice(-4)}`,
    phone: row.phone,
    pricePerLead: row.pricePerLead,
    pricePerCall: row.pricePerCall,
    callMinSeconds: row.callMinSeconds,
    monthlyRent: row.monthlyRent,
    autoAccept: row.autoAccept,
    active: row.active,
    siteIds,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Renters (the businesses that buy a site's leads), team-scoped: another team's renter is 404.
 * Which site a renter gets is PATCH /api/sites/:id { renterId } (sites module); rental periods
 * follow from it through syncRentals. A renter's e-mail address gets leads only once confirmed
 * through the link mailed to it; its webhook secret is shown on create and rotate only
 * (docs/sites-api.md).
 */
export function createRentersService(db: Db, options: RentersServiceOptions) {
  const { mailer, publicUrl, log } = options;
  const limiter = (rules: { max: number; windowMs: number }[]): LeadRateLimiter =>
    options.sharedLimits ? new SharedWindowLimiter(db, rules) : new WindowLimiter(rules);
  const teamMails = limiter([{ max: CONFIRM_MAILS_PER_TEAM_DAY, windowMs: DAY_MS }]);
  const renterMails = limiter([{ max: PER_RENTER_DAY, windowMs: DAY_MS }]);

  function audit(
    actor: Actor,
    renter: Pick<repo.RenterRow, 'id' | 'name' | 'demo'>,
    kind: string,
    summary: string,
  ) {
    if (renter.demo || !options.bus) return;
    emitAudit(
      { events: options.bus, log },
      {
        kind,
        teamId: actor.teamId,
        userId: actor.userId,
        summary,
        target: { type: 'renter', id: renter.id },
      },
    );
  }

  async function withSites(teamId: string, rows: repo.RenterRow[]) {
    const map = await repo.siteIdsByRenter(
      db,
      teamId,
      rows.map((r) => r.id),
    );
    return rows.map((r) => present(r, map.get(r.id) ?? []));
  }

  async function owned(teamId: string, id: string) {
    const row = await repo.getRenter(db, teamId, id);
    if (!row) throw new NotFoundError('Renter');
    return row;
  }

  /** Counts one confirmation mail of the team; 429 beyond the day's allowance. */
  async function spendTeamMail(teamId: string) {
    if (await teamMails.hit(`renter-confirm-team|${teamId}`)) {
      throw new RateLimitError(
        `At most ${CONFIRM_MAILS_PER_TEAM_DAY} renter confirmation e-mails a day per team. Please try again tomorrow.`,
      );
    }
  }

  /** A fresh confirmation token: its hash and send time for the row, the link for the mail. */
  function newConfirmation() {
    const token = randomToken();
    const link = `${publicUrl}/api/public/renters/confirm?token=${token}`;
    return { link, fields: { emailConfirmTokenHash: hashToken(token), emailConfirmSentAt: new Date() } };
  }

  async function mailConfirmation(to: string, link: string) {
    try {
      await mailer.sendMail(renterConfirmMail(to, link));
    } catch (err) {
      // The renter is saved; "Resend confirmation" sends the link again.
      log.error({ err }, 'renter confirmation mail failed');
    }
  }

  return {
    async list(actor: Actor): Promise<Renter[]> {
      const { teamId } = actor;
      return withSites(teamId, await repo.listRenters(db, teamId));
    },

    async get(actor: Actor, id: string): Promise<Renter> {
      const { teamId } = actor;
      return (await withSites(teamId, [await owned(teamId, id)]))[0]!;
    },

    async create(actor: Actor, input: RenterInput): Promise<RenterWithSecret> {
      mayManage(actor);
      const scope = actor;
      const email = input.email?.toLowerCase() ?? null;
      if (email) await spendTeamMail(scope.teamId);
      const confirmation = email ? newConfirmation() : null;
      const row = await repo.insertRenter(db, {
        teamId: scope.teamId,
        userId: scope.userId,
        name: input.name,
        email,
        webhookUrl: input.webhookUrl ?? null,
        webhookSecret: newSecret(),
        phone: input.phone ?? null,
        pricePerLead: input.pricePerLead,
        pricePerCall: input.pricePerCall,
        callMinSeconds: input.callMinSeconds,
        monthlyRent: input.monthlyRent,
        autoAccept: input.autoAccept,
        active: input.active,
        ...confirmation?.fields,
      });
      if (email && confirmation) await mailConfirmation(email, confirmation.link);
      audit(actor, row, 'renter.created', `Added the renter ${row.name}`);
      return { ...present(row, []), webhookSecret: row.webhookSecret };
    },

    async update(actor: Actor, id: string, patch: RenterUpdate): Promise<Renter> {
      mayManage(actor);
      const { teamId } = actor;
      const current = await owned(teamId, id);
      const email = patch.email === undefined ? current.email : (patch.email?.toLowerCase() ?? null);
      const webhookUrl = patch.webhookUrl === undefined ? current.webhookUrl : patch.webhookUrl;
      if (!email && !webhookUrl) {
        throw new ValidationError('email: a renter needs an email or a webhookUrl to deliver leads to');
      }
      // A new address starts unconfirmed and is sent its link; no address, nothing to confirm.
      const changed = email !== current.email;
      if (changed && email) await spendTeamMail(teamId);
      const confirmation = changed && email ? newConfirmation() : null;
      const emailFields = changed
        ? {
            emailConfirmedAt: null,
            emailConfirmTokenHash: null,
            emailConfirmSentAt: null,
            ...confirmation?.fields,
          }
        : {};
      const values = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      const row = await repo.updateRenter(db, teamId, id, { ...values, email, webhookUrl, ...emailFields });
      if (!row) throw new NotFoundError('Renter');
      if (email && confirmation) await mailConfirmation(email, confirmation.link);
      // A changed rent or an (in)active renter starts or ends rental periods.
      await repo.syncRentals(db, teamId);
      const fields = Object.keys(values).join(', ');
      audit(actor, row, 'renter.updated', `Updated the renter ${row.name}${fields ? ` (${fields})` : ''}`);
      return (await withSites(teamId, [row]))[0]!;
    },

    /** Sends the pending address a new link (the old one stops working); rate-limited. */
    async resendConfirmation(actor: Actor, id: string): Promise<Renter> {
      mayManage(actor);
      const { teamId } = actor;
      const current = await owned(teamId, id);
      if (!current.email)
        throw new ConflictError('This renter has no e-mail address to confirm.', 'no_email');
      if (current.emailConfirmedAt)
        throw new ConflictError('This renter’s e-mail address is already confirmed.', 'already_confirmed');
      const since = current.emailConfirmSentAt ? Date.now() - current.emailConfirmSentAt.getTime() : null;
      if (since !== null && since < RESEND_GAP_MS) {
        const wait = Math.ceil((RESEND_GAP_MS - since) / 1000);
        throw new RateLimitError(
          `A confirmation e-mail was sent less than a minute ago. Please wait ${wait} s before sending another.`,
        );
      }
      if (await renterMails.hit(`renter-confirm|${id}`)) {
        throw new RateLimitError(
          `At most ${PER_RENTER_DAY} confirmation e-mails a day to one address. Please try again tomorrow.`,
        );
      }
      await spendTeamMail(teamId);
      const confirmation = newConfirmation();
      const row = await repo.updateRenter(db, teamId, id, confirmation.fields);
      if (!row) throw new NotFoundError('Renter');
      await mailConfirmation(current.email, confirmation.link);
      return (await withSites(teamId, [row]))[0]!;
    },

    /** A new webhook secret, answered this once (the old one stops signing at once). */
    async rotateSecret(actor: Actor, id: string): Promise<RenterWithSecret> {
      mayManage(actor);
      const { teamId } = actor;
      await owned(teamId, id);
      const row = await repo.updateRenter(db, teamId, id, { webhookSecret: newSecret() });
      if (!row) throw new NotFoundError('Renter');
      const [renter] = await withSites(teamId, [row]);
      audit(actor, row, 'renter.secret_rotated', `Rotated the webhook secret of ${row.name}`);
      return { ...renter!, webhookSecret: row.webhookSecret };
    },

    /** The public confirmation link: single use, valid for RENTER_CONFIRM_TTL_DAYS. */
    confirmEmail: (token: string) => repo.confirmRenterEmail(db, hashToken(token), CONFIRM_TTL_MS),

    async remove(actor: Actor, id: string): Promise<void> {
      mayManage(actor);
      const { teamId } = actor;
      const current = await owned(teamId, id);
      const history = await repo.renterHistory(db, teamId, id);
      if (history.leads > 0 || history.rentals > 0) {
        throw new ConflictError(
          `This renter has revenue history (${history.leads} accepted or billed leads, ${history.rentals} rental periods); deleting it would erase that revenue. Set active: false instead.`,
          'renter_has_history',
        );
      }
      if (!(await repo.deleteRenter(db, teamId, id))) throw new NotFoundError('Renter');
      audit(actor, current, 'renter.deleted', `Deleted the renter ${current.name}`);
    },

    /** Rental periods in line with the team's site assignments (call after a site's renterId changes). */
    syncRentals: (teamId: string) => repo.syncRentals(db, teamId),
  };
}
