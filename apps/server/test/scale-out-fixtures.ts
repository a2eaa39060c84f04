import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { EnvOverrides } from '../src/config/env';
import { createPgDatabase, testEnv } from './helpers';

// Several app instances on one PostgreSQL database (PostgreSQL only: PGlite is one process).

/** The PostgreSQL server of these tests; they skip without DATABASE_URL. */
export const adminUrl = process.env.DATABASE_URL;

export interface TwoInstances {
  one: FastifyInstance;
  two: FastifyInstance;
  /** Stops both instances (either may be closed already) and drops their database. */
  close(): Promise<void>;
}

/**
 * Two instances on a fresh database of DATABASE_URL, listening on loopback; both sign and verify
 * the same tokens and share a sealing key. `prepare` runs on each instance before it listens.
 */
export async function twoInstances(
  overrides: EnvOverrides = {},
  prepare: (app: FastifyInstance) => void = () => {},
): Promise<TwoInstances> {
  if (!adminUrl) throw new Error('DATABASE_URL is not set');
  const db = await createPgDatabase(adminUrl);
  // Processes of one database share its sealing key (a second one with another key refuses to start).
  const sealingKey = randomBytes(32).toString('base64');
  const apps: FastifyInstance[] = [];
  const close = async () => {
    for (const app of apps) await app.close().catch(() => {});
    await db.drop();
  };
  try {
    for (let i = 0; i < 2; i += 1) {
      const app = await buildApp(
        testEnv({ DATABASE_URL: db.url, JWT_SECRET: 'x'.repeat(40), SEALING_KEY: sealingKey, ...overrides }),
      );
      apps.push(app);
      prepare(app);
      await app.listen({ port: 0, host: '127.0.0.1' });
    }
  } catch (e) {
    await close();
    throw e;
  }
  const [one, two] = apps;
  return { one, two, close };
}
