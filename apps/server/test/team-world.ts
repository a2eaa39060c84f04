import type { FastifyInstance } from 'fastify';
import { call, login, registerVerified, sqlRows } from './helpers';
import { formFields, urlencoded } from './leads-fixtures';
import { makeImage, uploadPhoto } from './photo-fixtures';
import { austinRoofing, placeId } from './sites-fixtures';

// One verified user's team with one of every resource the API lets it own, made through the API
// (sites, versions, a site photo, a data export, a renter paying rent and its charge, a lead from the public form, a saved opportunity, a payout override,
// a provider key, rankings keywords and positions, predictions, milestones, a pipeline job,
// analytics events, an A/B test, an API key, a project and its crawl, an invoice, a second session). The hostile-input and cross-team suites use its ids.

/** The resource a path segment names, to fill `{id}` after it with an id of a world. */
export const RESOURCE_OF_SEGMENT: Record<string, string> = {
  sites: 'site',
  renters: 'renter',
  leads: 'lead',
  keywords: 'keyword',
  milestones: 'milestone',
  jobs: 'job',
  sessions: 'session',
  providers: 'provider',
  opportunities: 'opportunity',
  'saved-opportunities': 'saved',
  experiments: 'experiment',
  charges: 'charge',
  teams: 'team',
  exports: 'export',
  invoices: 'invoice',
  'api-keys': 'apiKey',
  projects: 'project',
  crawls: 'crawl',
  campaigns: 'campaign',
  snapshots: 'serpSnapshot',
  interventions: 'intervention',
  drafts: 'contentDraft',
  tunings: 'mlTuning',
  budgets: 'budget',
  rules: 'automationRule',
  chats: 'chat',
};

/** The world resource a route's parameter or field names (`{id}` after /sites/, `websiteId`...). */
export function resourceOf(path: string, name: string): string | undefined {
  // /api/opportunities/{id} is an SEO opportunity; /api/payout-data/opportunities/{id} a market one.
  if (name === 'id' && path.startsWith('/api/opportunities/')) return 'seoOpportunity';
  // Platform administration (docs/admin.md): a job of any kind is named by its id; a mail message
  // has no world row, and the route refuses a non-admin before it reads one, so a user's id stands in.
  if (name === 'id' && path.startsWith('/api/admin/jobs/')) return 'job';
  if (name === 'id' && path.startsWith('/api/admin/users/')) return 'user';
  if (name === 'id' && path === '/api/admin/mail/{id}') return 'user';
  if (name === 'id') return RESOURCE_OF_SEGMENT[path.split('/{id}')[0]!.split('/').at(-1)!];
  if (/^(siteId|websiteId)$/.test(name)) return 'site';
  // POST /api/leads/bulk names its leads in `ids`.
  if (name === 'ids' && path === '/api/leads/bulk') return 'lead';
  if (/^(vid|versionId)$/.test(name)) return 'version';
  return {
    renterId: 'renter',
    keywordId: 'keyword',
    userId: 'user',
    leadId: 'lead',
    linkId: 'portalLink',
    jobId: 'job',
    photoId: 'photo',
    memberId: 'user',
    invitationId: 'invitation',
    slug: 'slug',
    projectId: 'project',
    crawlId: 'crawl',
    stepId: 'opportunityStep',
    runId: 'engineRun',
    ruleId: 'automationRule',
    teamId: 'team',
  }[name];
}

/** Resources every team may name alike (market opportunities, provider names): not one team's. */
export const SHARED_RESOURCES = new Set(['opportunity', 'saved', 'provider']);

export interface TeamWorld {
  email: string;
  token: string;
  userId: string;
  teamId: string;
  /** resource -> id: site, version, renter, lead, keyword, milestone, job, saved, session, ... */
  ids: Record<string, string>;
  /** Strings only this team's data contains (names, e-mails), to scan other users' answers for. */
  marks: string[];
}

async function ok(app: FastifyInstance, token: string, method: string, url: string, payload?: unknown) {
  const res = await call(app, {
    method: method as 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body?.data;
}

const firstId = (list: unknown): string => {
  const arr = Array.isArray(list) ? list : ((list as { items?: unknown[] })?.items ?? []);
  const id = (arr[0] as { id?: string } | undefined)?.id;
  if (!id) throw new Error(`no id in ${JSON.stringify(list).slice(0, 300)}`);
  return id;
};

export async function buildTeamWorld(app: FastifyInstance, label: string): Promise<TeamWorld> {
  const mark = `${label}${Math.random().toString(36).slice(2, 8)}`;
  const reg = await registerVerified(app, {
    firstName: `First${mark}`,
    lastName: `Last${mark}`,
    company: `Co${mark}`,
  });
  const token = reg.tokens.accessToken;
  const [row] = await sqlRows(
    app,
    `select team_id from team_members where user_id = '${reg.user.id}' limit 1`,
  );
  const ids: Record<string, string> = { user: reg.user.id, team: row.team_id };
  const go = (method: string, url: string, payload?: unknown) => ok(app, token, method, url, payload);

  const site = await go('POST', '/api/sites', {
    kind: 'goldmine',
    opportunityId: austinRoofing(),
    business: { name: `Roofing ${mark}`, email: `owner-${mark.toLowerCase()}@example.com` },
  });
  ids.site = site.id ?? site.site?.id;
  const versions = await go('GET', `/api/sites/${ids.site}/versions`);
  ids.version = firstId(versions);
  await go('POST', `/api/sites/${ids.site}/deploy`, {});
  const siteRow = (await go('GET', `/api/sites/${ids.site}`)) as Record<string, unknown>;
  ids.slug = String((siteRow.site as Record<string, unknown> | undefined)?.slug ?? siteRow.slug);
  const photo = await uploadPhoto(app, token, ids.site, await makeImage(64, 48, 'jpeg'), {
    alt: `Photo ${mark}`,
  });
  if (photo.status !== 201) throw new Error(`photo: ${photo.status} ${JSON.stringify(photo.body)}`);
  ids.photo = photo.body.data.photo.id;

  const experiment = await go('POST', `/api/sites/${ids.site}/experiments`, {
    path: '/',
    h1: `Headline ${mark}`,
  });
  ids.experiment = experiment.id;

  const renter = await go('POST', '/api/renters', {
    name: `Renter ${mark}`,
    email: `renter-${mark.toLowerCase()}@example.com`,
    pricePerLead: 40,
    monthlyRent: 100,
  });
  ids.renter = renter.id;
  await go('PATCH', `/api/sites/${ids.site}`, { renterId: ids.renter });
  // A renter portal link (docs/renter-portal.md); its token is not kept (public by design).
  ids.portalLink = (await go('POST', `/api/renters/${ids.renter}/portal-links`)).id;
  // The rent booked this month (docs/product/rules.md#revenue-metrics): a charge to mark invoiced.
  const revenue = await go('GET', '/api/dominator-pipeline/revenue');
  ids.charge = revenue.charges[0].id;

  const lead = await app.inject({
    method: 'POST',
    url: '/api/public/leads',
    payload: urlencoded(
      formFields(ids.site, { name: `Lead ${mark}`, email: `lead-${mark.toLowerCase()}@example.com` }),
    ),
    remoteAddress: '10.9.8.7',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
  });
  if (lead.statusCode !== 303) throw new Error(`lead: ${lead.statusCode} ${lead.body}`);
  ids.lead = firstId(await go('GET', `/api/leads?siteId=${ids.site}`));
  await app.inject({
    method: 'POST',
    url: '/api/public/events',
    payload: JSON.stringify({ siteId: ids.site, path: '/', referrer: '', event: 'pageview' }),
    headers: { 'content-type': 'text/plain' },
  });

  // An SEO opportunity (docs/seo-opportunities.md) of a project of the team, with one manual step.
  ids.project ??= (
    await sqlRows(
      app,
      `insert into projects (team_id, user_id, name, url) values ('${ids.team}', '${reg.user.id}', 'Project ${mark}', 'https://example.com/${mark}/') returning id`,
    )
  )[0].id;
  const seo = await go('POST', '/api/opportunities', {
    projectId: ids.project,
    title: `Opportunity ${mark}`,
    category: 'content',
    steps: [{ title: `Step ${mark}` }],
  });
  ids.seoOpportunity = seo.id;
  ids.opportunityStep = seo.steps[0].id;

  const opportunity = `plumbing~${placeId('Dallas', 'TX')}`;
  ids.opportunity = opportunity;
  await go('POST', '/api/saved-opportunities/save', { opportunities: [opportunity] });
  ids.saved = firstId(await go('GET', '/api/saved-opportunities/list'));
  await go('PUT', '/api/payout-data/overrides', { verticalSlug: 'roofing', payout: 777, scope: 'team' });
  ids.provider = 'dataforseo';
  await go('PUT', '/api/providers/dataforseo', { apiKey: `login-${mark}:secret-${mark}` });

  await go('POST', '/api/rankings/keywords', { websiteId: ids.site, keywords: [`roof repair ${mark}`] });
  ids.keyword = firstId(await go('GET', `/api/rankings/keywords?websiteId=${ids.site}`));
  await go('POST', '/api/rankings/positions', { keywordId: ids.keyword, position: 7, day: '2026-01-15' });
  // A stored results page (docs/serp-patterns.md). Made in SQL: the worlds have no SERP stand-in.
  ids.serpSnapshot = (
    await sqlRows(
      app,
      `insert into serp_snapshots (team_id, site_id, keyword_id, keyword, day, provider, results, features)
       values ('${row.team_id}', '${ids.site}', '${ids.keyword}', 'roof repair ${mark.toLowerCase()}', current_date, 'dataforseo',
         '[{"position":1,"url":"https://roofs-${mark.toLowerCase()}.example/","domain":"roofs-${mark.toLowerCase()}.example","title":"Roofs ${mark}"}]',
         '["local_pack"]') returning id`,
    )
  )[0].id;
  await go('POST', '/api/performance/calculate-predictions', { websiteId: ids.site });
  const milestones = await go('GET', `/api/performance/milestones?websiteId=${ids.site}`);
  ids.milestone = firstId(milestones);

  const job = await go('POST', '/api/dominator-pipeline/generate-and-deploy', {
    opportunityIds: [`hvac~${placeId('Houston', 'TX')}`],
  });
  ids.job = job.jobId ?? job.id ?? job.job?.id;

  // A campaign (docs/campaigns.md), starting in a month so that no runner starts it during a suite.
  const startsOn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  ids.campaign = (
    await go('POST', '/api/campaigns', {
      name: `Campaign ${mark}`,
      kind: 'markets',
      items: [opportunity],
      startsOn,
      perDay: 1,
      budgetUsd: 10,
    })
  ).id;
  // An automation rule (docs/superweapons.md), disabled so that no schedule runs it during a suite.
  ids.automationRule = (
    await go('POST', '/api/superweapons/rules', {
      name: `Rule ${mark}`,
      kind: 'build-market',
      enabled: false,
      params: { minScore: 90, maxCompetition: 10 },
    })
  ).id;
  // A quick rank check (docs/quick-rank.md). Made in SQL: analyzing fetches over the network, and
  // this app does not listen; GET /api/quick-rank/checks must still show it to this team only.
  await sqlRows(
    app,
    `insert into quick_rank_checks (team_id, user_id, url, keyword, score, result)
     values ('${row.team_id}', '${reg.user.id}', 'https://example.com/${mark}', 'keyword ${mark}', 50,
       '{"score":50,"factors":[],"vertical":null,"source":"fetch","page":{"url":"https://example.com/${mark}","statusCode":200,"title":null,"wordCount":0,"loadMs":0,"bytes":0}}')`,
  );

  // A content generator draft (docs/content-generator.md) for the team's site: written for its
  // business, so the draft's title carries the mark.
  ids.contentDraft = (
    await go('POST', '/api/content-generator/drafts', { keyword: 'roof repair', siteId: ids.site })
  ).id;

  // A suggested ML tuning (docs/ml-optimization.md), as the analysis stores it.
  const evaluation = {
    sites: 12,
    siteMonths: 40,
    method: `fit ${mark}`,
    explanation: 'No reliable improvement',
    heldOut: { scheme: '5-fold', rows: [] },
    effect: { metric: 'gain', estimate: 0, low: -0.1, high: 0.1, level: 0.9, resamples: 400, seed: 1 },
    parameters: [],
    significant: false,
    demo: false,
  };
  [{ id: ids.mlTuning }] = await sqlRows(
    app,
    `insert into ml_tunings (team_id, kind, current, suggested, evaluation)
     values ('${row.team_id}', 'tier-thresholds', '{"tier1":300,"tier2":150}', '{"tier1":250,"tier2":120}',
       '${JSON.stringify(evaluation)}'::jsonb) returning id`,
  );
  // A cost budget on the team's site (docs/costs.md#budgets).
  ids.budget = (
    await go('POST', '/api/costs/budgets', { scope: 'site', scopeKey: ids.site, monthlyUsd: 25 })
  ).id;

  const invitation = await go('POST', `/api/user/teams/${ids.team}/invite`, {
    email: `invitee-${mark.toLowerCase()}@example.com`,
  });
  ids.invitation = invitation.id;
  // A data export, finished (its progress would read as a change of the team's data).
  // An invoice (docs/invoices.md): issued by the billing module, so through the service here.
  ids.invoice = (
    await app.services.invoices.issue({
      teamId: row.team_id,
      planId: 'starter',
      lines: [{ description: `Starter plan ${mark}`, quantity: 1, unitCents: 2900 }],
      provider: 'manual',
    })
  ).id;
  // The team chat and the site's chat (docs/chat.md), each with a message.
  ids.chat = (await go('GET', '/api/chats/team')).id;
  ids.chatMessage = (await go('POST', `/api/chats/${ids.chat}/messages`, { message: `Hello ${mark}` })).id;
  ids.siteChat = (await go('GET', `/api/chats/site/${ids.site}`)).id;
  await go('POST', `/api/chats/${ids.siteChat}/messages`, { message: `Site ${mark}` });
  ids.export = (await go('POST', '/api/user/export', { format: 'json' })).id;
  for (let i = 0; i < 300; i++) {
    const state = await go('GET', `/api/user/exports/${ids.export}`);
    if (!['queued', 'running'].includes(state.status)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  // A personal API key (docs/api-keys.md): another user's key id must answer 404.
  ids.apiKey = (await go('POST', '/api/user/api-keys', { name: `Key ${mark}`, scope: 'read' })).id;

  // A project (docs/projects.md): the deploy above made one for the site and crawled it; wait
  // until that crawl is done (its progress would read as a change of the team's data).
  for (let i = 0; i < 300 && !ids.crawl; i++) {
    const project = ((await go('GET', '/api/projects')) as Array<{ id: string; siteId: string | null }>).find(
      (p) => p.siteId === ids.site,
    );
    if (project) {
      ids.project = project.id;
      const crawls = (await go('GET', `/api/projects/${project.id}/crawls`)) as Array<{ id: string }>;
      if (crawls[0]) ids.crawl = crawls[0].id;
    }
    if (!ids.crawl) await new Promise((r) => setTimeout(r, 50));
  }
  if (!ids.crawl) throw new Error('no crawl of the deployed site');
  for (let i = 0; i < 600; i++) {
    const state = await go('GET', `/api/crawls/${ids.crawl}`);
    if (!['queued', 'running'].includes(state.status)) break;
    await new Promise((r) => setTimeout(r, 100));
  }

  // An intervention (docs/causal.md): the deploy above recorded one; insert one if it has not yet.
  let [intervention] = await sqlRows(
    app,
    `select id from site_interventions where team_id = '${row.team_id}' order by at limit 1`,
  );
  if (!intervention) {
    [intervention] = await sqlRows(
      app,
      `insert into site_interventions (team_id, site_id, kind, at, label, ref_id)
       values ('${row.team_id}', '${ids.site}', 'deploy', now(), 'Version 1 deployed', '${ids.version}')
       on conflict do nothing returning id`,
    );
  }
  ids.intervention = intervention.id;
  // An engine run (docs/engines.md): the deploy above queued event runs; wait until every run of the
  // team is done (a run finishing later would read as a change of the team's data).
  ids.engineRun = (await go('POST', '/api/intelligence-engines/market-scanner/execute', {})).run.id;
  for (let i = 0; i < 600; i++) {
    const open = (await go('GET', '/api/intelligence-engines/status')).engines.filter(
      (e: { currentRun: unknown }) => e.currentRun,
    );
    if (open.length === 0) break;
    await new Promise((r) => setTimeout(r, 100));
  }

  const second = await login(app, reg.email);
  const sessions = (await go('GET', '/api/auth/session')) as Record<string, unknown>;
  const list = (sessions.sessions ?? sessions) as Array<{ id: string; current?: boolean }>;
  ids.session = list.find((s) => !s.current)?.id ?? list[0]!.id;
  void second;

  return {
    email: reg.email,
    token,
    userId: reg.user.id,
    teamId: row.team_id,
    ids,
    marks: [
      mark,
      ...Object.entries(ids)
        .filter(([k]) => k !== 'provider' && k !== 'opportunity')
        .map(([, v]) => v),
    ],
  };
}
