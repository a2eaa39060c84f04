import {
  DATA_EXPORT_KEEP_DAYS,
  type DataExport,
  type StartDataExport,
  startDataExportSchema,
} from '@sdp/shared';
import type { Actor } from '../../lib/actor';
import { emitAudit } from '../../lib/audit';
import type { ServiceDeps } from '../../lib/deps';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { SharedQueue } from '../jobs/index';
import type { RealtimeHub } from '../realtime/index';
import * as repo from './data-export.repository';
import { buildExport, type ExportPorts } from './export-builder';

// Data exports (docs/data-export.md): one at a time per user, built in the background as a durable
// job (a pg-boss message on the jobs module's queue; in this process when there is no queue),
// kept DATA_EXPORT_KEEP_DAYS days, then the file is deleted by the daily cleanup.

export const DATA_EXPORT_QUEUE = 'data-export';
const DAY_MS = 86_400_000;
/** An export queued or running longer than this is taken as lost: it fails, and another may start. */
export const EXPORT_STALE_MS = 30 * 60_000;
/** Rows (not files) are kept this long, so the list shows recent expired exports. */
const ROW_KEEP_DAYS = 30;
const LIST_LIMIT = 10;

export const EXPORT_RUNNING =
  'An export is already being prepared. Wait for it to finish before starting another.';

export interface DataExportPorts extends ExportPorts {
  realtime: () => RealtimeHub | undefined;
  queue: () => SharedQueue | undefined;
}

interface ExportMessage {
  exportId: string;
}

function present(row: repo.DataExportRow, now = new Date()): DataExport {
  const expired = row.status === 'done' && row.expiresAt !== null && row.expiresAt <= now;
  return {
    id: row.id,
    format: row.format,
    status: expired ? 'expired' : row.status,
    progress: row.progress,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

export function createDataExportService(deps: ServiceDeps, ports: DataExportPorts) {
  const { db, log } = deps;
  const running = new Set<Promise<void>>();
  let stopped = false;

  function notify(userId: string, type: 'success' | 'error', title: string, message: string) {
    try {
      ports.realtime()?.toUser(userId, 'user:notification', { type, title, message });
    } catch (err) {
      log.warn({ err }, 'data export: notification push failed');
    }
  }

  /** Builds one export, once: the claim decides which worker runs it. */
  async function run(exportId: string): Promise<void> {
    const row = await repo.claim(db, exportId);
    if (!row) return;
    try {
      const built = await buildExport(db, ports, row, (progress) => repo.setProgress(db, row.id, progress));
      const done = await repo.finish(db, row.id, {
        ...built,
        expiresAt: new Date(Date.now() + DATA_EXPORT_KEEP_DAYS * DAY_MS),
      });
      if (done)
        notify(
          row.userId,
          'success',
          'Your data export is ready',
          `Download it in Settings, Data export, within ${DATA_EXPORT_KEEP_DAYS} days.`,
        );
    } catch (err) {
      log.error({ err, exportId }, 'data export failed');
      const message =
        err instanceof AppError ? err.message : 'The export could not be built. Please try again.';
      await repo.fail(db, row.id, message);
      notify(row.userId, 'error', 'Your data export failed', message);
    }
  }

  function inProcess(exportId: string) {
    const p = run(exportId).catch((err) => log.error({ err, exportId }, 'data export: run failed'));
    running.add(p);
    void p.finally(() => running.delete(p));
  }

  async function enqueue(exportId: string) {
    const sent = await ports
      .queue()
      ?.send<ExportMessage>(DATA_EXPORT_QUEUE, { exportId }, { singletonKey: exportId })
      .catch((err) => {
        log.warn({ err, exportId }, 'data export: queue send failed; building here');
        return false;
      });
    if (!sent && !stopped) inProcess(exportId);
  }

  return {
    async start(actor: Actor, raw: StartDataExport): Promise<DataExport> {
      const parsed = startDataExportSchema.safeParse(raw);
      if (!parsed.success) throw new ValidationError(parsed.error.issues[0]?.message ?? 'Invalid body');
      const row = await repo.createUnlessRunning(
        db,
        { userId: actor.userId, teamId: actor.teamId, format: parsed.data.format },
        new Date(Date.now() - EXPORT_STALE_MS),
      );
      if (!row) throw new ConflictError(EXPORT_RUNNING, 'export_running');
      emitAudit(deps, {
        kind: 'account.data_export_requested',
        teamId: null,
        userId: actor.userId,
        subjectUserId: actor.userId,
        summary: `Requested a data export (${row.format.toUpperCase()})`,
      });
      await enqueue(row.id);
      return present(row);
    },

    async list(actor: Actor): Promise<DataExport[]> {
      const now = new Date();
      return (await repo.listExports(db, actor.userId, LIST_LIMIT)).map((r) => present(r, now));
    },

    async get(actor: Actor, id: string): Promise<DataExport> {
      const row = await repo.getExport(db, actor.userId, id);
      if (!row) throw new NotFoundError('Export');
      return present(row);
    },

    /** The file of the caller's own finished export; 409 before it is ready, 410 once deleted. */
    async download(actor: Actor, id: string) {
      const row = await repo.getExport(db, actor.userId, id);
      if (!row) throw new NotFoundError('Export');
      const view = present(row);
      if (view.status === 'queued' || view.status === 'running')
        throw new ConflictError('This export is not ready yet.', 'export_not_ready');
      if (view.status === 'failed')
        throw new ConflictError('This export failed. Please start a new one.', 'export_failed');
      const file = await repo.exportFile(db, actor.userId, id);
      if (view.status === 'expired' || !file?.file)
        throw new AppError(410, 'export_expired', 'This export has expired. Please start a new one.');
      return {
        file: file.file,
        fileName: file.fileName ?? `sdp-export.${row.format === 'json' ? 'json' : 'zip'}`,
        contentType: file.contentType ?? 'application/octet-stream',
      };
    },

    run,

    /** Retention as of `now` (docs/data-export.md#retention). */
    cleanup: (now = new Date()) =>
      repo.cleanup(
        db,
        now,
        new Date(now.getTime() - EXPORT_STALE_MS),
        new Date(now.getTime() - ROW_KEEP_DAYS * DAY_MS),
      ),

    /** The queue's worker, and exports a previous process left (PGlite: this folder's only process). */
    async startWorker() {
      const queue = ports.queue();
      if (queue)
        await queue.work<ExportMessage>(DATA_EXPORT_QUEUE, ({ exportId }) => run(exportId), {
          concurrency: 1,
        });
      if (deps.driver === 'pglite') {
        for (const id of await repo.requeueUnfinished(db, new Date(Date.now() - EXPORT_STALE_MS)))
          await enqueue(id);
      }
    },

    async stop() {
      stopped = true;
      await Promise.allSettled([...running]);
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
