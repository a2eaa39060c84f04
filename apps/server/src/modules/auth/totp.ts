import { createHash, randomBytes } from 'node:crypto';
import { authenticator } from 'otplib';
import QRCode from 'qrcode';

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

/** Backup codes look like "a1b2c-3d4e5"; they are stored as SHA-256 of their normalized form. */
export function newBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const hex = randomBytes(5).toString('hex');
    return `${hex.slice(0, 5)}-${hex.slice(5)}`;
  });
}

export const hashBackupCode = (code: string) =>
  createHash('sha256')
    .update(code.toLowerCase().replace(/[^0-9a-f]/g, ''))
    .digest('hex');
