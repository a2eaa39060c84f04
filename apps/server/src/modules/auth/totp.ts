import { createHash, randomBytes } from 'node:crypto';
import { authenticator } from 'otplib';
import QRCode from 'qrcode';

const ISSUER = 'SEO Domination Platform';
const totp = authenticator.clone({ window: 1 });

export const BACKUP_CODE_COUNT = 10;

export function newTotpSecret(email: string) {
  const secret = totp.generateSecret();
  return { secret, otpauthUrl: totp.keyuri(email, ISSUER, secret) };
}

export const qrCodeDataUrl = (otpauthUrl: string) => QRCode.toDataURL(otpauthUrl);

export function checkTotp(code: string, secret: string): boolean {
  try {
    return totp.check(code.replace(/\s/g, ''), secret);
  } catch {
    return false;
  }
}

export const generateTotp = (secret: string) => totp.generate(secret);

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
