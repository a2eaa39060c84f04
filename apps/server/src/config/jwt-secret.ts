import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/client';
import { type Env, generateSecret } from './env';
import { sharedJwtSecret } from './secrets.repository';

/**
 * JWT_SECRET when configured; otherwise one generated once and kept (DATA_DIR/secret.key on PGlite,
 * an app_settings row on PostgreSQL so every process agrees) so tokens survive restarts.
 */
export async function resolveJwtSecret(config: Env, database: Database): Promise<string> {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  if (database.driver === 'postgres') {
    return sharedJwtSecret(database.db, generateSecret());
  }
  if (config.inMemory) return generateSecret();
  const file = path.join(config.DATA_DIR, 'secret.key');
  if (fs.existsSync(file)) {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  }
  const secret = generateSecret();
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
