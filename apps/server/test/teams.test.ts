import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  call,
  createTestApp,
  get,
  outbox,
  post,
  register,
  registerVerified,
  sqlRows,
  type TestApp,
  uniqueEmail,
} from './helpers';
import { insertSite, type Owner, owner } from './leads-fixtures';

// Teams (docs/teams.md): create, invite by e-mail, accept (existing and new accounts), roles from the
// permission table, the switcher, leaving and removal (the team keeps its data; access ends at once),
// and the last owner.

let t: TestApp;
let ada: Owner;

beforeAll(async () => {
  t = await createTestApp();
  ada = await owner(t.app);
});
afterAll(() => t.close());

const patch = (url: string, payload: unknown, token: string) =>
  call(t.app, { method: 'PATCH', url, payload: payload as object, headers: bearer(token) });
const del = (url: string, token: string) => call(t.app, { method: 'DELETE', url, headers: bearer(token) });

/** The token of the newest invitation link mailed to `to`. */
async function invitationToken(to: string): Promise<string> {
  // The outbox lists the newest first.
  for (const mail of await outbox(t.app, to)) {
    const match = mail.text.match(/\/invite\/([A-Za-z0-9_-]+)/);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no invitation mailed to ${to}`);
}

async function newTeam(o: Owner, name = 'Partners') {
  const res = await post(t.app, '/api/user/teams', { name }, o.token);
  expect(res.status).toBe(201);
  return res.body.data as { id: string; name: string; role: string };
}

async function inviteAndJoin(team: string, by: Owner, role: 'admin' | 'member' = 'member') {
  const member = await registerVerified(t.app);
  const inv = await post(t.app, `/api/user/teams/${team}/invite`, { email: member.email, role }, by.token);
  expect(inv.status).toBe(201);
  const token = await invitationToken(member.email);
  const accepted = await post(t.app, '/api/user/invitations/accept', { token }, member.tokens.accessToken);
  expect(accepted.status).toBe(200);
  return { token: member.tokens.accessToken, userId: member.user.id as string, email: member.email };
}

describe('teams', () => {
  it('lists the personal team first, creates a team the creator owns, and switches to it', async () => {
    const list = await get(t.app, '/api/user/teams', ada.token);
    expect(list.status).toBe(200);
    expect(list.body.data.teams).toHaveLength(1);
    expect(list.body.data.teams[0]).toMatchObject({
      personal: true,
      role: 'owner',
      current: true,
      memberCount: 1,
    });
    const team = await newTeam(ada, '  Austin Partners ');
    expect(team).toMatchObject({ name: 'Austin Partners', role: 'owner', current: false });

    const switched = await post(t.app, `/api/user/teams/${team.id}/switch`, undefined, ada.token);
    expect(switched.body.data).toMatchObject({ id: team.id, current: true });
    expect((await get(t.app, '/api/user/teams', ada.token)).body.data.currentTeamId).toBe(team.id);
    // Resources now land in the team switched to.
    const site = await post(t.app, '/api/rankings/keywords', undefined, ada.token);
    expect(site.status).not.toBe(500);
    await post(t.app, `/api/user/teams/${ada.teamId}/switch`, undefined, ada.token);
  });

  it('refuses bad input with 400 and another team with 404', async () => {
    expect((await post(t.app, '/api/user/teams', { name: '' }, ada.token)).status).toBe(400);
    expect((await post(t.app, '/api/user/teams', { name: 'x'.repeat(81) }, ada.token)).status).toBe(400);
    expect((await post(t.app, '/api/user/teams', { name: 'A', extra: 1 }, ada.token)).status).toBe(400);
    expect((await get(t.app, '/api/user/teams/not-a-uuid', ada.token)).status).toBe(400);
    const bob = await owner(t.app);
    for (const res of [
      await get(t.app, `/api/user/teams/${bob.teamId}`, ada.token),
      await post(t.app, `/api/user/teams/${bob.teamId}/switch`, undefined, ada.token),
      await patch(`/api/user/teams/${bob.teamId}`, { name: 'Mine' }, ada.token),
      await post(t.app, `/api/user/teams/${bob.teamId}/invite`, { email: uniqueEmail() }, ada.token),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Team not found');
    }
    const inv = await post(
      t.app,
      `/api/user/teams/${ada.teamId}/invite`,
      { email: 'nope', role: 'owner' },
      ada.token,
    );
    expect(inv.status).toBe(400);
  });

  it('invites by e-mail; the invited account joins and both see the same sites and leads', async () => {
    const team = await newTeam(ada, 'Shared portfolio');
    const site = await insertSite(t.app, { ...ada, teamId: team.id }, { name: 'Shared Roofing' });
    const bo = await inviteAndJoin(team.id, ada);
    // Accepting switched the member to the team: they see its site.
    const sites = await get(t.app, '/api/sites', bo.token);
    expect(sites.body.data.map((s: { id: string }) => s.id)).toContain(site.id);
    const detail = await get(t.app, `/api/user/teams/${team.id}`, bo.token);
    expect(detail.body.data.members.map((m: { email: string }) => m.email)).toContain(bo.email);
    expect(detail.body.data.permissions).toMatchObject({ manageMembers: false, manageProviders: false });
    // Members see no pending invitations and cannot invite, rename, or manage renters and providers.
    expect(detail.body.data.invitations).toEqual([]);
    expect(
      (await post(t.app, `/api/user/teams/${team.id}/invite`, { email: uniqueEmail() }, bo.token)).status,
    ).toBe(403);
    expect((await patch(`/api/user/teams/${team.id}`, { name: 'Mine' }, bo.token)).status).toBe(403);
    expect(
      (await post(t.app, '/api/renters', { name: 'Acme', email: 'acme@example.com' }, bo.token)).status,
    ).toBe(403);
    const key = await call(t.app, {
      method: 'PUT',
      url: '/api/providers/census-cbp',
      payload: { apiKey: 'a'.repeat(40) },
      headers: bearer(bo.token),
    });
    expect(key.status).toBe(403);
  });

  it('removal ends access at once and keeps the team data; the member is back in their own team', async () => {
    const team = await newTeam(ada, 'Removal');
    const site = await insertSite(t.app, { ...ada, teamId: team.id });
    const bo = await inviteAndJoin(team.id, ada);
    expect((await get(t.app, `/api/sites/${site.id}`, bo.token)).status).toBe(200);
    const removed = await del(`/api/user/teams/${team.id}/members/${bo.userId}`, ada.token);
    expect(removed.status).toBe(200);
    // The next request already acts for the member's personal team.
    expect((await get(t.app, `/api/sites/${site.id}`, bo.token)).status).toBe(404);
    expect((await get(t.app, `/api/user/teams/${team.id}`, bo.token)).status).toBe(404);
    const [row] = await sqlRows(t.app, `select count(*)::int as n from sites where team_id = '${team.id}'`);
    expect(row.n).toBe(1);
    // The activity log of the team has it, with who did it.
    await post(t.app, `/api/user/teams/${team.id}/switch`, undefined, ada.token);
    const log = await get(t.app, '/api/user/activity?category=team', ada.token);
    const kinds = log.body.data.entries.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['team.member_removed', 'team.member_joined', 'team.member_invited']),
    );
    await post(t.app, `/api/user/teams/${ada.teamId}/switch`, undefined, ada.token);
  });

  it('keeps an owner: the last owner can neither leave nor be demoted; owners manage owners', async () => {
    const team = await newTeam(ada, 'Owners');
    const admin = await inviteAndJoin(team.id, ada, 'admin');
    expect((await del(`/api/user/teams/${team.id}/members/${ada.userId}`, ada.token)).body.message).toMatch(
      /needs an owner/,
    );
    expect(
      (await patch(`/api/user/teams/${team.id}/members/${ada.userId}`, { role: 'admin' }, ada.token)).status,
    ).toBe(409);
    // An admin may not touch an owner nor make one.
    expect((await del(`/api/user/teams/${team.id}/members/${ada.userId}`, admin.token)).status).toBe(403);
    expect(
      (await patch(`/api/user/teams/${team.id}/members/${admin.userId}`, { role: 'owner' }, admin.token))
        .status,
    ).toBe(403);
    // The owner makes the admin an owner; then the first owner may leave.
    const promoted = await patch(
      `/api/user/teams/${team.id}/members/${admin.userId}`,
      { role: 'owner' },
      ada.token,
    );
    expect(promoted.body.data.role).toBe('owner');
    expect((await del(`/api/user/teams/${team.id}/members/${ada.userId}`, ada.token)).status).toBe(200);
    const [row] = await sqlRows(t.app, `select owner_id from teams where id = '${team.id}'`);
    expect(row.owner_id).toBe(admin.userId);
  });

  it('personal teams cannot be left or deleted; owners delete other teams with their data', async () => {
    expect((await del(`/api/user/teams/${ada.teamId}/members/${ada.userId}`, ada.token)).status).toBe(409);
    expect((await del(`/api/user/teams/${ada.teamId}`, ada.token)).status).toBe(409);
    const team = await newTeam(ada, 'Short-lived');
    const admin = await inviteAndJoin(team.id, ada, 'admin');
    expect((await del(`/api/user/teams/${team.id}`, admin.token)).status).toBe(403);
    await insertSite(t.app, { ...ada, teamId: team.id });
    const gone = await del(`/api/user/teams/${team.id}`, ada.token);
    expect(gone.status).toBe(200);
    expect(gone.body.data.currentTeamId).toBe(ada.teamId);
    expect(await sqlRows(t.app, `select id from sites where team_id = '${team.id}'`)).toEqual([]);
    // The admin acts for their own team again.
    expect((await get(t.app, '/api/user/teams', admin.token)).body.data.teams).toHaveLength(1);
  });
});

describe('invitations', () => {
  it('previews publicly with a masked address; refuses a wrong account, reuse, revoked and expired links', async () => {
    const team = await newTeam(ada, 'Invites');
    const email = uniqueEmail('cleo');
    await post(t.app, `/api/user/teams/${team.id}/invite`, { email }, ada.token);
    const token = await invitationToken(email);
    const preview = await get(t.app, `/api/public/invitations/${token}`);
    expect(preview.body.data).toMatchObject({ teamName: 'Invites', role: 'member', status: 'pending' });
    expect(preview.body.data.email).toMatch(/^c\*\*\*@example\.com$/);
    expect((await get(t.app, `/api/public/invitations/${'x'.repeat(43)}`)).status).toBe(404);

    const stranger = await register(t.app);
    const wrong = await post(t.app, '/api/user/invitations/accept', { token }, stranger.tokens.accessToken);
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toMatch(/sent to c\*\*\*@example\.com/);

    // A new account registered through the link joins at once, verified, acting for the team.
    const reg = await post(t.app, '/api/auth/register', {
      email,
      password: 'correct horse battery',
      firstName: 'Cleo',
      lastName: 'Patra',
      inviteToken: token,
    });
    expect(reg.status).toBe(201);
    expect(reg.body.data.user.emailVerified).toBe(true);
    const teams = await get(t.app, '/api/user/teams', reg.body.data.tokens.accessToken);
    expect(teams.body.data.currentTeamId).toBe(team.id);
    expect((await get(t.app, `/api/public/invitations/${token}`)).body.data.status).toBe('accepted');
    const again = await post(
      t.app,
      '/api/user/invitations/accept',
      { token },
      reg.body.data.tokens.accessToken,
    );
    expect(again.status).toBe(409);

    // Revoked and expired links are refused.
    const dan = await registerVerified(t.app);
    const inv = await post(t.app, `/api/user/teams/${team.id}/invite`, { email: dan.email }, ada.token);
    const danToken = await invitationToken(dan.email);
    expect((await del(`/api/user/teams/${team.id}/invitations/${inv.body.data.id}`, ada.token)).status).toBe(
      200,
    );
    expect(
      (await post(t.app, '/api/user/invitations/accept', { token: danToken }, dan.tokens.accessToken)).body
        .message,
    ).toMatch(/withdrawn/);
    await post(t.app, `/api/user/teams/${team.id}/invite`, { email: dan.email }, ada.token);
    const fresh = await invitationToken(dan.email);
    await sqlRows(
      t.app,
      `update team_invitations set expires_at = now() - interval '1 minute' where team_id = '${team.id}'`,
    );
    expect(
      (await post(t.app, '/api/user/invitations/accept', { token: fresh }, dan.tokens.accessToken)).body
        .message,
    ).toMatch(/expired/);
  });

  it('registration through a link for another address is refused before the account exists', async () => {
    const email = uniqueEmail('eve');
    await post(t.app, `/api/user/teams/${ada.teamId}/invite`, { email }, ada.token);
    const token = await invitationToken(email);
    const other = uniqueEmail('mallory');
    const res = await post(t.app, '/api/auth/register', {
      email: other,
      password: 'correct horse battery',
      firstName: 'M',
      lastName: 'M',
      inviteToken: token,
    });
    expect(res.status).toBe(400);
    expect(await sqlRows(t.app, `select id from users where email = '${other}'`)).toEqual([]);
  });

  it('an unverified account cannot invite, and a member already in the team is not invited twice', async () => {
    const fresh = await register(t.app);
    const res = await post(t.app, '/api/user/teams', { name: 'Fresh' }, fresh.tokens.accessToken);
    const inv = await post(
      t.app,
      `/api/user/teams/${res.body.data.id}/invite`,
      { email: uniqueEmail() },
      fresh.tokens.accessToken,
    );
    expect(inv.status).toBe(403);
    const team = await newTeam(ada, 'Twice');
    const bo = await inviteAndJoin(team.id, ada);
    const dup = await post(t.app, `/api/user/teams/${team.id}/invite`, { email: bo.email }, ada.token);
    expect(dup.status).toBe(409);
  });
});

describe('account deletion and teams', () => {
  it('hands a shared team to an heir made owner, with the sites its last owner made', async () => {
    const cara = await owner(t.app);
    const team = await newTeam(cara, 'Cara & Co');
    const site = await insertSite(t.app, { ...cara, teamId: team.id });
    await inviteAndJoin(team.id, cara);
    const admin = await inviteAndJoin(team.id, cara, 'admin');
    const gone = await post(
      t.app,
      '/api/auth/delete-account',
      { password: 'correct horse battery' },
      cara.token,
    );
    expect(gone.status).toBe(200);
    // The admin is the heir (before an older member); the team, its site and its members remain.
    const [row] = await sqlRows(t.app, `select owner_id from teams where id = '${team.id}'`);
    expect(row.owner_id).toBe(admin.userId);
    const roles = await sqlRows(
      t.app,
      `select role from team_members where team_id = '${team.id}' order by role`,
    );
    expect(roles.map((r) => r.role)).toEqual(['member', 'owner']);
    expect((await get(t.app, `/api/sites/${site.id}`, admin.token)).status).toBe(200);
  });
});
