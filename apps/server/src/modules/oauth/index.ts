import { defineModule } from '../../lib/module';
import { oauthRoutes } from './oauth.routes';

/** Google sign-in (OpenID Connect, docs/auth.md): routes only; accounts are the auth module's. */
export const oauthModule = defineModule({
  name: 'oauth',
  provides: [],
  requires: ['auth'],
  create: ({ deps, use }) => {
    const auth = use('auth');
    return {
      services: {},
      routes: async (app) => {
        await app.register(oauthRoutes, {
          config: deps.config,
          signIn: (identity, ctx) => auth.signInWithExternalIdentity(identity, ctx),
        });
      },
    };
  },
});
