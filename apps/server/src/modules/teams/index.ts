import { defineModule } from '../../lib/module';
import { type Actors, createActors } from './actors';

export type { Actors } from './actors';

declare module '../../lib/module' {
  interface ModuleServices {
    /** user id -> actor (team, role), cached; every signed-in request's `request.actor` comes from it. */
    actors: Actors;
  }
}

/** Tenancy: which team a user acts for. Teams themselves (invites, roles) will live here. */
export const teamsModule = defineModule({
  name: 'teams',
  provides: ['actors'],
  create: ({ deps }) => ({ services: { actors: createActors(deps.db) } }),
});
