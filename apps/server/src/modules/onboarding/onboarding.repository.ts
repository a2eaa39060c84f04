import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMarketFocus } from '../../db/schema/index';

/** The team's market focus row, or undefined before the first save. */
export async function marketFocus(db: Db, teamId: string) {
  const [row] = await db.select().from(teamMarketFocus).where(eq(teamMarketFocus.teamId, teamId));
  return row;
}

export async function saveMarketFocus(
  db: Db,
  teamId: string,
  userId: string,
  values: { verticals: string[]; state: string | null },
) {
  const [row] = await db
    .insert(teamMarketFocus)
    .values({ teamId, updatedBy: userId, ...values })
    .onConflictDoUpdate({
      target: teamMarketFocus.teamId,
      set: { ...values, updatedBy: userId, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}
