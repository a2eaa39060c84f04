import { defineModule } from '../../lib/module';
import { apiKeysRoutes } from './api-keys.routes';
import { type ApiKeysService, createApiKeysService } from './api-keys.service';

export type { ApiKeysService, KeyAuthentication } from './api-keys.service';

declare module '../../lib/module' {
  interface ModuleServices {
    /** Personal API keys: made, listed, deleted, and checked for `Bearer sdp_...` (plugins/auth.ts). */
    apiKeys: ApiKeysService;
  }
}

/** API keys (docs/api-keys.md): a user's keys acting in one team with a scope. */
export const apiKeysModule = defineModule({
  name: 'api-keys',
  provides: ['apiKeys'],
  requires: ['actors'],
  create: ({ deps, use }) => {
    const apiKeys = createApiKeysService(deps, { actors: use('actors') });
    return { services: { apiKeys }, routes: (app) => apiKeysRoutes(app, { apiKeys }) };
  },
});
