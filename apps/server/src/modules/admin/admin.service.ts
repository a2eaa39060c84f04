import {
  ADMIN_ONLY_MESSAGE,
  type AdminAuditEntry,
  type AdminJob,
  type AdminJobType,
  type AdminMail,
  type AdminUsage,
  type AdminUser,
  type adminAuditQuerySchema,
  type adminJobQuerySchema,
  type adminMailQuerySchema,
  type adminUserQuerySchema,
  LAST_ADMIN_MESSAGE,
} from '@sdp/shared';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor';
import type { RequestContext, ServiceDeps } from '../../lib/deps';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { authorize } from '../../policies/index';
import type { AdminPorts } from './admin.ports';
import * as repo from './admin.repository';

// Platform administration (docs/admin.md). Every method first checks that the caller is a platform
// admin as stored now (users.role, not the role cached in a token), then acts across teams.

export type AdminService = ReturnType<typeof createAdminService>;

const iso = (v: Date | string | null | undefined) => (v == null ? null : new Date(v).toISOString());

function presentUser(r: repo.UserListRow): AdminUser {
  const name = [r.first_name, r.last_name].filter(Boolean).join(' ').trim();
  return {
    id: r.id,
    email: r.email,
    name: name || null,
    role: r.role,
    createdAt: iso(r.created_at)!,
    verifiedAt: iso(r.email_verified_at),
    lastSignInAt: iso(r.last_sign_in_at),
    disabledAt: iso(r.disabled_at),
    teamsCount: Number(r.teams_count),
    activeSessions: Number(r.active_sessions),
  };
}

function presentJob(r: repo.JobRow): AdminJob {
  return {
    type: r.type,
    id: r.id,
    teamId: r.team_id,
    teamName: r.team_name,
    label: r.label,
    status: r.status,
    progress: r.progress === null ? null : Number(r.progress),
    error: r.error,
    createdAt: iso(r.created_at)!,
    finishedAt: iso(r.finished_at),
    canRetry: r.status === 'failed',
    canCancel:
      (r.type === 'deploy' || r.type === 'crawl') && (r.status === 'queued' || r.status === 'running'),
  };
}

const mailStatus = (m: { sentAt: Date | null; error: string | null }): AdminMail['status'] =>
  m.sentAt ? 'sent' : m.error ? 'failed' : 'queued';

export function createAdminService(deps: ServiceDeps, ports: AdminPorts) {
  const { db, events } = deps;

  /** 403 unless the caller is, as stored now, an enabled platform admin. */
  async function admin(actor: Actor): Promise<Actor> {
    const row = await repo.roleOf(db, actor.userId);
    const principal = {
      userId: actor.userId,
      platformRole: row && !row.disabledAt ? row.role : 'free',
      teamId: actor.teamId,
      role: actor.role,
    } as const;
    authorize(principal, 'administer', { type: 'system' }, ADMIN_ONLY_MESSAGE);
    return actor;
  }

  async function userOrThrow(id: string) {
    const row = await repo.userById(db, id);
    if (!row) throw new NotFoundError('User');
    return row;
  }

  /** Stored through the admin.act listener (index.ts), like the acts other modules emit. */
  const act = (
    actor: Actor,
    ctx: RequestContext,
    action: string,
    targetType: string,
    targetId: string,
    details: Record<string, unknown> = {},
  ) => events.emit('admin.act', { actorId: actor.userId, action, targetType, targetId, details, ip: ctx.ip });

  /** An admin may not demote or disable themselves when no other enabled admin is left. */
  async function assertNotLastAdmin(actor: Actor, target: repo.UserListRow) {
    if (target.id !== actor.userId || target.role !== 'admin') return;
    if ((await repo.countActiveAdmins(db)) <= 1) throw new ConflictError(LAST_ADMIN_MESSAGE, 'last_admin');
  }

  return {
    async listUsers(actor: Actor, q: z.output<typeof adminUserQuerySchema>) {
      await admin(actor);
      const { items, total } = await repo.listUsers(db, {
        q: q.q || undefined,
        role: q.role,
        status: q.status,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      return { items: items.map(presentUser), total, page: q.page, pageSize: q.pageSize };
    },

    async setRole(actor: Actor, id: string, role: 'free' | 'admin', ctx: RequestContext) {
      await admin(actor);
      const target = await userOrThrow(id);
      if (target.role !== role) {
        if (role === 'free') await assertNotLastAdmin(actor, target);
        await repo.setRole(db, id, role);
        // Tokens carry the role: the user's sessions end so their next sign-in carries the new one.
        await ports.sessions.revokeAll(id);
        await act(actor, ctx, 'user.role', 'user', id, { email: target.email, from: target.role, to: role });
      }
      return presentUser(await userOrThrow(id));
    },

    async disable(actor: Actor, id: string, ctx: RequestContext) {
      await admin(actor);
      const target = await userOrThrow(id);
      if (target.id === actor.userId)
        throw new ConflictError('You cannot disable your own account.', 'cannot_disable_self');
      await repo.setDisabled(db, id, true);
      const ended = await ports.sessions.revokeAll(id);
      if (!target.disabled_at)
        await act(actor, ctx, 'user.disable', 'user', id, {
          email: target.email,
          sessionsEnded: ended.length,
        });
      return presentUser(await userOrThrow(id));
    },

    async enable(actor: Actor, id: string, ctx: RequestContext) {
      await admin(actor);
      const target = await userOrThrow(id);
      if (target.disabled_at) {
        await repo.setDisabled(db, id, false);
        await act(actor, ctx, 'user.enable', 'user', id, { email: target.email });
      }
      return presentUser(await userOrThrow(id));
    },

    async signOut(actor: Actor, id: string, ctx: RequestContext) {
      await admin(actor);
      const target = await userOrThrow(id);
      const ended = await ports.sessions.revokeAll(id);
      await act(actor, ctx, 'user.sign-out', 'user', id, {
        email: target.email,
        sessionsEnded: ended.length,
      });
      return { sessionsEnded: ended.length };
    },

    async resendVerification(actor: Actor, id: string, ctx: RequestContext) {
      await admin(actor);
      const target = await userOrThrow(id);
      if (target.email_verified_at)
        throw new ConflictError('This e-mail address is already verified.', 'already_verified');
      await ports.emailFlows.sendVerification({
        id: target.id,
        email: target.email,
        firstName: target.first_name,
      });
      await act(actor, ctx, 'user.resend-verification', 'user', id, { email: target.email });
      return `A verification e-mail was sent to ${target.email}.`;
    },

    async listJobs(actor: Actor, q: z.output<typeof adminJobQuerySchema>) {
      await admin(actor);
      return { items: (await repo.listJobs(db, q)).map(presentJob) };
    },

    async retryJob(actor: Actor, type: AdminJobType, id: string, ctx: RequestContext) {
      await admin(actor);
      const job = await repo.jobById(db, type, id);
      if (!job) throw new NotFoundError('Job');
      if (job.status !== 'failed')
        throw new ConflictError('Only a failed job can be retried.', 'job_not_failed');
      const owner = { teamId: job.team_id, userId: job.user_id ?? actor.userId };
      let newId: string;
      if (type === 'deploy') newId = (await ports.jobs.retry(owner, id)).id;
      else if (type === 'crawl') {
        if (!job.ref_id) throw new NotFoundError('Project');
        newId = (await ports.projects.crawlNow(owner, job.ref_id, 'manual')).id;
      } else newId = (await ports.engines.impl.retry(job.team_id, id)).run.id;
      await act(actor, ctx, 'job.retry', type, id, { teamId: job.team_id, newId, label: job.label });
      return { type, id: newId };
    },

    async cancelJob(actor: Actor, type: AdminJobType, id: string, ctx: RequestContext) {
      await admin(actor);
      const job = await repo.jobById(db, type, id);
      if (!job) throw new NotFoundError('Job');
      const owner = { teamId: job.team_id, userId: job.user_id ?? actor.userId };
      let status: string;
      if (type === 'deploy') status = (await ports.jobs.cancel(owner, id)).status;
      else if (type === 'crawl') status = (await ports.projects.cancel(owner, id)).status;
      else
        throw new ConflictError(
          'Engine runs cannot be cancelled; they finish on their own.',
          'not_cancellable',
        );
      await act(actor, ctx, 'job.cancel', type, id, { teamId: job.team_id, status, label: job.label });
      return { type, id, status };
    },

    async usage(actor: Actor, now = new Date()): Promise<AdminUsage> {
      await admin(actor);
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const windowStart = new Date(now.getTime() - 30 * 86_400_000);
      const rows = (await repo.usage(db, monthStart, windowStart)).map((r) => ({
        teamId: r.team_id,
        teamName: r.team_name,
        providerId: r.provider_id,
        monthCalls: Number(r.month_calls),
        monthFailures: Number(r.month_failures),
        monthSpendUsd: Number(r.month_spend),
        last30Calls: Number(r.last30_calls),
        last30Failures: Number(r.last30_failures),
        last30SpendUsd: Number(r.last30_spend),
      }));
      const sum = (k: keyof (typeof rows)[number]) => rows.reduce((a, r) => a + Number(r[k]), 0);
      return {
        monthStart: monthStart.toISOString(),
        windowStart: windowStart.toISOString(),
        rows,
        totals: {
          monthCalls: sum('monthCalls'),
          monthFailures: sum('monthFailures'),
          monthSpendUsd: sum('monthSpendUsd'),
          last30Calls: sum('last30Calls'),
          last30Failures: sum('last30Failures'),
          last30SpendUsd: sum('last30SpendUsd'),
        },
      };
    },

    async listMail(actor: Actor, q: z.output<typeof adminMailQuerySchema>) {
      await admin(actor);
      const { items, total } = await repo.listMail(db, {
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      return {
        items: items.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          status: mailStatus(m),
          error: m.error,
          createdAt: m.createdAt.toISOString(),
          sentAt: iso(m.sentAt),
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    /** One message with its text as mailed (its link unsealed: admins only, never logged). */
    async mailMessage(actor: Actor, id: string) {
      await admin(actor);
      const row = await repo.mailById(db, id);
      if (!row) throw new NotFoundError('Message');
      const opened = deps.mailer.open(row);
      return {
        id: row.id,
        to: row.to,
        subject: row.subject,
        status: mailStatus(row),
        error: row.error,
        createdAt: row.createdAt.toISOString(),
        sentAt: iso(row.sentAt),
        text: opened.text,
      };
    },

    async listAudit(actor: Actor, q: z.output<typeof adminAuditQuerySchema>) {
      await admin(actor);
      const { items, total } = await repo.listAudit(db, {
        action: q.action || undefined,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      const entries: AdminAuditEntry[] = items.map(({ row, actorEmail }) => ({
        id: row.id,
        actorId: row.actorId,
        actorEmail,
        action: row.action,
        targetType: row.targetType,
        targetId: row.targetId,
        details: row.details,
        ip: row.ip,
        createdAt: row.createdAt.toISOString(),
      }));
      return { items: entries, total, page: q.page, pageSize: q.pageSize };
    },

    async systemHealth(actor: Actor) {
      await admin(actor);
      return ports.engines.impl.systemHealth();
    },

    /** The admin.act listener: every admin act, from this module or another, kept. */
    async record(e: {
      actorId: string;
      action: string;
      targetType: string;
      targetId: string | null;
      details?: Record<string, unknown>;
      ip?: string | null;
    }) {
      await repo.insertAudit(db, {
        actorId: e.actorId,
        action: e.action.slice(0, 80),
        targetType: e.targetType.slice(0, 80),
        targetId: e.targetId,
        details: e.details ?? {},
        ip: e.ip ?? null,
      });
    },
  };
}
