import { MESSAGES } from '@sdp/shared';
import { emitAudit } from '../../lib/audit';
import type { RequestContext, ServiceDeps } from '../../lib/deps';
import { ValidationError } from '../../lib/errors';
import { passwordResetMail, verificationMail } from '../mail/index';
import type { UserRow } from './auth.repository';
import * as users from './auth.repository';
import * as tokensRepo from './email-tokens.repository';
import { hashPassword } from './password';
import type { SessionService } from './session.service';
import { hashToken, randomToken } from './tokens';

const VERIFY_TTL_MS = 48 * 3600_000;
const RESET_TTL_MS = 3600_000;

export const INVALID_LINK = 'This link is invalid or has expired';
export const RESET_REQUESTED =
  'If an account exists for this email, a link to reset the password has been sent. It is valid for 1 hour.';

export type EmailFlowsService = ReturnType<typeof createEmailFlowsService>;

/** E-mail verification and password reset: single-use links whose tokens are stored hashed. */
export function createEmailFlowsService(deps: ServiceDeps, sessions: SessionService) {
  const { db, config, mailer } = deps;

  async function issueLink(
    userId: string,
    purpose: tokensRepo.EmailTokenPurpose,
    ttlMs: number,
    page: string,
  ) {
    const token = randomToken();
    await tokensRepo.createEmailToken(db, {
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ttlMs),
    });
    return `${config.PUBLIC_URL}/${page}?token=${encodeURIComponent(token)}`;
  }

  async function sendVerification(user: Pick<UserRow, 'id' | 'email' | 'firstName'>) {
    const link = await issueLink(user.id, 'verify', VERIFY_TTL_MS, 'verify-email');
    await mailer.sendMail(verificationMail(user.email, user.firstName, link));
  }

  return {
    sendVerification,

    async verifyEmail(token: string, ctx?: RequestContext) {
      const userId = await tokensRepo.consumeEmailToken(db, hashToken(token), 'verify');
      if (!userId) throw new ValidationError(INVALID_LINK, undefined, 'invalid_token');
      const user = await users.findUserById(db, userId);
      if (user && !user.emailVerifiedAt) {
        await users.updateUser(db, userId, { emailVerifiedAt: new Date() });
        emitAudit(
          deps,
          {
            kind: 'security.email_verified',
            teamId: null,
            userId,
            subjectUserId: userId,
            summary: `Verified the e-mail address ${user.email}`,
          },
          ctx,
        );
      }
      await tokensRepo.spendOpenTokens(db, userId, 'verify');
      await users.promoteVerified(db, userId, config.ADMIN_EMAIL);
    },

    /** Same answer whether or not the address belongs to an unverified account. */
    async resendVerification(email: string) {
      const user = await users.findUserByEmail(db, email);
      if (user && !user.emailVerifiedAt) await sendVerification(user);
      return MESSAGES.resendSuccess;
    },

    /** Same answer whether or not the address belongs to an account. */
    async requestPasswordReset(email: string) {
      const user = await users.findUserByEmail(db, email);
      if (user) {
        const link = await issueLink(user.id, 'reset', RESET_TTL_MS, 'reset-password');
        await mailer.sendMail(passwordResetMail(user.email, link));
      }
      return RESET_REQUESTED;
    },

    /** Sets the new password, spends every open reset link and ends every session. */
    async confirmPasswordReset(token: string, password: string, ctx?: RequestContext) {
      const userId = await tokensRepo.consumeEmailToken(db, hashToken(token), 'reset');
      if (!userId) throw new ValidationError(INVALID_LINK, undefined, 'invalid_token');
      const user = await users.findUserById(db, userId);
      if (!user) throw new ValidationError(INVALID_LINK, undefined, 'invalid_token');
      await users.updateUser(db, userId, {
        passwordHash: await hashPassword(password),
        // Failures before now no longer count towards a sign-in lock (login-guard.ts).
        lockedUntil: new Date(),
        // The link reached this inbox, which proves the address.
        emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
      });
      await tokensRepo.spendOpenTokens(db, userId, 'reset');
      await sessions.revokeAll(userId);
      await users.promoteVerified(db, userId, config.ADMIN_EMAIL);
      emitAudit(
        deps,
        {
          kind: 'security.password_reset',
          teamId: null,
          userId,
          subjectUserId: userId,
          summary: 'Reset the password with an e-mailed link (every session was signed out)',
        },
        ctx,
      );
    },
  };
}
