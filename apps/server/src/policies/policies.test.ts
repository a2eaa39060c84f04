import { describe, expect, it } from 'vitest';
import type { TeamRole } from '../lib/actor';
import { type Action, allow, authorize, type Principal, type Resource } from './index';

// Every rule of policies/index.ts as a table: principal x action x resource -> allowed.

const TEAM = 'team-a';
const OTHER = 'team-b';
const as = (
  role: TeamRole | null,
  platformRole: 'free' | 'admin' = 'free',
  teamId: string | null = TEAM,
): Principal => ({
  userId: 'u1',
  platformRole,
  teamId: role ? teamId : null,
  role,
});

const owner = as('owner');
const admin = as('admin');
const member = as('member');
const outsider = as('owner', 'free', OTHER);
const noTeam = as(null);
const platformAdmin = as('member', 'admin', OTHER);

const team: Resource = { type: 'team', teamId: TEAM };
const owned: Resource = { type: 'owned', teamId: TEAM };
const self: Resource = { type: 'user', userId: 'u1' };
const someoneElse: Resource = { type: 'user', userId: 'u2' };
const system: Resource = { type: 'system' };

type Row = [string, Principal | null, Action, Resource, boolean];

const table: Row[] = [
  // The team permission table (docs/teams.md#roles).
  ['admin manages renters', admin, 'manage-renters', team, true],
  ['admin manages automation', admin, 'manage-automation', team, true],
  ['member may not manage automation', member, 'manage-automation', team, false],
  ['another team may not manage automation', outsider, 'manage-automation', team, false],
  ['member may not manage renters', member, 'manage-renters', team, false],
  ['admin manages members', admin, 'manage-members', team, true],
  ['member may not manage members', member, 'manage-members', team, false],
  ['another team may not manage members', outsider, 'manage-members', team, false],
  ['owner manages owners', owner, 'manage-owners', team, true],
  ['admin may not manage owners', admin, 'manage-owners', team, false],
  ['owner deletes the team', owner, 'delete-team', team, true],
  ['admin may not delete the team', admin, 'delete-team', team, false],
  ['owner manages billing', owner, 'manage-billing', team, true],
  ['admin may not manage billing', admin, 'manage-billing', team, false],
  ['a platform admin is no team owner', platformAdmin, 'delete-team', team, false],
  // A team's provider keys and team-wide payouts: its owners and admins.
  ['owner manages keys', owner, 'manage-provider-keys', team, true],
  ['admin manages keys', admin, 'manage-provider-keys', team, true],
  ['member may not manage keys', member, 'manage-provider-keys', team, false],
  ['another team may not manage keys', outsider, 'manage-provider-keys', team, false],
  [
    'a platform admin of another team may not manage keys',
    platformAdmin,
    'manage-provider-keys',
    team,
    false,
  ],
  ['owner manages cost budgets', owner, 'manage-budgets', team, true],
  ['admin manages cost budgets', admin, 'manage-budgets', team, true],
  ['member may not manage cost budgets', member, 'manage-budgets', team, false],
  ['another team may not manage cost budgets', outsider, 'manage-budgets', team, false],
  ['owner sets team payouts', owner, 'set-team-payouts', team, true],
  ['admin sets team payouts', admin, 'set-team-payouts', team, true],
  ['member may not set team payouts', member, 'set-team-payouts', team, false],
  ['another team may not set team payouts', outsider, 'set-team-payouts', team, false],
  ['owner sets site defaults', owner, 'set-site-defaults', team, true],
  ['admin sets site defaults', admin, 'set-site-defaults', team, true],
  ['member may not set site defaults', member, 'set-site-defaults', team, false],
  ['another team may not set site defaults', outsider, 'set-site-defaults', team, false],
  ['admin tunes the team scoring', admin, 'tune-scoring', team, true],
  ['owner tunes the team scoring', owner, 'tune-scoring', team, true],
  ['member may not tune the team scoring', member, 'tune-scoring', team, false],
  ['another team may not tune the scoring', outsider, 'tune-scoring', team, false],
  ['member reads the team', member, 'read', team, true],
  ['another team may not read the team', outsider, 'read', team, false],
  // What a team owns (sites, leads, project and chat rooms): any member, no one else.
  ['member reads what the team owns', member, 'read', owned, true],
  ['member writes what the team owns', member, 'write', owned, true],
  ['member joins a room the team owns', member, 'join', owned, true],
  ['another team may not read', outsider, 'read', owned, false],
  ['another team may not write', outsider, 'write', owned, false],
  ['another team may not join', outsider, 'join', owned, false],
  ['no team may not join', noTeam, 'join', owned, false],
  ['a platform admin of another team may not join', platformAdmin, 'join', owned, false],
  // A user's own records (achievements): the user, or a platform admin.
  ['a user reads their own', member, 'read', self, true],
  ['a user may not read another user', member, 'read', someoneElse, false],
  ['a platform admin reads another user', platformAdmin, 'read', someoneElse, true],
  ['a user may not write user records', member, 'write', self, false],
  // The platform's telemetry channel: platform admins only.
  ['a platform admin subscribes to system', platformAdmin, 'subscribe', system, true],
  ['a team owner may not subscribe to system', owner, 'subscribe', system, false],
  ['without a team a platform admin still subscribes', as(null, 'admin'), 'subscribe', system, true],
  ['a platform admin administers the platform', platformAdmin, 'administer', system, true],
  ['a team owner may not administer the platform', owner, 'administer', system, false],
  ["a platform admin sets any team's plan", platformAdmin, 'manage-plans', system, true],
  ['a team owner may not set plans', owner, 'manage-plans', system, false],
  // Every team's invoices (list, mark paid by hand): platform admins only.
  ['a platform admin manages all invoices', platformAdmin, 'manage-invoices', system, true],
  ['a team owner may not manage all invoices', owner, 'manage-invoices', system, false],
  // Nobody, and anything not in the table.
  ['no principal is refused', null, 'read', owned, false],
  ['an action a resource does not have is refused', owner, 'subscribe', team, false],
  ['keys are not an action on owned things', owner, 'manage-provider-keys', owned, false],
];

describe('policies', () => {
  it.each(table)('%s', (_name, principal, action, resource, expected) => {
    expect(allow(principal, action, resource)).toBe(expected);
  });

  it('authorize throws a 403 with the given message when refused, and nothing when allowed', () => {
    expect(() => authorize(member, 'manage-provider-keys', team, 'Only owners')).toThrow(
      expect.objectContaining({ statusCode: 403, message: 'Only owners' }),
    );
    expect(() => authorize(owner, 'manage-provider-keys', team)).not.toThrow();
  });
});
