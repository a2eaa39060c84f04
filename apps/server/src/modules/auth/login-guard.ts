import type { LoginMethod, LoginOutcome, UserRow } from '../../db/schema/index';
import type { RequestContext, ServiceDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
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

export type LoginGuard = ReturnType<typeof createLoginGuard>;

/** LOGIN_LOCK_THRESHOLD failures on one account within LOGIN_LOCK_MINUTES lock it for LOGIN_LOCK_MINUTES. */
export function createLoginGuard({ db, config }: ServiceDeps) {
  const windowMs = config.LOGIN_LOCK_MINUTES * 60_000;

  const record = (
    user: Pick<UserRow, 'id' | 'email'> | null,
    email: string,
    ctx: RequestContext,
    outcome: LoginOutcome,
    method: LoginMethod,
  ) =>
    repo.recordLoginEvent(db, {
      userId: user?.id ?? null,
      email: user?.email ?? email,
      ...ctx,
      outcome,
      method,
    });

  return {
    record,

    async assertNotLocked(user: UserRow, ctx: RequestContext, method: LoginMethod) {
      if (user.lockedUntil && user.lockedUntil > new Date()) {
        await record(user, user.email, ctx, 'locked', method);
        throw new AccountLockedError(user.lockedUntil);
      }
    },

    /** Records a failure and locks the account when it is one too many. */
    async fail(
      user: UserRow,
      ctx: RequestContext,
      outcome: 'wrong_password' | 'two_factor_failed',
      method: LoginMethod,
    ) {
      await record(user, user.email, ctx, outcome, method);
      const candidates = [Date.now() - windowMs, (await repo.lastSuccessAt(db, user.id))?.getTime() ?? 0];
      if (user.lockedUntil) candidates.push(user.lockedUntil.getTime()); // count afresh after a lock ends
      const failures = await repo.countFailuresSince(db, user.id, new Date(Math.max(...candidates)));
      if (failures >= config.LOGIN_LOCK_THRESHOLD) {
        await repo.updateUser(db, user.id, { lockedUntil: new Date(Date.now() + windowMs) });
      }
    },
  };
}
