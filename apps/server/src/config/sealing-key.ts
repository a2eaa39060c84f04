import { hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';

// The sealing key encrypts secrets at rest (provider keys, TOTP secrets, mailed links). It is not the
// signing secret and it is never stored in the database, so a copy of the database opens nothing.
// Sources, first found: SEALING_KEY (32 bytes, base64 or hex), SEALING_KEY_FILE, the default file
// (~/.config/seo-domination-platform/sealing.key, generated on first start). SEALING_KEY_PREVIOUS
// lists older keys: values sealed with them are opened and re-sealed with the current key at start.

export interface SealingKey {
  /** Public fingerprint of the key (not the key): sealed values and the database name it by this. */
  readonly id: string;
  readonly key: Buffer;
}

/** The keys of one process. Printing or serialising it shows the key id only. */
export class SealingKeys {
  constructor(
    readonly current: SealingKey,
    readonly previous: readonly SealingKey[] = [],
    /** The signing secret, whose derived key sealed values before the sealing key existed ('v1.'). */
    readonly legacySecret: string | null = null,
  ) {}

  withLegacySecret(secret: string): SealingKeys {
    return new SealingKeys(this.current, this.previous, secret);
  }

  toJSON() {
    return `[sealing key ${this.current.id}]`;
  }

  [inspect.custom]() {
    return this.toJSON();
  }
}

export const keyId = (key: Buffer) =>
  Buffer.from(hkdfSync('sha256', key, '', 'sdp sealing key id', 6)).toString('hex');

export const sealingKey = (key: Buffer): SealingKey => ({ id: keyId(key), key });

/** 32 bytes written as 64 hex digits or base64/base64url; null when the text is neither. */
export function parseKeyText(text: string): Buffer | null {
  const t = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(t)) return Buffer.from(t, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(t)) {
    const key = Buffer.from(t.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (key.length === 32) return key;
  }
  return null;
}

/** Problem with a SEALING_KEY_PREVIOUS value (comma-separated keys), or null when it is fine. */
export function previousKeysProblem(text: string): string | null {
  const parts = text.split(',').map((p) => p.trim());
  return parts.every((p) => parseKeyText(p))
    ? null
    : 'must be keys of 32 bytes (64 hex digits or base64), separated by commas';
}

/** Where the key is kept when neither SEALING_KEY nor SEALING_KEY_FILE is set: outside DATA_DIR. */
export const defaultSealingKeyFile = () =>
  path.join(os.homedir(), '.config', 'seo-domination-platform', 'sealing.key');

export interface SealingKeyConfig {
  SEALING_KEY?: string;
  SEALING_KEY_FILE?: string;
  SEALING_KEY_PREVIOUS?: string;
  inMemory: boolean;
}

export interface ResolvedSealingKeys {
  keys: SealingKeys;
  /** Where the key came from: 'SEALING_KEY', a file path, or 'memory' (an in-memory test database). */
  source: string;
  /** Set when this start generated the key file: the one line to log about it. */
  generatedNotice?: string;
}

export class SealingKeyError extends Error {
  override name = 'SealingKeyError';
}

/**
 * The current and previous sealing keys; generates the key file on first start (not with
 * `generate: false`, for tools that only read: a missing key is then an error).
 */
export function resolveSealingKeys(config: SealingKeyConfig, { generate = true } = {}): ResolvedSealingKeys {
  const previous = (config.SEALING_KEY_PREVIOUS ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const key = parseKeyText(p);
      if (!key) throw new SealingKeyError('SEALING_KEY_PREVIOUS: every key must be 32 bytes (hex or base64)');
      return sealingKey(key);
    });
  const done = (key: Buffer, source: string, generatedNotice?: string): ResolvedSealingKeys => {
    const current = sealingKey(key);
    return {
      keys: new SealingKeys(
        current,
        previous.filter((p) => p.id !== current.id),
      ),
      source,
      generatedNotice,
    };
  };

  if (config.SEALING_KEY) {
    const key = parseKeyText(config.SEALING_KEY);
    if (!key) throw new SealingKeyError('SEALING_KEY must be 32 bytes written as 64 hex digits or base64');
    return done(key, 'SEALING_KEY');
  }
  // An in-memory database (tests) lives as long as the process: so may its key, unless one is given.
  if (!config.SEALING_KEY_FILE && config.inMemory) return done(randomBytes(32), 'memory');

  const file = path.resolve(config.SEALING_KEY_FILE ?? defaultSealingKeyFile());
  const existing = readKeyFile(file);
  if (existing) return done(existing, file);
  if (!generate)
    throw new SealingKeyError(
      `No sealing key in ${file}: set SEALING_KEY or SEALING_KEY_FILE as the server has it.`,
    );
  const key = randomBytes(32);
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    // Written whole to a temporary name, then linked into place: link() fails when the file exists,
    // so two processes starting together never keep two keys (the loser reads the winner's).
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    try {
      fs.linkSync(partial, file);
    } finally {
      fs.rmSync(partial, { force: true });
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') {
      const raced = readKeyFile(file);
      if (raced) return done(raced, file);
    }
    throw new SealingKeyError(
      `Cannot write the sealing key to ${file} (${(err as Error).message}). Set SEALING_KEY, or SEALING_KEY_FILE to a writable path.`,
    );
  }
  return done(
    key,
    file,
    `Generated a new sealing key in ${file}. It encrypts provider keys, two-factor secrets and mailed links: back it up apart from the database (docs/operations.md, Backups); without it they cannot be opened.`,
  );
}

function readKeyFile(file: string): Buffer | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new SealingKeyError(`Cannot read the sealing key file ${file}: ${(err as Error).message}`);
  }
  const key = parseKeyText(text);
  if (!key) {
    throw new SealingKeyError(
      `The sealing key file ${file} does not hold a 32-byte key (hex or base64). It is never overwritten: fix or move it.`,
    );
  }
  return key;
}
