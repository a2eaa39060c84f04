import { defineModule } from '../../lib/module';
import { accountRoutes } from './account.routes';
import { createProfileService, type ProfileService } from './account.service';
import { avatarRoutes } from './avatar.routes';
import { createDigest, type Digest } from './digest.service';
import { createNotificationsService, type NotificationsService } from './notifications.service';

export type { ProfileService } from './account.service';
export type { Digest } from './digest.service';
export type { NotificationsService } from './notifications.service';

declare module '../../lib/module' {
  interface ModuleServices {
    /** The signed-in user's profile, avatar and display preferences. */
    profile: ProfileService;
    /** Users' notification choices: the checks pushes and mails of their kinds go through. */
    notifications: NotificationsService;
    /** The daily digest mail (run(now) sends the ones due). */
    digest: Digest;
  }
}

/** The account beyond sign-in: profile, avatar, preferences, notifications, digest (docs/account.md). */
export const accountModule = defineModule({
  name: 'account',
  provides: ['profile', 'notifications', 'digest'],
  requires: ['account', 'actors', 'realtime'],
  create: ({ deps, use }) => {
    const actors = use('actors');
    const profile = createProfileService(deps, { me: use('account').me, actors });
    const notifications = createNotificationsService(deps);
    // Pushes of the kinds people choose about go through their choices (docs/account.md#notifications).
    use('realtime').setPushGate({
      allowed: notifications.pushAllowed,
      mutedInTeam: notifications.pushMutedInTeam,
    });
    const digest = createDigest({ ...deps, actors, appUrl: deps.config.PUBLIC_URL });
    return {
      services: { profile, notifications, digest },
      routes: async (app) => {
        await app.register(accountRoutes, { profile, notifications });
        await app.register(avatarRoutes, { profile });
      },
      start: () => {
        if (deps.config.NODE_ENV !== 'test') digest.start();
      },
      stop: () => digest.stop(),
    };
  },
});
