import { emitAudit } from '../../lib/audit';
import type { RequestContext, ServiceDeps } from '../../lib/deps';
import { ConflictError, ValidationError } from '../../lib/errors';
import * as users from './auth.repository';
import { verifyPassword } from './password';
import {
  backupCodeMatches,
  hashBackupCode,
  isTotpShaped,
  newBackupCodes,
  newTotpSecret,
  qrCodeDataUrl,
  totpStep,
} from './totp';
import { createTotpSecretBox } from './totp-secret-box';
import * as repo from './two-factor.repository';

export const INVALID_CODE = 'Invalid two-factor code';
export const PASSWORD_INCORRECT = 'Password is incorrect';
export const PASSWORD_FOR_TWO_FACTOR = 'Enter your current password to turn on two-factor authentication';

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

export function createTwoFactorService(deps: ServiceDeps) {
  const { db, config } = deps;
  const audit = (userId: string, on: boolean, ctx?: RequestContext) =>
    emitAudit(
      deps,
      {
        kind: on ? 'security.two_factor_enabled' : 'security.two_factor_disabled',
        teamId: null,
        userId,
        subjectUserId: userId,
        summary: on ? 'Turned on two-factor authentication' : 'Turned off two-factor authentication',
      },
      ctx,
    );
  const box = createTotpSecretBox(config.sealing);

  /** The TOTP step of a code for the user's stored secret; a plain or older-key secret is re-sealed. */
  async function stepFor(userId: string, stored: string, code: string): Promise<number | null> {
    const secret = box.open(userId, stored);
    if (secret === null) return null;
    if (box.needsReseal(stored)) await repo.resealSecret(db, userId, stored, box.seal(userId, secret));
    return totpStep(code, secret);
  }

  /** An unused backup code of the user matching `code`, spent; false when none matches. */
  async function spendBackupCode(userId: string, code: string): Promise<boolean> {
    for (const row of await repo.listUnusedBackupCodes(db, userId)) {
      if (await backupCodeMatches(row.codeHash, code)) return repo.spendBackupCode(db, userId, row.id);
    }
    return false;
  }

  return {
    async setup(userId: string) {
      const [user, current] = await Promise.all([
        users.findUserById(db, userId),
        repo.getTwoFactor(db, userId),
      ]);
      if (!user) throw new ValidationError('Account not found');
      if (current?.enabled)
        throw new ConflictError('Two-factor authentication is already enabled', 'two_factor_enabled');
      const { secret, otpauthUrl } = newTotpSecret(user.email);
      await repo.savePendingSecret(db, userId, box.seal(userId, secret));
      return { secret, otpauthUrl, qrCodeDataUrl: await qrCodeDataUrl(otpauthUrl) };
    },

    /**
     * Confirms the pending secret with a first code and the current password (accounts that have
     * one); returns the backup codes, shown this once.
     */
    async enable(userId: string, code: string, password?: string, ctx?: RequestContext) {
      const user = await users.findUserById(db, userId);
      if (!user) throw new ValidationError('Account not found');
      if (user.passwordHash) {
        if (!password) throw new ValidationError(PASSWORD_FOR_TWO_FACTOR, undefined, 'password_required');
        if (!(await verifyPassword(user.passwordHash, password)))
          throw new ValidationError(PASSWORD_INCORRECT, undefined, 'invalid_password');
      }
      const current = await repo.getTwoFactor(db, userId);
      if (current?.enabled)
        throw new ConflictError('Two-factor authentication is already enabled', 'two_factor_enabled');
      if (!current)
        throw new ValidationError('Start two-factor setup first', undefined, 'two_factor_not_set_up');
      const step = await stepFor(userId, current.secret, code);
      if (step === null) throw new ValidationError(INVALID_CODE, undefined, 'invalid_two_factor_code');
      const backupCodes = newBackupCodes();
      await repo.enableTwoFactor(db, userId, await Promise.all(backupCodes.map(hashBackupCode)), step);
      audit(userId, true, ctx);
      return { backupCodes };
    },

    async disable(userId: string, password: string, ctx?: RequestContext) {
      const user = await users.findUserById(db, userId);
      if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
        throw new ValidationError(PASSWORD_INCORRECT, undefined, 'invalid_password');
      }
      const current = await repo.getTwoFactor(db, userId);
      if (!current?.enabled)
        throw new ValidationError(
          'Two-factor authentication is not enabled',
          undefined,
          'two_factor_disabled',
        );
      await repo.disableTwoFactor(db, userId);
      audit(userId, false, ctx);
    },

    /** A TOTP code not used before for the enabled secret, or an unused backup code (then spent). */
    async checkCode(userId: string, code: string): Promise<boolean> {
      const current = await repo.getTwoFactor(db, userId);
      if (!current?.enabled) return false;
      if (isTotpShaped(code)) {
        const step = await stepFor(userId, current.secret, code);
        return step !== null && repo.claimTotpStep(db, userId, step);
      }
      return spendBackupCode(userId, code);
    },
  };
}
