import type { Role } from '@sdp/shared';
import type { TeamRole } from '../lib/actor';
import { ForbiddenError } from '../lib/errors';

// Every "may this caller do this to that" of the server is answered here, by one function over a
// table of rules (docs/architecture.md#authorization). Tenancy itself (which rows a caller sees) is
// the repositories' `team_id = actor.teamId` filter; this layer decides roles and ownership.

/** Who asks: an HTTP actor, or a realtime connection's user acting in one team (null: no team). */
export interface Principal {
  userId: string;
  platformRole: Role;
  /** The team the principal acts in for this decision, and their role there. */
  teamId: string | null;
  role: TeamRole | null;
}

export type Resource =
  /** A team as a whole: its provider keys, its team-wide payouts, its site defaults. */
  | { type: 'team'; teamId: string }
  /** Something a team owns: a site, a lead, a project or chat room. */
  | { type: 'owned'; teamId: string }
  /** A user's own records (achievements). */
  | { type: 'user'; userId: string }
  /** The platform's own telemetry (the realtime `system` channel). */
  | { type: 'system' };

export type Action =
  | 'read'
  | 'write'
  | 'join'
  | 'manage-provider-keys'
  | 'set-team-payouts'
  | 'set-site-defaults'
  /** Create, edit, delete renters; their portal links; mark rent invoiced. */
  | 'manage-renters'
  /** Invite, remove and change the role of members; rename the team. */
  | 'manage-members'
  /** Make or remove owners (only owners may touch an owner). */
  | 'manage-owners'
  /** Delete the team and everything it owns. */
  | 'delete-team'
  /** Plans, subscription, invoices and the billing details. */
  | 'manage-billing'
  /** Apply, dismiss or revert a tuning of the team's scoring (docs/ml-optimization.md). */
  | 'tune-scoring'
  /** Create, change and delete the team's cost budgets (docs/costs.md). */
  | 'manage-budgets'
  /** Automation rules, their runs, campaigns from the control room, the kill switch. */
  | 'manage-automation'
  | 'subscribe'
  /** Every team's invoices: list them, mark one paid by hand (platform admins). */
  | 'manage-invoices'
  /** Set any team's plan, list every team's subscription (platform admins). */
  | 'manage-plans'
  /** Platform administration (docs/admin.md): users, jobs of every team, usage, mail, audit. */
  | 'administer';

type Rule = (p: Principal, r: Resource) => boolean;

const sameTeam = (p: Principal, r: Resource) => 'teamId' in r && p.teamId !== null && p.teamId === r.teamId;
const teamManager = (p: Principal, r: Resource) =>
  sameTeam(p, r) && (p.role === 'owner' || p.role === 'admin');
const teamOwner = (p: Principal, r: Resource) => sameTeam(p, r) && p.role === 'owner';
const platformAdmin = (p: Principal) => p.platformRole === 'admin';

/**
 * resource type -> action -> rule; anything not listed is refused. The team roles as a table
 * (docs/teams.md#roles): members work on sites and leads; admins also manage providers, renters
 * and members; owners also billing, owners and deletion.
 */
const RULES: { [T in Resource['type']]?: Partial<Record<Action, Rule>> } = {
  team: {
    read: sameTeam,
    'manage-provider-keys': teamManager,
    'set-team-payouts': teamManager,
    'set-site-defaults': teamManager,
    'manage-renters': teamManager,
    'manage-members': teamManager,
    'manage-owners': teamOwner,
    'delete-team': teamOwner,
    'manage-billing': teamOwner,
    'tune-scoring': teamManager,
    'manage-budgets': teamManager,
    'manage-automation': teamManager,
  },
  owned: { read: sameTeam, write: sameTeam, join: sameTeam },
  user: {
    read: (p, r) => (r.type === 'user' && r.userId === p.userId) || platformAdmin(p),
  },
  system: {
    subscribe: platformAdmin,
    'manage-invoices': platformAdmin,
    'manage-plans': platformAdmin,
    administer: platformAdmin,
  },
};

/** Whether the principal may do the action to the resource. Default: no. */
export function allow(principal: Principal | null, action: Action, resource: Resource): boolean {
  if (!principal) return false;
  const rule = RULES[resource.type]?.[action];
  return rule ? rule(principal, resource) : false;
}

/** allow, or a 403 with the given message. */
export function authorize(
  principal: Principal | null,
  action: Action,
  resource: Resource,
  message?: string,
): void {
  if (!allow(principal, action, resource)) throw new ForbiddenError(message);
}
