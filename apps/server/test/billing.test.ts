import { PLANS } from '@sdp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, outbox, post, registerVerified, sqlRows, type TestApp } from './helpers';
import { createGoldmine, fetchPage } from './sites-fixtures';

// Billing (modules/billing, docs/billing.md) with BILLING=on and without Stripe: the Trial plan's
// live-site and seat limits (403 plan_limit naming the plan that lifts them), the trial clock
// (reminders once each, expiry, the grace week, paused new work with live sites still served),
// choosing, changing (proration), canceling and reactivating a plan, owners only, and the admin
// plan routes.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BILLING: 'on' });
  await registerVerified(t.app); // the first verified user becomes a platform admin: not one of ours
}, 60_000);
afterAll(async () => t?.close());

const sweep = () => t.app.services.billing.sweep();
const subscription = async (token: string) => {
  const res = await get(t.app, '/api/user/subscription', token);
  expect(res.status).toBe(200);
  return res.body.data;
};
async function owner() {
  const r = await registerVerified(t.app);
  const me = (await get(t.app, '/api/auth/me', r.tokens.accessToken)).body.data;
  const [m] = await sqlRows(t.app, `select team_id from team_members where user_id = '${r.user.id}'`);
  return { ...r, token: r.tokens.accessToken as string, teamId: m.team_id as string, me };
}
const setRow = (teamId: string, set: string) =>
  sqlRows(t.app, `update subscriptions set ${set} where team_id = '${teamId}'`);
const deployRes = (token: string, siteId: string) => post(t.app, `/api/sites/${siteId}/deploy`, {}, token);

describe('the Trial plan', () => {
  it('starts a 14-day trial with full access and counts live sites from the sites table', async () => {
    const o = await owner();
    const s = await subscription(o.token);
    expect(s).toMatchObject({
      billingEnabled: true,
      paymentsEnabled: false,
      status: 'trialing',
      access: 'full',
    });
    expect(s.plan.id).toBe('trial');
    expect(s.trialDaysLeft).toBe(14);
    expect(s.canManage).toBe(true);
    expect(s.usage.find((u: { key: string }) => u.key === 'liveSites')).toMatchObject({ used: 0, limit: 3 });
  });

  it('refuses the fourth live site with the plan that lifts the limit', async () => {
    const o = await owner();
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await createGoldmine(t.app, o.token, { name: `Roofing ${i}` })).id);
    for (const id of ids.slice(0, 3)) expect((await deployRes(o.token, id)).status).toBe(200);
    const refused = await deployRes(o.token, ids[3]);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      error: 'plan_limit',
      message: 'Your Trial plan allows 3 live sites. Upgrade to Starter for 10.',
      details: { limit: 'liveSites', planId: 'trial', value: 3, used: 3, upgradeTo: 'starter' },
    });
    // Deploying a live site again is not a new live site.
    expect((await deployRes(o.token, ids[0])).status).toBe(200);
    const [n] = await sqlRows(
      t.app,
      `select count(*)::int as n from sites where team_id = '${o.teamId}' and live_version_id is not null`,
    );
    expect(n.n).toBe(3);
    expect((await subscription(o.token)).usage.find((u: { key: string }) => u.key === 'liveSites').used).toBe(
      3,
    );
  }, 120_000);

  it('counts team seats: the trial allows two, the third invitation is refused', async () => {
    const o = await owner();
    const first = await post(
      t.app,
      `/api/user/teams/${o.teamId}/invite`,
      { email: 'seat.one@example.com' },
      o.token,
    );
    expect(first.status).toBe(201);
    const second = await post(
      t.app,
      `/api/user/teams/${o.teamId}/invite`,
      { email: 'seat.two@example.com' },
      o.token,
    );
    expect(second.status).toBe(403);
    expect(second.body.error).toBe('plan_limit');
    expect(second.body.message).toBe('Your Trial plan allows 2 team seats. Upgrade to Pro for 5.');
  });
});

describe('the trial clock', () => {
  it('mails each reminder once, expires into the grace week, then pauses new work; a plan resumes it', async () => {
    const o = await owner();
    const site = await createGoldmine(t.app, o.token);
    expect((await deployRes(o.token, site.id)).status).toBe(200);
    const mails = async () => (await outbox(t.app, o.email)).map((m) => m.subject);

    await setRow(o.teamId, `trial_ends_at = now() + interval '60 hours'`);
    await sweep();
    await sweep();
    expect((await mails()).filter((s) => s === 'Your trial ends in 3 days')).toHaveLength(1);
    await setRow(o.teamId, `trial_ends_at = now() + interval '20 hours'`);
    await sweep();
    await sweep();
    expect((await mails()).filter((s) => s === 'Your trial ends in 1 day')).toHaveLength(1);
    expect((await subscription(o.token)).trialDaysLeft).toBe(1);

    await setRow(o.teamId, `trial_ends_at = now() - interval '1 hour'`);
    await sweep();
    const [row] = await sqlRows(
      t.app,
      `select status, access, grace_ends_at, trial_ends_at from subscriptions where team_id = '${o.teamId}'`,
    );
    expect(row).toMatchObject({ status: 'expired', access: 'grace' });
    expect(new Date(row.grace_ends_at).getTime() - new Date(row.trial_ends_at).getTime()).toBe(
      7 * 86_400_000,
    );
    expect((await mails()).filter((s) => s === 'Your trial has ended')).toHaveLength(1);
    const grace = await subscription(o.token);
    expect(grace).toMatchObject({ status: 'expired', access: 'grace' });
    expect(grace.graceEndsAt).toBe(new Date(row.grace_ends_at).toISOString());
    const second = await createGoldmine(t.app, o.token, { name: 'During grace' }); // allowed in grace

    await setRow(o.teamId, `grace_ends_at = now() - interval '1 minute'`);
    await sweep();
    expect((await subscription(o.token)).access).toBe('paused');
    const paused = await deployRes(o.token, second.id);
    expect(paused.status).toBe(402);
    expect(paused.body).toMatchObject({
      error: 'billing_paused',
      message: 'Your trial has ended. Choose a plan to continue: your data and live sites are kept.',
    });
    const created = await post(
      t.app,
      '/api/sites',
      { kind: 'goldmine', opportunityId: site.opportunityId ?? 'x' },
      o.token,
    );
    expect([402, 400]).toContain(created.status);
    const run = await post(t.app, '/api/intelligence-engines/strategic/execute', {}, o.token);
    expect(run.status).toBe(402);
    const words = await post(
      t.app,
      '/api/rankings/keywords',
      { websiteId: site.id, keywords: ['roof repair'] },
      o.token,
    );
    expect(words.status).toBe(402);
    // The live site still serves.
    const page = await fetchPage(t.app, `/s/${site.slug}/`);
    expect(page.status).toBe(200);

    const chosen = await post(t.app, '/api/user/subscription/update', { planId: 'starter' }, o.token);
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.subscription).toMatchObject({
      status: 'active',
      access: 'full',
      provider: 'manual',
    });
    expect(chosen.body.data.checkoutUrl).toBeNull();
    expect((await deployRes(o.token, second.id)).status).toBe(200);
  }, 120_000);
});

describe('changing, canceling and reactivating', () => {
  it('explains the proration of a change, cancels with a reason and reactivates', async () => {
    const o = await owner();
    expect((await post(t.app, '/api/user/subscription/update', { planId: 'starter' }, o.token)).status).toBe(
      200,
    );
    const same = await post(t.app, '/api/user/subscription/update', { planId: 'starter' }, o.token);
    expect(same.status).toBe(409);
    // Half of a 30-day period left.
    await setRow(
      o.teamId,
      `current_period_start = now() - interval '15 days', current_period_end = now() + interval '15 days'`,
    );
    const up = await post(t.app, '/api/user/subscription/update', { planId: 'pro' }, o.token);
    expect(up.status).toBe(200);
    const p = up.body.data.proration;
    const credit = Math.round((PLANS.starter.priceCents * 15) / 30);
    const charge = Math.round((PLANS.pro.priceCents * 15) / 30);
    expect(p).toMatchObject({
      daysLeft: 15,
      daysInPeriod: 30,
      creditCents: credit,
      chargeCents: charge,
      netCents: charge - credit,
    });
    expect(p.explanation).toBe(
      `15 days of 30 days are left in this period: unused time on Starter is worth $${(credit / 100).toFixed(2)}; Pro for those days costs $${(charge / 100).toFixed(2)}; so you pay $${((charge - credit) / 100).toFixed(2)} now. From the next period Pro costs $79.00 a month.`,
    );
    expect(up.body.data.subscription.plan.id).toBe('pro');

    expect((await post(t.app, '/api/user/subscription/cancel', { reason: ' ' }, o.token)).status).toBe(400);
    const canceled = await post(t.app, '/api/user/subscription/cancel', { reason: 'Too expensive' }, o.token);
    expect(canceled.status).toBe(200);
    expect(canceled.body.data).toMatchObject({
      cancelAtPeriodEnd: true,
      cancelReason: 'Too expensive',
      status: 'active',
    });
    const back = await post(t.app, '/api/user/subscription/reactivate', undefined, o.token);
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ cancelAtPeriodEnd: false, cancelReason: null, status: 'active' });

    // Canceled again and the period ends: canceled and paused; reactivate starts Pro again.
    await post(t.app, '/api/user/subscription/cancel', { reason: 'Pausing the business' }, o.token);
    await setRow(o.teamId, `current_period_end = now() - interval '1 minute'`);
    await sweep();
    expect(await subscription(o.token)).toMatchObject({ status: 'canceled', access: 'paused' });
    const again = await post(t.app, '/api/user/subscription/reactivate', undefined, o.token);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ status: 'active', access: 'full' });
    expect(again.body.data.plan.id).toBe('pro');
  });

  it("lets members read billing but only owners change it; billing details are the team's", async () => {
    const o = await owner();
    const member = await registerVerified(t.app);
    expect(
      (await post(t.app, `/api/user/teams/${o.teamId}/invite`, { email: member.email }, o.token)).status,
    ).toBe(201);
    const mail = (await outbox(t.app, member.email)).find((m) => m.subject.startsWith('Join'));
    const token = mail?.text.match(/\/invite\/([A-Za-z0-9_-]+)/)?.[1];
    expect(
      (await post(t.app, '/api/user/invitations/accept', { token }, member.tokens.accessToken)).status,
    ).toBe(200);
    const view = await subscription(member.tokens.accessToken);
    expect(view.teamId).toBe(o.teamId);
    expect(view.canManage).toBe(false);
    const refused = await post(
      t.app,
      '/api/user/subscription/update',
      { planId: 'pro' },
      member.tokens.accessToken,
    );
    expect(refused.status).toBe(403);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/billing',
      payload: { name: 'Acme LLC', country: 'de' },
      headers: { authorization: `Bearer ${o.token}` },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().data).toMatchObject({ name: 'Acme LLC', country: 'DE' });
    expect((await get(t.app, '/api/user/billing', member.tokens.accessToken)).body.data.name).toBe(
      'Acme LLC',
    );
    const other = await owner();
    expect((await get(t.app, '/api/user/billing', other.token)).body.data.name).toBeNull();
    const portal = await post(t.app, '/api/user/billing/portal', undefined, o.token);
    expect(portal.status).toBe(409);
  });
});

describe('platform admins', () => {
  it('list teams and set a plan; others get 403', async () => {
    const o = await owner();
    expect((await get(t.app, '/api/admin/teams', o.token)).status).toBe(403);
    expect((await post(t.app, `/api/admin/teams/${o.teamId}/plan`, { planId: 'pro' }, o.token)).status).toBe(
      403,
    );
    const a = await registerVerified(t.app);
    await sqlRows(t.app, `update users set role = 'admin' where id = '${a.user.id}'`);
    t.app.services.actors.forget(a.user.id);
    const login = await post(t.app, '/api/auth/login', { email: a.email, password: a.password });
    const admin = login.body.data.tokens.accessToken;
    const listed = await get(t.app, `/api/admin/teams?q=${encodeURIComponent(o.email)}`, admin);
    expect(listed.status).toBe(200);
    expect(listed.body.data.teams).toHaveLength(1);
    expect(listed.body.data.teams[0]).toMatchObject({
      id: o.teamId,
      ownerEmail: o.email,
      planId: 'trial',
      members: 1,
    });
    const set = await post(t.app, `/api/admin/teams/${o.teamId}/plan`, { planId: 'agency' }, admin);
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ planId: 'agency', status: 'active' });
    expect((await subscription(o.token)).plan.id).toBe('agency');
    const missing = await post(
      t.app,
      '/api/admin/teams/00000000-0000-4000-8000-000000000000/plan',
      { planId: 'pro' },
      admin,
    );
    expect(missing.status).toBe(404);
  });
});

describe('paying by hand', () => {
  it('issues an open invoice due in 14 days; unpaid by then is past due; marked paid is active again', async () => {
    const o = await owner();
    const chosen = await post(t.app, '/api/user/subscription/update', { planId: 'starter' }, o.token);
    expect(chosen.status).toBe(200);
    const invoiceId = chosen.body.data.invoiceId;
    expect(invoiceId).toBeTruthy();
    const [inv] = await sqlRows(
      t.app,
      `select status, total_cents, plan_id, issued_at, due_at from invoices where id = '${invoiceId}'`,
    );
    expect(inv).toMatchObject({ status: 'open', total_cents: PLANS.starter.priceCents, plan_id: 'starter' });
    expect(
      new Date(inv.due_at).getTime() - new Date(chosen.body.data.subscription.currentPeriodStart).getTime(),
    ).toBe(14 * 86_400_000);
    await sweep();
    expect((await subscription(o.token)).status).toBe('active');
    await sqlRows(
      t.app,
      `update invoices set due_at = now() - interval '1 minute' where id = '${invoiceId}'`,
    );
    await sweep();
    expect(await subscription(o.token)).toMatchObject({ status: 'past_due', access: 'grace' });

    const a = await registerVerified(t.app);
    await sqlRows(t.app, `update users set role = 'admin' where id = '${a.user.id}'`);
    t.app.services.actors.forget(a.user.id);
    const admin = (await post(t.app, '/api/auth/login', { email: a.email, password: a.password })).body.data
      .tokens.accessToken;
    const paid = await post(
      t.app,
      `/api/admin/invoices/${invoiceId}/mark-paid`,
      { reference: 'wire 42' },
      admin,
    );
    expect(paid.status).toBe(200);
    for (let i = 0; i < 50 && (await subscription(o.token)).status !== 'active'; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await subscription(o.token)).toMatchObject({
      status: 'active',
      access: 'full',
      graceEndsAt: null,
    });
  });
});

describe('BILLING=off', () => {
  it('hides billing and leaves every account unlimited', async () => {
    const off = await createTestApp();
    try {
      const r = await registerVerified(off.app);
      const res = await get(off.app, '/api/user/subscription', r.tokens.accessToken);
      expect(res.body.data).toMatchObject({ billingEnabled: false, access: 'full' });
      expect(res.body.data.usage.every((u: { limit: number | null }) => u.limit === null)).toBe(true);
      const ids: string[] = [];
      for (let i = 0; i < 4; i++)
        ids.push((await createGoldmine(off.app, r.tokens.accessToken, { name: `Off ${i}` })).id);
      for (const id of ids)
        expect((await post(off.app, `/api/sites/${id}/deploy`, {}, r.tokens.accessToken)).status).toBe(200);
    } finally {
      await off.close();
    }
  }, 120_000);
});
