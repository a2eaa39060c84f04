import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { twoFactor, twoFactorBackupCodes } from '../../db/schema/index';

export async function getTwoFactor(db: Db, userId: string) {
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
  return row;
}

/** Stores a new, not yet enabled secret (replacing an earlier unconfirmed one). */
export async function savePendingSecret(db: Db, userId: string, secret: string) {
  await db
    .insert(twoFactor)
    .values({ userId, secret, enabled: false })
    .onConflictDoUpdate({ target: twoFactor.userId, set: { secret, enabled: false, enabledAt: null } });
}

export async function enableTwoFactor(db: Db, userId: string, backupCodeHashes: string[], usedStep: number) {
  await db.transaction(async (tx) => {
    await tx
      .update(twoFactor)
      .set({ enabled: true, enabledAt: new Date(), lastUsedStep: usedStep })
      .where(eq(twoFactor.userId, userId));
    await tx.delete(twoFactorBackupCodes).where(eq(twoFactorBackupCodes.userId, userId));
    await tx.insert(twoFactorBackupCodes).values(backupCodeHashes.map((codeHash) => ({ userId, codeHash })));
  });
}

export async function disableTwoFactor(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(twoFactorBackupCodes).where(eq(twoFactorBackupCodes.userId, userId));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
  });
}

export function listUnusedBackupCodes(db: Db, userId: string) {
  return db
    .select({ id: twoFactorBackupCodes.id, codeHash: twoFactorBackupCodes.codeHash })
    .from(twoFactorBackupCodes)
    .where(and(eq(twoFactorBackupCodes.userId, userId), isNull(twoFactorBackupCodes.usedAt)));
}

/** Spends a backup code in one statement; true when it was still unused (a parallel use loses). */
export async function spendBackupCode(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(twoFactorBackupCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(twoFactorBackupCodes.id, id),
        eq(twoFactorBackupCodes.userId, userId),
        isNull(twoFactorBackupCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorBackupCodes.id });
  return rows.length > 0;
}

/** Accepts a TOTP step only if it is newer than the last one used, in one statement (no replay). */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(twoFactor)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoFactor.userId, userId),
        eq(twoFactor.enabled, true),
        or(isNull(twoFactor.lastUsedStep), lt(twoFactor.lastUsedStep, step)),
      ),
    )
    .returning({ userId: twoFactor.userId });
  return rows.length > 0;
}

/** Replaces a stored secret with its sealed form, if it is still the one read (legacy rows). */
export async function resealSecret(db: Db, userId: string, stored: string, sealed: string) {
  await db
    .update(twoFactor)
    .set({ secret: sealed })
    .where(and(eq(twoFactor.userId, userId), eq(twoFactor.secret, stored)));
}
