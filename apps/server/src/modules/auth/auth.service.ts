import {
  ACCOUNT_DISABLED_MESSAGE,
  type AuthSessionData,
  type RegisterRequest,
  type TwoFactorChallenge,
} from '@sdp/shared';
import type { RequestContext, ServiceDeps } from '../../lib/deps';
import { ConflictError, ForbiddenError, UnauthorizedError } from '../../lib/errors';
import { createAccountService } from './account.service';
import { presentUser } from './auth.presenter';
import type { UserRow } from './auth.repository';
import * as repo from './auth.repository';
import { createEmailFlowsService } from './email-flows.service';
import { createLoginGuard } from './login-guard';
import { hashPassword, verifyDummyPassword, verifyPassword } from './password';
import { createSessionService } from './session.service';
import * as spent from './spent-tokens.repository';
import type { AccountTeams, RegistrationInvitations } from './team-ports';
import { createTwoFactorService, INVALID_CODE } from './two-factor.service';

export const EMAIL_TAKEN = 'An account with this email already exists';
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const VERIFY_FIRST =
  'Please verify your email address to sign in. Check your inbox for the verification link.';
const CHALLENGE_EXPIRED = 'Your sign-in attempt has expired. Please sign in again.';
export const CHALLENGE_USED = 'This sign-in attempt has already been used. Please sign in again.';

export interface ExternalIdentity {
  provider: 'google';
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName?: string | null;
  lastName?: string | null;
  picture?: string | null;
}

export type AuthServices = ReturnType<typeof createAuthServices>;

/** Builds every auth service of one app over its database, config and mailer. */
export function createAuthServices(
  deps: ServiceDeps,
  invitations: RegistrationInvitations,
  teams: AccountTeams,
) {
  const { db, config } = deps;
  const sessions = createSessionService(deps);
  const emailFlows = createEmailFlowsService(deps, sessions);
  const twoFactor = createTwoFactorService(deps);
  const guard = createLoginGuard(deps);
  const account = createAccountService(deps, sessions, teams);

  /** A platform admin disabled the account (docs/admin.md#disabled-accounts). */
  function assertEnabled(user: Pick<UserRow, 'disabledAt'>) {
    if (user.disabledAt) throw new ForbiddenError(ACCOUNT_DISABLED_MESSAGE, 'account_disabled');
  }

  async function startSession(user: UserRow, ctx: RequestContext): Promise<AuthSessionData> {
    assertEnabled(user);
    const { tokens } = await sessions.issue(user, ctx);
    const view = await repo.getUserView(db, user.id);
    if (!view) throw new UnauthorizedError();
    return { user: presentUser(view), tokens };
  }

  const pastGrace = (user: UserRow) =>
    !user.emailVerifiedAt &&
    Date.now() - user.createdAt.getTime() > config.EMAIL_VERIFICATION_GRACE_HOURS * 3600_000;

  const auth = {
    async register(input: RegisterRequest, ctx: RequestContext): Promise<AuthSessionData> {
      const email = input.email.toLowerCase();
      if (await repo.findUserByEmail(db, email)) throw new ConflictError(EMAIL_TAKEN, 'email_taken');
      // An invitation link was mailed to this address: registering through it proves the address.
      const invite = input.inviteToken ?? null;
      if (invite) await invitations.checkForRegistration(invite, email);
      let user: UserRow;
      try {
        // Admin rights (first account, ADMIN_EMAIL) wait for the address to be verified: promoteVerified.
        user = await repo.createUserWithTeam(db, {
          email,
          passwordHash: await hashPassword(input.password),
          firstName: input.firstName,
          lastName: input.lastName,
          company: input.company || null,
          role: 'free',
          emailVerifiedAt: invite ? new Date() : null,
        });
      } catch (err) {
        if ((err as { code?: string }).code === '23505' || /unique/i.test(String((err as Error).message))) {
          throw new ConflictError(EMAIL_TAKEN, 'email_taken'); // lost a race with a parallel registration
        }
        throw err;
      }
      if (invite) {
        await repo.promoteVerified(db, user.id, config.ADMIN_EMAIL);
        await invitations.acceptAsNewUser(user.id, email, invite, ctx);
      } else await emailFlows.sendVerification(user);
      await guard.record(user, email, ctx, 'success', 'password');
      return startSession(user, ctx);
    },

    async login(
      email: string,
      password: string,
      ctx: RequestContext,
    ): Promise<AuthSessionData | TwoFactorChallenge> {
      const user = await repo.findUserByEmail(db, email);
      // An unknown e-mail gets the same answers as a wrong password, after the same work (a lock
      // check, an argon2 verify, a recorded failure), and the same lock after as many failures.
      if (!user) {
        await guard.assertUnknownNotLocked(email, ctx);
        await verifyDummyPassword(password);
        await guard.record(null, email, ctx, 'unknown_email', 'password');
        throw new UnauthorizedError(INVALID_CREDENTIALS, 'invalid_credentials');
      }
      await guard.assertNotLocked(user, ctx, 'password');
      if (!user.passwordHash) {
        await verifyDummyPassword(password);
        await guard.fail(user, ctx, 'wrong_password', 'password');
        throw new UnauthorizedError(INVALID_CREDENTIALS, 'invalid_credentials');
      }
      if (!(await verifyPassword(user.passwordHash, password))) {
        await guard.fail(user, ctx, 'wrong_password', 'password');
        throw new UnauthorizedError(INVALID_CREDENTIALS, 'invalid_credentials');
      }
      assertEnabled(user);
      if (pastGrace(user)) {
        await guard.record(user, email, ctx, 'unverified', 'password');
        throw new ForbiddenError(VERIFY_FIRST, 'email_not_verified');
      }
      const view = await repo.getUserView(db, user.id);
      if (view?.twoFactorEnabled) {
        await guard.record(user, email, ctx, 'two_factor_required', 'password');
        return { twoFactorRequired: true, challengeToken: await deps.tokens.signChallengeToken(user.id) };
      }
      await guard.record(user, email, ctx, 'success', 'password');
      return startSession(user, ctx);
    },

    /** Second step of a two-factor login: the challenge from login plus a TOTP or backup code. */
    async completeTwoFactorLogin(
      challengeToken: string,
      code: string,
      ctx: RequestContext,
    ): Promise<AuthSessionData> {
      const claims = await deps.tokens.verifyChallengeToken(challengeToken);
      const user = claims ? await repo.findUserById(db, claims.userId) : undefined;
      if (!claims || !user) throw new UnauthorizedError(CHALLENGE_EXPIRED, 'challenge_expired');
      assertEnabled(user);
      // A challenge signs in once: checked before the code (a replay spends no code), claimed after.
      if (await spent.isSpent(db, claims.jti)) throw new UnauthorizedError(CHALLENGE_USED, 'challenge_used');
      await guard.assertNotLocked(user, ctx, 'two_factor');
      if (!(await twoFactor.checkCode(user.id, code))) {
        await guard.fail(user, ctx, 'two_factor_failed', 'two_factor');
        throw new UnauthorizedError(INVALID_CODE, 'invalid_two_factor_code');
      }
      if (!(await spent.spendToken(db, claims.jti, claims.expiresAt)))
        throw new UnauthorizedError(CHALLENGE_USED, 'challenge_used');
      await guard.record(user, user.email, ctx, 'success', 'two_factor');
      return startSession(user, ctx);
    },

    /**
     * Sign-in through an outside provider: the linked account, else the account with that verified
     * e-mail (then linked), else a new verified account with its personal team.
     */
    async signInWithExternalIdentity(
      identity: ExternalIdentity,
      ctx: RequestContext,
    ): Promise<AuthSessionData | TwoFactorChallenge> {
      const email = identity.email.toLowerCase();
      let user: UserRow | undefined;
      const linkedId = await repo.findUserIdByIdentity(db, identity.provider, identity.subject);
      if (linkedId) user = await repo.findUserById(db, linkedId);
      if (!user) {
        let existing = await repo.findUserByEmail(db, email);
        if (existing && !identity.emailVerified) {
          throw new ConflictError(`${EMAIL_TAKEN}. Sign in with your password instead.`, 'email_taken');
        }
        if (existing && !existing.emailVerifiedAt) {
          // Registered by someone who never proved the address, now proven by its owner: whatever
          // that someone set (password, second factor, sessions) goes before the owner is let in.
          await repo.reclaimUnverifiedAccount(db, existing.id);
          await sessions.revokeAll(existing.id);
          deps.log.warn({ userId: existing.id }, 'unverified account reclaimed by a verified Google sign-in');
          existing = await repo.findUserById(db, existing.id);
        }
        user =
          existing ??
          (await repo.createUserWithTeam(db, {
            email,
            passwordHash: null,
            firstName: identity.firstName ?? null,
            lastName: identity.lastName ?? null,
            profileImageUrl: identity.picture ?? null,
            emailVerifiedAt: identity.emailVerified ? new Date() : null,
            role: 'free',
          }));
        await repo.linkIdentity(db, {
          provider: identity.provider,
          subject: identity.subject,
          userId: user.id,
          email,
        });
      }
      const patch: Partial<UserRow> = {};
      if (!user.profileImageUrl && identity.picture) patch.profileImageUrl = identity.picture;
      if (!user.emailVerifiedAt && identity.emailVerified && user.email === email)
        patch.emailVerifiedAt = new Date();
      if (Object.keys(patch).length) {
        await repo.updateUser(db, user.id, patch);
        user = { ...user, ...patch };
      }
      if (user.emailVerifiedAt) {
        await repo.promoteVerified(db, user.id, config.ADMIN_EMAIL);
        user = (await repo.findUserById(db, user.id)) ?? user;
      }
      assertEnabled(user);
      await guard.assertNotLocked(user, ctx, 'google');
      // The provider proves the e-mail, not possession of this account's second factor.
      if ((await repo.getUserView(db, user.id))?.twoFactorEnabled) {
        await guard.record(user, email, ctx, 'two_factor_required', 'google');
        return { twoFactorRequired: true, challengeToken: await deps.tokens.signChallengeToken(user.id) };
      }
      await guard.record(user, email, ctx, 'success', 'google');
      return startSession(user, ctx);
    },
  };

  return { auth, sessions, emailFlows, twoFactor, account };
}
