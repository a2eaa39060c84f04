import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings, mailOutbox, providerCredentials, twoFactor } from '../db/schema/index';

// The start-up secrets' rows: the generated JWT secret (jwt-secret.ts) and the sealing key's id
// (app_settings), and the sealed values re-sealed at start (reseal.ts). A re-seal writes a row only
// if it still holds the value read, and answers how many rows it wrote (0 or 1).

/** The JWT secret all processes share: `candidate` is stored unless one is there (first writer wins). */
export async function sharedJwtSecret(db: Db, candidate: string): Promise<string> {
  await db.insert(appSettings).values({ key: 'jwt_secret', value: candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(sql`${appSettings.key} = 'jwt_secret'`);
  return row.value;
}

/** The sealing key id the database names under `key` (`keyId` is stored first unless one is there). */
export async function storedSealingKeyId(db: Db, key: string, keyId: string): Promise<string | undefined> {
  await db.insert(appSettings).values({ key, value: keyId }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  return row?.value;
}

/** Names `keyId` under `key`, if the database still names `from` there. */
export async function replaceSealingKeyId(db: Db, key: string, keyId: string, from: string) {
  await db
    .update(appSettings)
    .set({ value: keyId, updatedAt: sql`now()` })
    .where(and(eq(appSettings.key, key), eq(appSettings.value, from)));
}

export function providerKeys(db: Db) {
  return db
    .select({
      id: providerCredentials.id,
      value: providerCredentials.keyCiphertext,
      teamId: providerCredentials.teamId,
      providerId: providerCredentials.providerId,
    })
    .from(providerCredentials);
}

export async function replaceProviderKey(db: Db, id: string, from: string, next: string): Promise<number> {
  const rows = await db
    .update(providerCredentials)
    .set({ keyCiphertext: next })
    .where(and(eq(providerCredentials.id, id), eq(providerCredentials.keyCiphertext, from)))
    .returning({ id: providerCredentials.id });
  return rows.length;
}

export function totpSecrets(db: Db) {
  return db.select({ userId: twoFactor.userId, value: twoFactor.secret }).from(twoFactor);
}

export async function replaceTotpSecret(db: Db, userId: string, from: string, next: string): Promise<number> {
  const rows = await db
    .update(twoFactor)
    .set({ secret: next })
    .where(and(eq(twoFactor.userId, userId), eq(twoFactor.secret, from)))
    .returning({ userId: twoFactor.userId });
  return rows.length;
}

/** Outbox rows with a sealed link. */
export function sealedMailLinks(db: Db) {
  return db
    .select({ id: mailOutbox.id, value: mailOutbox.linkSealed })
    .from(mailOutbox)
    .where(isNotNull(mailOutbox.linkSealed));
}

export async function replaceMailLink(db: Db, id: string, from: string, next: string): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ linkSealed: next })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.linkSealed, from)))
    .returning({ id: mailOutbox.id });
  return rows.length;
}
