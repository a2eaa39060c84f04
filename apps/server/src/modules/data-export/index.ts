import { dailyTask } from '../../lib/daily-task';
import { defineModule } from '../../lib/module';
import { dataExportRoutes } from './data-export.routes';
import { createDataExportService, type DataExportService } from './data-export.service';

export type { DataExportService } from './data-export.service';

declare module '../../lib/module' {
  interface ModuleServices {
    /** Data exports: everything a user may read, as JSON or a zip of CSV files, built as a job. */
    dataExports: DataExportService;
  }
}

/** Data export (docs/data-export.md). */
export const dataExportModule = defineModule({
  name: 'data-export',
  provides: ['dataExports'],
  requires: ['revenue', 'realtime', 'queue'],
  create: ({ deps, use }) => {
    const revenue = use('revenue');
    const realtime = use('realtime');
    const queue = use('queue');
    const dataExports = createDataExportService(deps, {
      revenue: () => revenue,
      realtime: () => realtime,
      queue: () => queue.current(),
    });
    const cleanup = dailyTask(deps.log, 'data export: cleanup', () => dataExports.cleanup());
    return {
      services: { dataExports },
      routes: (app) => dataExportRoutes(app, { exports: dataExports }),
      // After the jobs module started the queue.
      start: async () => {
        await dataExports.startWorker();
        cleanup.start();
      },
      stop: async () => {
        await cleanup.stop();
        await dataExports.stop();
      },
    };
  },
});
