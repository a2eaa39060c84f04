import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { appSettings, mailOutbox, providerCredentials, twoFactor } from '../db/schema/index';
import { createKeyBox, isSealed, type KeyBox } from '../lib/key-box';
import { TOTP_SEAL_PURPOSE, totpSealContext } from '../modules/auth/totp-secret-box';
import { MAIL_SEAL_PURPOSE, mailSealContext } from '../modules/mail/mail-links';
import type { SealingKeys } from './sealing-key';

// At start: checks that this process has the key the database's secrets are sealed with, and
// re-seals with the current key every value sealed with a previous key (SEALING_KEY_PREVIOUS) or
// with the signing-secret-derived key of versions before the sealing key ('v1.'), and every TOTP
// secret stored plain. Idempotent, and safe with several processes: each row is rewritten only if it
// still holds the value read.

const KEY_ID_SETTING = 'sealing_key_id';

export class SealingKeyMismatchError extends Error {
  override name = 'SealingKeyMismatchError';
}

export interface ResealReport {
  resealed: number;
  /** Values no key of this process opens (sealed with a key it was not given). */
  unopenable: number;
}

/**
 * The database remembers the id (a fingerprint, not the key) of the key its secrets are sealed with.
 * A process with another key stops here instead of sealing new values no other process can open.
 */
export async function checkSealingKey(db: Db, keys: SealingKeys): Promise<string | null> {
  await db.insert(appSettings).values({ key: KEY_ID_SETTING, value: keys.current.id }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, KEY_ID_SETTING));
  const stored = row?.value ?? keys.current.id;
  if (stored === keys.current.id) return null;
  if (keys.previous.some((p) => p.id === stored)) return stored; // a rotation: re-seal, then record
  throw new SealingKeyMismatchError(
    `This database's secrets are sealed with sealing key ${stored}, but this process has key ${keys.current.id}. ` +
      'Give every process the same key (SEALING_KEY or SEALING_KEY_FILE); to rotate, set the old key as ' +
      'SEALING_KEY_PREVIOUS. See docs/operations.md (Sealing key).',
  );
}

export async function resealAll(db: Db, keys: SealingKeys): Promise<ResealReport> {
  const report: ResealReport = { resealed: 0, unopenable: 0 };
  const count = (outcome: 'resealed' | 'unopenable' | 'skip') => {
    if (outcome !== 'skip') report[outcome] += 1;
  };

  const providers = createKeyBox(keys);
  for (const row of await db
    .select({
      id: providerCredentials.id,
      value: providerCredentials.keyCiphertext,
      teamId: providerCredentials.teamId,
      providerId: providerCredentials.providerId,
    })
    .from(providerCredentials)) {
    count(
      await reseal(providers, row.value, `${row.teamId}/${row.providerId}`, async (next) =>
        rowsOf(
          await db
            .update(providerCredentials)
            .set({ keyCiphertext: next })
            .where(and(eq(providerCredentials.id, row.id), eq(providerCredentials.keyCiphertext, row.value)))
            .returning({ id: providerCredentials.id }),
        ),
      ),
    );
  }

  const totp = createKeyBox(keys, TOTP_SEAL_PURPOSE);
  for (const row of await db.select({ userId: twoFactor.userId, value: twoFactor.secret }).from(twoFactor)) {
    count(
      await reseal(totp, row.value, totpSealContext(row.userId), async (next) =>
        rowsOf(
          await db
            .update(twoFactor)
            .set({ secret: next })
            .where(and(eq(twoFactor.userId, row.userId), eq(twoFactor.secret, row.value)))
            .returning({ userId: twoFactor.userId }),
        ),
      ),
    );
  }

  const mail = createKeyBox(keys, MAIL_SEAL_PURPOSE);
  for (const row of await db
    .select({ id: mailOutbox.id, value: mailOutbox.linkSealed })
    .from(mailOutbox)
    .where(isNotNull(mailOutbox.linkSealed))) {
    const value = row.value as string;
    count(
      await reseal(mail, value, mailSealContext(row.id), async (next) =>
        rowsOf(
          await db
            .update(mailOutbox)
            .set({ linkSealed: next })
            .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.linkSealed, value)))
            .returning({ id: mailOutbox.id }),
        ),
      ),
    );
  }
  return report;
}

/** After a rotation's re-seal: the database now names the current key (if it still named `from`). */
export async function recordSealingKey(db: Db, keys: SealingKeys, from: string) {
  await db
    .update(appSettings)
    .set({ value: keys.current.id, updatedAt: sql`now()` })
    .where(and(eq(appSettings.key, KEY_ID_SETTING), eq(appSettings.value, from)));
}

/** The whole start-up step: check, re-seal, record, and say what happened. */
export async function prepareSealing(db: Db, keys: SealingKeys, log: FastifyBaseLogger) {
  const rotatedFrom = await checkSealingKey(db, keys);
  const report = await resealAll(db, keys);
  if (rotatedFrom) await recordSealingKey(db, keys, rotatedFrom);
  if (report.resealed)
    log.info(
      { resealed: report.resealed, keyId: keys.current.id },
      'secrets re-sealed with the current sealing key',
    );
  if (report.unopenable)
    log.error(
      { unopenable: report.unopenable, keyId: keys.current.id },
      'some sealed secrets open with none of the sealing keys given (SEALING_KEY, SEALING_KEY_PREVIOUS); they were left as they are',
    );
  return report;
}

const rowsOf = (rows: unknown[]) => rows.length;

async function reseal(
  box: KeyBox,
  value: string,
  context: string,
  write: (next: string) => Promise<number>,
): Promise<'resealed' | 'unopenable' | 'skip'> {
  if (box.isCurrent(value)) return 'skip';
  // Only TOTP secrets were ever stored plain (base32); anything else unsealed is left alone.
  const plain = isSealed(value) ? box.open(value, context) : context.startsWith('totp:') ? value : null;
  if (plain === null) return 'unopenable';
  return (await write(box.seal(plain, context))) > 0 ? 'resealed' : 'skip';
}
