import { auditRequestContext } from '../../lib/audit';
import { dailyTask } from '../../lib/daily-task';
import { defineModule } from '../../lib/module';
import { activityRoutes } from './activity.routes';
import { type ActivityService, createActivityService } from './activity.service';

export type { ActivityService } from './activity.service';

declare module '../../lib/module' {
  interface ModuleServices {
    /** The activity log: stores 'audit' events, answers the caller's page, forgets after a year. */
    activity: ActivityService;
  }
}

/** The activity log (docs/activity.md). */
export const activityModule = defineModule({
  name: 'activity',
  provides: ['activity'],
  create: ({ deps }) => {
    const activity = createActivityService(deps);
    const off = deps.events.on('audit', (event) => activity.record(event));
    const cleanup = dailyTask(deps.log, 'activity: cleanup', () => activity.cleanup());
    return {
      services: { activity },
      // Where each logged action came from: the request it was made in (lib/audit.ts).
      register: (app) => auditRequestContext(app),
      routes: (app) => activityRoutes(app, { activity }),
      start: () => cleanup.start(),
      stop: () => {
        off();
        return cleanup.stop();
      },
    };
  },
});
