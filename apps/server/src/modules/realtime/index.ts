import { originRule } from '../../config/cors-origins';
import { defineModule } from '../../lib/module';
import { attachPgAdapter } from './pg-adapter';
import type { RealtimeHub } from './realtime.hub';
import { registerRealtime } from './realtime.transports';

export type {
  ChatMessageStore,
  CommandHandler,
  RealtimeUser,
  RoomKind,
  RoomOwnerResolver,
  WsPeer,
} from './realtime.hub';
export { RealtimeHub, rooms } from './realtime.hub';
export { handshakeOriginAllowed, type RealtimeOptions, registerRealtime } from './realtime.transports';

declare module '../../lib/module' {
  interface ModuleServices {
    /** Pushes to users, teams and rooms over Socket.IO and /ws (docs/decisions/006-two-realtime-transports.md). */
    realtime: RealtimeHub;
  }
}

/** Realtime: both transports on the app's HTTP server; across processes through PostgreSQL. */
export const realtimeModule = defineModule({
  name: 'realtime',
  provides: ['realtime'],
  requires: ['sessions', 'actors'],
  create: async ({ deps, use, app }) => {
    const realtime = registerRealtime(app, {
      actors: use('actors'),
      tokens: deps.tokens,
      sessions: use('sessions'),
      allowOrigin: originRule(deps.config),
    });
    await attachPgAdapter(app, deps.config.DATABASE_URL);
    // A session ended here (logout, revocation, password change) drops its realtime connections on
    // every process at once, and every process stops accepting its access tokens at once.
    deps.sessionCache.onRevoke((sids) => {
      for (const sid of sids) realtime.disconnectSession(sid);
    });
    realtime.onSessionEndedElsewhere((sid) => deps.sessionCache.revokedElsewhere(sid));
    // A membership or preference change reaches every process's actor cache and the user's
    // connections at once (docs/teams.md#realtime).
    const actors = use('actors');
    actors.onForget((userId) => realtime.actorChanged(userId));
    actors.onMembershipChange(({ userId, teamId, member }) => {
      realtime.actorChanged(userId, { teamId, member });
      // The person's open screens re-read everything for the team they act for now.
      realtime.toUserAlways(userId, 'user:notification', {
        type: member ? 'success' : 'warning',
        title: member ? 'You joined a team' : 'Your team access changed',
        message: member
          ? 'Its sites and leads are available now.'
          : 'You no longer have access to a team; your screens now show the team you work in.',
        kind: 'team.membership',
      });
    });
    realtime.onActorChangedElsewhere((userId) => actors.forgottenElsewhere(userId));
    return { services: { realtime } };
  },
});
