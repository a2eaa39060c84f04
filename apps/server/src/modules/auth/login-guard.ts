import { emitAudit } from '../../lib/audit';
import type { RequestContext, ServiceDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import type { LoginMethod, LoginOutcome, UserRow } from './auth.repository';
import * as repo from './auth.repository';

export class AccountLockedError extends AppError {
  constructor(until: Date) {
    const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
    super(
      429,
      'account_locked',
      `Too many failed sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    );
  }
}

const METHOD_TEXT: Record<LoginMethod, string> = {
  password: 'with password',
  two_factor: 'with a two-factor code',
  google: 'with Google',
};

/** The activity log's line for a sign-in attempt on an account (docs/activity.md); null: none. */
function signInSummary(outcome: LoginOutcome, method: LoginMethod): string | null {
  const how = METHOD_TEXT[method] ?? '';
  switch (outcome) {
    case 'success':
      return `Signed in ${how}`;
    case 'wrong_password':
      return 'Failed sign-in: wrong password';
    case 'two_factor_failed':
      return 'Failed sign-in: wrong two-factor code';
    case 'locked':
      return `Sign-in refused ${how}: too many failed attempts`;
    case 'unverified':
      return 'Sign-in refused: e-mail address not verified';
    default:
      return null;
  }
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;

/**
 * At most LOGIN_LOCK_THRESHOLD failed sign-ins (password or second factor) per account and address
 * within LOGIN_LOCK_MINUTES; past that, that address is refused for that account until the oldest
 * failure is LOGIN_LOCK_MINUTES old. Counted per address so that a stranger cannot lock anyone out
 * from their own. A success from the address, or a password reset (users.locked_until is the moment
 * before which failures no longer count), starts the count afresh. An e-mail without an account is
 * counted alike (per e-mail and address), so the lock answer does not tell whether an account exists.
 */
export function createLoginGuard(deps: ServiceDeps) {
  const { db, config } = deps;
  const windowMs = config.LOGIN_LOCK_MINUTES * 60_000;
  const threshold = config.LOGIN_LOCK_THRESHOLD;

  async function record(
    user: Pick<UserRow, 'id' | 'email'> | null,
    email: string,
    ctx: RequestContext,
    outcome: LoginOutcome,
    method: LoginMethod,
  ) {
    await repo.recordLoginEvent(db, {
      userId: user?.id ?? null,
      email: user?.email ?? email,
      ...ctx,
      outcome,
      method,
    });
    const summary = user ? signInSummary(outcome, method) : null;
    if (user && summary) {
      const ok = outcome === 'success';
      emitAudit(
        deps,
        {
          kind: ok ? 'auth.sign_in' : 'auth.sign_in_failed',
          teamId: null,
          // A failed attempt is by whoever tried; the account is its subject.
          userId: ok ? user.id : null,
          subjectUserId: user.id,
          summary,
        },
        ctx,
      );
    }
  }

  /** The end of the lock on (account or e-mail, address), or null when there is none. */
  async function lockedUntil(key: repo.FailureKey, countFrom: Date | null): Promise<Date | null> {
    const floors = [Date.now() - windowMs, countFrom?.getTime() ?? 0];
    if (key.userId) floors.push((await repo.lastSuccessAt(db, key.userId, key.ip))?.getTime() ?? 0);
    const failures = await repo.failuresSince(db, key, new Date(Math.max(...floors)), threshold);
    if (failures.length < threshold) return null;
    // Newest first: the lock ends when the threshold-th newest failure leaves the window.
    return new Date(failures[threshold - 1].getTime() + windowMs);
  }

  return {
    record,

    async assertNotLocked(user: UserRow, ctx: RequestContext, method: LoginMethod) {
      const until = await lockedUntil({ userId: user.id, ip: ctx.ip }, user.lockedUntil);
      if (until) {
        await record(user, user.email, ctx, 'locked', method);
        throw new AccountLockedError(until);
      }
    },

    /** For an e-mail without an account: the same lock answer, after as many failures. */
    async assertUnknownNotLocked(email: string, ctx: RequestContext) {
      const until = await lockedUntil({ userId: null, email: email.toLowerCase(), ip: ctx.ip }, null);
      if (until) {
        await record(null, email, ctx, 'locked', 'password');
        throw new AccountLockedError(until);
      }
    },

    /** Records a failure; the next attempt finds the lock when it is one too many. */
    async fail(
      user: UserRow,
      ctx: RequestContext,
      outcome: 'wrong_password' | 'two_factor_failed',
      method: LoginMethod,
    ) {
      await record(user, user.email, ctx, outcome, method);
    },
  };
}
