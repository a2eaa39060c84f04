import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Env } from '../config/env';
import { type DataDirLock, lockDataDir } from './lock';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** Drizzle over either driver; both share the PostgreSQL dialect and query builder. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_LOCK_ID = 727_001; // advisory lock so several processes do not migrate at once

export interface OpenOptions {
  /** In-memory PGlite only: start from this dump (see dumpMigratedPglite) instead of running initdb (~3 s). */
  pgliteTemplate?: Blob;
}

/** Opens the database named by the config and applies pending migrations. */
export async function openDatabase(
  config: Pick<Env, 'DATABASE_URL' | 'DATA_DIR' | 'inMemory'>,
  options: OpenOptions = {},
): Promise<Database> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL);
  return openPglite(config.inMemory ? null : config.DATA_DIR, options.pgliteTemplate);
}

/** A dump of a freshly migrated in-memory PGlite, for tests that open many databases. */
export async function dumpMigratedPglite(): Promise<Blob> {
  const client = new PGlite('memory://');
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

async function openPglite(dataDir: string | null, template?: Blob): Promise<Database> {
  let lock: DataDirLock | null = null;
  if (dataDir) lock = lockDataDir(dataDir);
  try {
    const client = dataDir
      ? new PGlite(path.join(dataDir, 'pglite'))
      : new PGlite('memory://', template ? { loadDataDir: template } : {});
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS });
    return {
      db: db as unknown as Db,
      driver: 'pglite',
      async close() {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (err) {
    lock?.release();
    throw err;
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client's connection can be ended by the server (restart, failover, a dropped
  // database); without a listener the pool re-throws that as an uncaught exception.
  pool.on('error', (err) => console.warn(`PostgreSQL idle connection closed: ${err.message}`));
  try {
    const db = drizzlePg({ client: pool, schema });
    const locker = await pool.connect();
    try {
      await locker.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migratePg(db, { migrationsFolder: MIGRATIONS });
    } finally {
      await locker.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
      locker.release();
    }
    return { db: db as unknown as Db, driver: 'postgres', close: () => pool.end() };
  } catch (err) {
    await pool.end().catch(() => {});
    throw err;
  }
}
