import { and, desc, eq, getTableColumns, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataExports } from '../../db/schema/index';

// The rows of data exports (docs/data-export.md): one per request, its status and progress, and
// the file while it is kept. Every read is scoped to the user who asked for it.

const { file: _file, ...meta } = getTableColumns(dataExports);

export type DataExportRow = Omit<typeof dataExports.$inferSelect, 'file'>;

/**
 * A queued export for the user, unless they have one queued or running that started after
 * `staleBefore` (null then). One statement under a per-user lock, so two requests at once make one.
 */
export async function createUnlessRunning(
  db: Db,
  values: { userId: string; teamId: string; format: 'json' | 'csv' },
  staleBefore: Date,
): Promise<DataExportRow | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`data-export:${values.userId}`}))`);
    const [busy] = await tx
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(
        and(
          eq(dataExports.userId, values.userId),
          inArray(dataExports.status, ['queued', 'running']),
          sql`${dataExports.createdAt} >= ${staleBefore.toISOString()}::timestamptz`,
        ),
      )
      .limit(1);
    if (busy) return null;
    const [row] = await tx.insert(dataExports).values(values).returning(meta);
    return row ?? null;
  });
}

export async function getExport(db: Db, userId: string, id: string): Promise<DataExportRow | undefined> {
  const [row] = await db
    .select(meta)
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
  return row;
}

export async function listExports(db: Db, userId: string, limit: number): Promise<DataExportRow[]> {
  return db
    .select(meta)
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(limit);
}

/** The file of the user's finished export, while it is kept. */
export async function exportFile(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({
      file: dataExports.file,
      fileName: dataExports.fileName,
      contentType: dataExports.contentType,
      expiresAt: dataExports.expiresAt,
    })
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId), eq(dataExports.status, 'done')));
  return row;
}

/** Takes a queued export to run; null when it is not queued (another worker has it, or it is done). */
export async function claim(db: Db, id: string): Promise<DataExportRow | null> {
  const [row] = await db
    .update(dataExports)
    .set({ status: 'running', progress: 0 })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'queued')))
    .returning(meta);
  return row ?? null;
}

export async function setProgress(db: Db, id: string, progress: number) {
  await db
    .update(dataExports)
    .set({ progress })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'running')));
}

export async function finish(
  db: Db,
  id: string,
  file: { file: Buffer; fileName: string; contentType: string; expiresAt: Date },
): Promise<DataExportRow | null> {
  const [row] = await db
    .update(dataExports)
    .set({ ...file, sizeBytes: file.file.length, status: 'done', progress: 100, finishedAt: new Date() })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'running')))
    .returning(meta);
  return row ?? null;
}

export async function fail(db: Db, id: string, error: string): Promise<DataExportRow | null> {
  const [row] = await db
    .update(dataExports)
    .set({ status: 'failed', error, finishedAt: new Date() })
    .where(and(eq(dataExports.id, id), inArray(dataExports.status, ['queued', 'running'])))
    .returning(meta);
  return row ?? null;
}

/** Exports left queued or running (a process ended under them): queued again to run once more. */
export async function requeueUnfinished(db: Db, startedAfter: Date): Promise<string[]> {
  const rows = await db
    .update(dataExports)
    .set({ status: 'queued', progress: 0 })
    .where(
      and(
        inArray(dataExports.status, ['queued', 'running']),
        sql`${dataExports.createdAt} >= ${startedAfter.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: dataExports.id });
  return rows.map((r) => r.id);
}

/**
 * Retention as of `now`: files past their expiry are deleted (the row stays, as expired); exports
 * left queued or running since before `staleBefore` fail; rows older than `dropBefore` go.
 */
export async function cleanup(db: Db, now: Date, staleBefore: Date, dropBefore: Date) {
  const expired = await db
    .update(dataExports)
    .set({ file: null })
    .where(and(isNotNull(dataExports.file), lt(dataExports.expiresAt, now)))
    .returning({ id: dataExports.id });
  await db
    .update(dataExports)
    .set({
      status: 'failed',
      error: 'The export did not finish in time. Please start a new one.',
      finishedAt: now,
    })
    .where(and(inArray(dataExports.status, ['queued', 'running']), lt(dataExports.createdAt, staleBefore)));
  const dropped = await db
    .delete(dataExports)
    .where(or(lt(dataExports.createdAt, dropBefore)))
    .returning({ id: dataExports.id });
  return { expired: expired.length, dropped: dropped.length };
}
