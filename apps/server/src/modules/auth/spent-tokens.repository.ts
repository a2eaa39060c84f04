import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { spentTokens } from '../../db/schema/index';

// Single-use signed tokens (the two-factor sign-in challenge): their id is recorded when used.

export async function isSpent(db: Db, jti: string): Promise<boolean> {
  const [row] = await db.select({ jti: spentTokens.jti }).from(spentTokens).where(eq(spentTokens.jti, jti));
  return Boolean(row);
}

/**
 * Spends a token in one statement: true for the first use, false when it was used already (on any
 * process). Rows of tokens that have expired anyway are purged on the way.
 */
export async function spendToken(db: Db, jti: string, expiresAt: Date): Promise<boolean> {
  await db.delete(spentTokens).where(lt(spentTokens.expiresAt, new Date()));
  const rows = await db
    .insert(spentTokens)
    .values({ jti, expiresAt })
    .onConflictDoNothing()
    .returning({ jti: spentTokens.jti });
  return rows.length > 0;
}
