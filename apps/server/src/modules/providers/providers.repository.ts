import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type MeasurementKind, providerCredentials } from '../../db/schema/index';

/** What a provider measures, as stored (provider.types.ts uses it). */
export type { MeasurementKind };

export async function listCredentials(db: Db, teamId: string) {
  return db
    .select({
      providerId: providerCredentials.providerId,
      keyCiphertext: providerCredentials.keyCiphertext,
      updatedAt: providerCredentials.updatedAt,
    })
    .from(providerCredentials)
    .where(eq(providerCredentials.teamId, teamId));
}

export async function findCredential(db: Db, teamId: string, providerId: string) {
  const [row] = await db
    .select({ keyCiphertext: providerCredentials.keyCiphertext })
    .from(providerCredentials)
    .where(and(eq(providerCredentials.teamId, teamId), eq(providerCredentials.providerId, providerId)));
  return row;
}

export async function upsertCredential(
  db: Db,
  values: { teamId: string; userId: string; providerId: string; keyCiphertext: string },
) {
  await db
    .insert(providerCredentials)
    .values(values)
    .onConflictDoUpdate({
      target: [providerCredentials.teamId, providerCredentials.providerId],
      set: { keyCiphertext: values.keyCiphertext, userId: values.userId, updatedAt: new Date() },
    });
}

export async function deleteCredential(db: Db, teamId: string, providerId: string): Promise<boolean> {
  const rows = await db
    .delete(providerCredentials)
    .where(and(eq(providerCredentials.teamId, teamId), eq(providerCredentials.providerId, providerId)))
    .returning({ id: providerCredentials.id });
  return rows.length > 0;
}

/** Teams holding a key of one of these providers (scheduled SERP checks run only for them). */
export async function teamsWithCredentials(db: Db, providerIds: string[]): Promise<string[]> {
  if (providerIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ teamId: providerCredentials.teamId })
    .from(providerCredentials)
    .where(inArray(providerCredentials.providerId, providerIds));
  return rows.map((r) => r.teamId);
}
