import { type AdminTeam, BILLING_ACCESS, PLANS, type PlanId, SUBSCRIPTION_STATUSES } from '@sdp/shared';
import type { Actor } from '../../lib/actor';
import { NotFoundError } from '../../lib/errors';
import { authorize } from '../../policies/index';
import { type BillingContext, pushChange } from './billing.context';
import * as repo from './billing.repository';
import { accessOf, addMonth, trialEndOf } from './billing.rules';

// Platform admins: every team with its plan, and setting a team's plan by hand (docs/billing.md#admin).

const date = (v: Date | string | null) => (v === null ? null : new Date(v));

function present(r: repo.AdminTeamRow, now: Date): AdminTeam {
  const planId = (r.plan_id ?? 'trial') as PlanId;
  const status = (SUBSCRIPTION_STATUSES as readonly string[]).includes(r.status ?? '')
    ? (r.status as AdminTeam['status'])
    : 'trialing';
  const created = new Date(r.created_at);
  const access = accessOf(
    {
      planId,
      status,
      trialEndsAt: date(r.trial_ends_at) ?? trialEndOf(created),
      graceEndsAt: date(r.grace_ends_at),
      currentPeriodEnd: date(r.current_period_end),
      cancelAtPeriodEnd: r.cancel_at_period_end ?? false,
    },
    now,
  );
  return {
    id: r.id,
    name: r.name,
    ownerEmail: r.owner_email,
    planId,
    planName: PLANS[planId].name,
    status,
    access: BILLING_ACCESS.includes(access) ? access : 'full',
    members: Number(r.members),
    liveSites: Number(r.live_sites),
    createdAt: created.toISOString(),
  };
}

export function createBillingAdmin(ctx: BillingContext) {
  const { db } = ctx.deps;
  const admin = (actor: Actor) => authorize(actor, 'manage-plans', { type: 'system' });

  return {
    async teams(actor: Actor, q: { q?: string; page: number; pageSize: number }) {
      admin(actor);
      const now = ctx.now();
      const found = await repo.adminTeams(db, {
        q: q.q,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      return {
        teams: found.map((r) => present(r, now)),
        total: Number(found[0]?.total ?? 0),
        page: q.page,
      };
    },

    /**
     * Sets a team's plan by hand: a paid plan is active for a month from now without an invoice (the
     * operator's decision, e.g. a partner); the trial starts a fresh trial period.
     */
    async setPlan(actor: Actor, teamId: string, planId: PlanId, ip: string | null): Promise<AdminTeam> {
      admin(actor);
      const before = await repo.getOrCreate(db, teamId);
      if (!before) throw new NotFoundError('Team');
      const now = ctx.now();
      const row =
        planId === 'trial'
          ? await repo.update(db, teamId, {
              planId,
              status: 'trialing',
              trialEndsAt: trialEndOf(now),
              remindersSent: [],
              graceEndsAt: null,
              pendingPlanId: null,
              cancelAtPeriodEnd: false,
              access: 'full',
            })
          : await repo.update(db, teamId, {
              planId,
              status: 'active',
              currentPeriodStart: now,
              currentPeriodEnd: addMonth(now),
              graceEndsAt: null,
              pendingPlanId: null,
              cancelAtPeriodEnd: false,
              cancelReason: null,
              canceledAt: null,
              access: 'full',
            });
      if (!row) throw new NotFoundError('Team');
      pushChange(ctx, row);
      void ctx.deps.events
        .emit('admin.act', {
          actorId: actor.userId,
          action: 'team.plan',
          targetType: 'team',
          targetId: teamId,
          details: { from: before.planId, to: planId, status: row.status },
          ip,
        })
        .catch((err) => ctx.deps.log.error({ err }, 'admin.act listener failed'));
      const [listed] = await repo.adminTeams(db, { limit: 1, offset: 0, teamId });
      if (!listed) throw new NotFoundError('Team');
      return present(listed, now);
    },
  };
}
