import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { createKeyBox, isSealed, type KeyBox } from '../lib/key-box';
import { TOTP_SEAL_PURPOSE, totpSealContext } from '../modules/auth/totp-secret-box';
import { MAIL_SEAL_PURPOSE, mailSealContext } from '../modules/mail/mail-links';
import type { SealingKeys } from './sealing-key';
import * as repo from './secrets.repository';

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
  const stored = (await repo.storedSealingKeyId(db, KEY_ID_SETTING, keys.current.id)) ?? keys.current.id;
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
  for (const row of await repo.providerKeys(db)) {
    count(
      await reseal(providers, row.value, `${row.teamId}/${row.providerId}`, (next) =>
        repo.replaceProviderKey(db, row.id, row.value, next),
      ),
    );
  }

  const totp = createKeyBox(keys, TOTP_SEAL_PURPOSE);
  for (const row of await repo.totpSecrets(db)) {
    count(
      await reseal(totp, row.value, totpSealContext(row.userId), (next) =>
        repo.replaceTotpSecret(db, row.userId, row.value, next),
      ),
    );
  }

  const mail = createKeyBox(keys, MAIL_SEAL_PURPOSE);
  for (const row of await repo.sealedMailLinks(db)) {
    const value = row.value as string;
    count(
      await reseal(mail, value, mailSealContext(row.id), (next) =>
        repo.replaceMailLink(db, row.id, value, next),
      ),
    );
  }
  return report;
}

/** After a rotation's re-seal: the database now names the current key (if it still named `from`). */
export async function recordSealingKey(db: Db, keys: SealingKeys, from: string) {
  await repo.replaceSealingKeyId(db, KEY_ID_SETTING, keys.current.id, from);
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
