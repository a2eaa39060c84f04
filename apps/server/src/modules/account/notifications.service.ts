import {
  type ChannelChoice,
  channelChoiceSchema,
  DEFAULT_NOTIFICATIONS,
  type Digest,
  digestSchema,
  NOTIFICATION_KIND_NAMES,
  type NotificationChannel,
  type NotificationKind,
  type NotificationSettings,
  type PerformanceAlertEvent,
  type RealtimePushEvent,
  type UpdateNotificationsRequest,
  updateNotificationsRequestSchema,
} from '@sdp/shared';
import type { Actor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { ValidationError } from '../../lib/errors';
import type { OutgoingMail } from '../mail/index';
import * as repo from './account.repository';
import { alertMail } from './account-mail';

// Which notifications a user wants, by kind and channel, and the checks the senders ask
// (docs/account.md#notifications). Security mails (verification, password reset, invitations)
// never come through here: they are always sent.

/** The pushed realtime events each kind covers; other events are never filtered. */
export const PUSH_KIND: Partial<Record<RealtimePushEvent, NotificationKind>> = {
  'user:achievement': 'achievement',
  'performance:alert': 'performance_alert',
  'user:notification': 'demo_notice',
};
/**
 * Team-wide pushes filtered per member on the server (one read of the team's choices per push:
 * cheap because they are rare). lead:received is not: it also keeps every member's screens fresh
 * (docs/decisions/008), so it reaches everyone and the browser leaves out the toast instead.
 */
const TEAM_FILTERED = new Set<RealtimePushEvent>(['performance:alert']);

const CACHE_MS = 30_000;

/** Stored JSON -> settings: each kind and the digest read key by key, defaults for anything missing or malformed. */
export function presentNotifications(
  stored: Record<string, unknown> | null | undefined,
): NotificationSettings {
  const kinds = {} as NotificationSettings['kinds'];
  for (const kind of NOTIFICATION_KIND_NAMES) {
    const raw = (stored?.[kind] ?? {}) as Record<string, unknown>;
    const defaults = DEFAULT_NOTIFICATIONS.kinds[kind];
    kinds[kind] = {
      mail: typeof raw.mail === 'boolean' ? raw.mail : defaults.mail,
      push: typeof raw.push === 'boolean' ? raw.push : defaults.push,
    };
  }
  const d = digestSchema.partial().safeParse(stored?.digest ?? {});
  return { kinds, digest: { ...DEFAULT_NOTIFICATIONS.digest, ...(d.success ? d.data : {}) } };
}

export function createNotificationsService(deps: Pick<ServiceDeps, 'db' | 'mailer' | 'log' | 'config'>) {
  const { db, mailer, log } = deps;
  const appUrl = deps.config.PUBLIC_URL;
  const cache = new Map<string, { settings: NotificationSettings; until: number }>();

  async function settingsOf(userId: string): Promise<NotificationSettings> {
    const hit = cache.get(userId);
    if (hit && hit.until > Date.now()) return hit.settings;
    const settings = presentNotifications((await repo.preferencesRow(db, userId))?.notifications);
    if (cache.size > 10_000) cache.clear();
    cache.set(userId, { settings, until: Date.now() + CACHE_MS });
    return settings;
  }

  /** Whether the user takes this kind on this channel (the defaults before any choice is saved). */
  async function allows(
    userId: string,
    kind: NotificationKind,
    channel: NotificationChannel,
  ): Promise<boolean> {
    return (await settingsOf(userId)).kinds[kind][channel];
  }

  /**
   * Mails every member of a team who takes this kind by mail; `compose` writes each one's mail.
   * Failures are logged, never thrown: the event that caused it already happened.
   */
  async function mailTeam(
    teamId: string,
    kind: NotificationKind,
    compose: (to: { email: string; firstName: string | null }) => OutgoingMail,
  ): Promise<number> {
    let sent = 0;
    try {
      for (const m of await repo.memberNotifications(db, teamId)) {
        if (!presentNotifications(m.notifications).kinds[kind].mail) continue;
        await mailer.sendMail(compose(m));
        sent++;
      }
    } catch (err) {
      log.warn({ err, teamId, kind }, 'notification mail failed');
    }
    return sent;
  }

  return {
    allows,
    mailTeam,

    /** A performance alert pushed to a team, mailed to its members who turned alert mails on. */
    mailAlert: (teamId: string, alert: PerformanceAlertEvent) =>
      mailTeam(teamId, 'performance_alert', (to) => alertMail(to, alert, appUrl)),

    async settings(actor: Actor): Promise<NotificationSettings> {
      return presentNotifications((await repo.preferencesRow(db, actor.userId))?.notifications);
    },

    async update(actor: Actor, raw: UpdateNotificationsRequest): Promise<NotificationSettings> {
      const parsed = updateNotificationsRequestSchema.safeParse(raw ?? {});
      if (!parsed.success)
        throw new ValidationError(
          parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '),
          parsed.error.issues,
        );
      const current = presentNotifications((await repo.preferencesRow(db, actor.userId))?.notifications);
      const entries: Record<string, ChannelChoice | Digest> = {};
      for (const [kind, choice] of Object.entries(parsed.data.kinds ?? {}) as [NotificationKind, object][])
        entries[kind] = channelChoiceSchema.parse({ ...current.kinds[kind], ...choice });
      if (parsed.data.digest) entries.digest = { ...current.digest, ...parsed.data.digest };
      const stored = Object.keys(entries).length
        ? await repo.mergeNotifications(db, actor.userId, entries)
        : (await repo.preferencesRow(db, actor.userId))?.notifications;
      cache.delete(actor.userId);
      return presentNotifications(stored);
    },

    /**
     * The realtime hub's check before a push to one user: true unless the event is of a kind the
     * user turned push off for. Synchronous when nothing is to be read (events of no kind).
     */
    pushAllowed(userId: string, event: RealtimePushEvent): boolean | Promise<boolean> {
      const kind = PUSH_KIND[event];
      if (!kind) return true;
      return allows(userId, kind, 'push');
    },

    /** The hub's check before a push to a team: the members to leave out ([] for most events). */
    pushMutedInTeam(teamId: string, event: RealtimePushEvent): string[] | Promise<string[]> {
      const kind = PUSH_KIND[event];
      if (!kind || !TEAM_FILTERED.has(event)) return [];
      return repo
        .memberNotifications(db, teamId)
        .then((rows) =>
          rows.filter((r) => !presentNotifications(r.notifications).kinds[kind].push).map((r) => r.userId),
        );
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
