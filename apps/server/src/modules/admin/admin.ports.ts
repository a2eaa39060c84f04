import type { AuthServices } from '../auth/index';
import type { EnginesService } from '../engines/index';
import type { JobsService } from '../jobs/index';
import type { ProjectsService } from '../projects/index';

/** What the admin module uses of other modules (their services, through use()). */
export interface AdminPorts {
  sessions: Pick<AuthServices['sessions'], 'revokeAll'>;
  emailFlows: Pick<AuthServices['emailFlows'], 'sendVerification'>;
  jobs: Pick<JobsService, 'retry' | 'cancel'>;
  projects: Pick<ProjectsService, 'crawlNow' | 'cancel'>;
  engines: { impl: Pick<EnginesService['impl'], 'retry' | 'systemHealth'> };
}
