import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { authenticator } from 'otplib';
import QRCode from 'qrcode';
import { hashPassword, verifyPassword } from './password';

const ISSUER = 'SEO Domination Platform';
const STEP_SECONDS = 30;
const totp = authenticator.clone({ window: 1, step: STEP_SECONDS });

export const BACKUP_CODE_COUNT = 10;

export function newTotpSecret(email: string) {
  const secret = totp.generateSecret();
  return { secret, otpauthUrl: totp.keyuri(email, ISSUER, secret) };
}

export const qrCodeDataUrl = (otpauthUrl: string) => QRCode.toDataURL(otpauthUrl);

/** The time step a code belongs to (current step ± window), or null when it matches none. */
export function totpStep(code: string, secret: string, now = Date.now()): number | null {
  try {
    const delta = totp.checkDelta(code.replace(/\s/g, ''), secret);
    return delta === null ? null : Math.floor(now / 1000 / STEP_SECONDS) + delta;
  } catch {
    return null;
  }
}

/** The code of a moment (default now): tests and the browser suite step back to the previous window. */
export const generateTotp = (secret: string, at = Date.now()) => totp.clone({ epoch: at }).generate(secret);

export const isTotpShaped = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

/**
 * Backup codes: 16 base32 characters (80 bits), shown in groups of four ("ABCD-EFGH-JKLM-NPQR"), read
 * without case, spaces or dashes. Each is stored as its own argon2id hash (salted by argon2).
 */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const BACKUP_CODE_LENGTH = 16;

export function newBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const bytes = randomBytes(BACKUP_CODE_LENGTH);
    const chars = Array.from(bytes, (b) => BASE32[b & 31]).join('');
    return chars.match(/.{4}/g)?.join('-') ?? chars;
  });
}

/** The code as it is hashed: upper case, letters and digits only. */
export const normalizeBackupCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

export const hashBackupCode = (code: string) => hashPassword(normalizeBackupCode(code));

/**
 * Whether a code matches one stored hash: argon2id for codes issued now; SHA-256 of the lower-case hex
 * digits for codes issued before (10 hex digits, "a1b2c-3d4e5"), which keep working until used.
 */
export async function backupCodeMatches(storedHash: string, code: string): Promise<boolean> {
  if (storedHash.startsWith('$argon2')) return verifyPassword(storedHash, normalizeBackupCode(code));
  const legacy = createHash('sha256')
    .update(code.toLowerCase().replace(/[^0-9a-f]/g, ''))
    .digest();
  const stored = Buffer.from(storedHash, 'hex');
  return stored.length === legacy.length && timingSafeEqual(stored, legacy);
}
