import { defineModule } from '../../lib/module';
import { type Actors, createActors } from './actors';
import { createInvitationsService, type InvitationsService } from './invitations.service';
import { teamsRoutes } from './teams.routes';
import { createTeamsService, type TeamsService } from './teams.service';

export type { Actors, MembershipChange } from './actors';
export type { InvitationsService } from './invitations.service';
export type { TeamsService } from './teams.service';

declare module '../../lib/module' {
  interface ModuleServices {
    /** user id -> actor (team, role), cached; every signed-in request's `request.actor` comes from it. */
    actors: Actors;
    /** Teams, members, roles and the team switcher. */
    teams: TeamsService;
    /** Invitations by e-mail (also used by registration through an invitation link). */
    invitations: InvitationsService;
  }
}

/** Tenancy and teams: which team a user acts for, members and roles, invitations (docs/teams.md). */
export const teamsModule = defineModule({
  name: 'teams',
  provides: ['actors', 'teams', 'invitations'],
  create: ({ deps }) => {
    const actors = createActors(deps.db);
    const teams = createTeamsService(deps, actors);
    const invitations = createInvitationsService(deps, actors);
    return {
      services: { actors, teams, invitations },
      routes: (app) => teamsRoutes(app, { db: deps.db, teams, invitations }),
    };
  },
});
