import { defineModule } from '../../lib/module';
import { accountRoutes } from './account.routes';
import { authRoutes } from './auth.routes';
import { type AuthServices, createAuthServices } from './auth.service';
import { emailFlowRoutes } from './email-flows.routes';
import { twoFactorRoutes } from './two-factor.routes';

export type { AuthServices, ExternalIdentity } from './auth.service';
export type { SessionService } from './session.service';
export { hashToken, randomToken, type TokenService } from './tokens';

declare module '../../lib/module' {
  interface ModuleServices {
    /** Registration, sign-in (password, second factor, Google), refresh and sign-out. */
    auth: AuthServices['auth'];
    /** Sessions: issue, rotate, revoke; isActive on every authenticated request. */
    sessions: AuthServices['sessions'];
    /** E-mail verification and password reset. */
    emailFlows: AuthServices['emailFlows'];
    twoFactor: AuthServices['twoFactor'];
    /** The signed-in user's account: me, password, sessions, login history, deletion. */
    account: AuthServices['account'];
  }
}

/** Accounts and sessions (docs/auth.md). */
export const authModule = defineModule({
  name: 'auth',
  provides: ['auth', 'sessions', 'emailFlows', 'twoFactor', 'account'],
  requires: ['invitations', 'teams'],
  create: ({ deps, use }) => {
    const services = createAuthServices(deps, use('invitations'), use('teams'));
    return {
      services,
      routes: async (app) => {
        const opts = { services, config: deps.config };
        await app.register(authRoutes, opts);
        await app.register(emailFlowRoutes, opts);
        await app.register(twoFactorRoutes, opts);
        await app.register(accountRoutes, opts);
      },
    };
  },
});
