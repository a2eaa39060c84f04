import { defineModule } from '../../lib/module';
import { adminRoutes } from './admin.routes';
import { type AdminService, createAdminService } from './admin.service';

export type { AdminService } from './admin.service';

declare module '../../lib/module' {
  interface ModuleServices {
    /** Platform administration: users, jobs across teams, usage, mail, the admin audit log (docs/admin.md). */
    admin: AdminService;
  }
}

/** Platform administration, for platform admins only (docs/admin.md). */
export const adminModule = defineModule({
  name: 'admin',
  provides: ['admin'],
  requires: ['sessions', 'emailFlows', 'jobs', 'projects', 'engines'],
  create: ({ deps, use }) => {
    const admin = createAdminService(deps, {
      sessions: use('sessions'),
      emailFlows: use('emailFlows'),
      jobs: use('jobs'),
      projects: use('projects'),
      engines: use('engines'),
    });
    // Every admin act, from this module or another (a plan set, an invoice marked paid), is kept.
    deps.events.on('admin.act', (e) => admin.record(e));
    return {
      services: { admin },
      routes: (app) => adminRoutes(app, { admin }),
    };
  },
});
