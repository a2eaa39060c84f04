import { emitAudit } from '../../lib/audit';
import type { RequestContext, ServiceDeps } from '../../lib/deps';
import { UnauthorizedError, ValidationError } from '../../lib/errors';
import { presentLoginEvent, presentSession, presentUser } from './auth.presenter';
import * as repo from './auth.repository';
import { hashPassword, verifyPassword } from './password';
import type { SessionService } from './session.service';
import type { AccountTeams } from './team-ports';

export type AccountService = ReturnType<typeof createAccountService>;

/** What a signed-in user does with their own account. Every call is scoped to the caller's id. */
export function createAccountService(deps: ServiceDeps, sessions: SessionService, teams: AccountTeams) {
  const { db } = deps;
  async function me(userId: string) {
    const view = await repo.getUserView(db, userId);
    if (!view) throw new UnauthorizedError();
    return presentUser(view);
  }

  async function checkPassword(userId: string, password: string, message: string) {
    const user = await repo.findUserById(db, userId);
    if (!user) throw new UnauthorizedError();
    if (!user.passwordHash) {
      throw new ValidationError(
        'This account has no password yet. Use "Forgot password" to set one first.',
        undefined,
        'no_password',
      );
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new ValidationError(message, undefined, 'invalid_password');
    }
    return user;
  }

  return {
    me,

    async sessionInfo(userId: string, currentSid: string) {
      const [user, rows] = await Promise.all([me(userId), sessions.list(userId)]);
      return { user, sessions: rows.map((s) => presentSession(s, currentSid)) };
    },

    async loginHistory(userId: string) {
      return (await repo.listLoginHistory(db, userId, 50)).map(presentLoginEvent);
    },

    async changePassword(
      userId: string,
      currentSid: string,
      currentPassword: string,
      newPassword: string,
      ctx?: RequestContext,
    ) {
      await checkPassword(userId, currentPassword, 'Current password is incorrect');
      await repo.updateUser(db, userId, { passwordHash: await hashPassword(newPassword) });
      await sessions.revokeAll(userId, currentSid);
      emitAudit(
        deps,
        {
          kind: 'security.password_changed',
          teamId: null,
          userId,
          subjectUserId: userId,
          summary: 'Changed the password (other sessions were signed out)',
        },
        ctx,
      );
    },

    async deleteAccount(userId: string, password: string) {
      await checkPassword(userId, password, 'Password is incorrect');
      await teams.prepareAccountDeletion(userId);
      await sessions.forgetUser(userId);
      await repo.deleteUser(db, userId);
    },
  };
}
