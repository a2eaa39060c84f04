import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, get, outbox, registerVerified, sqlRows } from './helpers';

// Rows for the leads, renters and revenue tests, written with SQL so these tests do not depend on
// the site generator or deploy jobs (the sites tests cover those).

/** The test app's PUBLIC_URL: the origin of hosted pages and of the lead endpoint they post to. */
export const PUBLIC = 'http://localhost:3000';

/** The leads of a site, oldest first. */
export const leadRows = (app: FastifyInstance, siteId: string) =>
  sqlRows(app, `select * from leads where site_id = '${siteId}' order by created_at`);

export interface Owner {
  token: string;
  userId: string;
  teamId: string;
}

export async function owner(app: FastifyInstance): Promise<Owner> {
  const r = await registerVerified(app);
  const [row] = await sqlRows(app, `select team_id from team_members where user_id = '${r.user.id}' limit 1`);
  return { token: r.tokens.accessToken, userId: r.user.id, teamId: row.team_id };
}

const q = (v: string | null | undefined) => (v == null ? 'null' : `'${v.replaceAll("'", "''")}'`);

export interface SiteOptions {
  verticalSlug?: string;
  status?: 'draft' | 'live' | 'archived';
  customDomain?: string | null;
  /** Ownership proof of customDomain: 'verified' unless told (only a verified domain is served). */
  domainStatus?: 'pending' | 'verified' | 'failed';
  renterId?: string | null;
  withVersion?: boolean;
  name?: string;
}

/** A site row (live by default), optionally with one version (the "built" pipeline stage). */
export async function insertSite(
  app: FastifyInstance,
  o: Owner,
  opts: SiteOptions = {},
): Promise<{ id: string; slug: string }> {
  const slug = `t-${randomBytes(5).toString('hex')}`;
  const [site] = await sqlRows(
    app,
    `insert into sites (team_id, user_id, kind, vertical_slug, name, slug, custom_domain, domain_status, domain_token, template, business, seed, status, renter_id, deployed_at)
     values ('${o.teamId}', '${o.userId}', 'goldmine', ${q(opts.verticalSlug ?? 'roofing')}, ${q(opts.name ?? 'Test Roofing Co')},
       '${slug}', ${q(opts.customDomain ?? null)}, ${q(opts.customDomain ? (opts.domainStatus ?? 'verified') : null)},
       ${q(opts.customDomain ? randomBytes(16).toString('hex') : null)}, 'classic', '{"name":"Test Roofing Co"}'::jsonb, 1,
       '${opts.status ?? 'live'}', ${q(opts.renterId ?? null)}, now())
     returning id`,
  );
  if (opts.withVersion) {
    const [v] = await sqlRows(
      app,
      `insert into site_versions (site_id, team_id, number, template, seed, bundle, pages, similarity, signature, page_count, bytes, build_ms, writer)
       values ('${site.id}', '${o.teamId}', 1, 'classic', 1, '\\x00'::bytea, '[]'::jsonb, '{}'::jsonb, '{}'::jsonb, 1, 1, 1, 'builtin')
       returning id`,
    );
    if (opts.status !== 'draft')
      await sqlRows(app, `update sites set live_version_id = '${v.id}' where id = '${site.id}'`);
  }
  return { id: site.id, slug };
}

export async function createRenter(app: FastifyInstance, o: Owner, body: Record<string, unknown>) {
  const res = await call(app, {
    method: 'POST',
    url: '/api/renters',
    payload: body,
    headers: { authorization: `Bearer ${o.token}` },
  });
  if (res.status !== 201) throw new Error(`renter create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string; webhookSecret: string };
}

/** The token of the newest renter confirmation link mailed to `to`. */
export async function renterConfirmToken(app: FastifyInstance, to: string): Promise<string> {
  for (const mail of await outbox(app, to)) {
    const match = mail.text.match(/\/api\/public\/renters\/confirm\?token=([A-Za-z0-9_-]+)/);
    if (match) return match[1]!;
  }
  throw new Error(`no renter confirmation mail to ${to}`);
}

/** Opens the confirmation link mailed to a renter's address (as its owner would). */
export async function confirmByLink(app: FastifyInstance, to: string) {
  const res = await get(app, `/api/public/renters/confirm?token=${await renterConfirmToken(app, to)}`);
  if (res.status !== 200) throw new Error(`renter confirmation failed: ${res.status}`);
}

export async function assignRenter(app: FastifyInstance, siteId: string, renterId: string | null) {
  await sqlRows(app, `update sites set renter_id = ${q(renterId)} where id = '${siteId}'`);
}

/** The lead form's fields as a hosted page sends them (ts: 10 s ago by default). */
export function formFields(siteId: string, over: Record<string, string | number> = {}) {
  return {
    siteId,
    page: '/roof-repair/',
    ts: Date.now() - 10_000,
    redirect: '',
    website: '',
    name: 'Jane Doe',
    phone: '(555) 123-4567',
    email: 'jane@example.com',
    zip: '78701',
    message: 'Leaking roof after the storm',
    ...over,
  };
}

/** Posts a lead as a script would (JSON, answered 201) from address `ip`; the lead's id. */
export async function postJsonLead(app: FastifyInstance, siteId: string, name: string, ip: string) {
  const res = await call(app, {
    method: 'POST',
    url: '/api/public/leads',
    payload: formFields(siteId, { name }),
    remoteAddress: ip,
  });
  expect(res.status).toBe(201);
  return res.body.data.id as string;
}

export const urlencoded = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();

/** Posts the form as a browser without JavaScript does. */
export function postForm(
  app: FastifyInstance,
  fields: Record<string, string | number>,
  opts: { ip?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/public/leads',
    payload: urlencoded(fields),
    remoteAddress: opts.ip ?? '10.0.0.1',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...opts.headers },
  });
}

/** Polls until check() is truthy (deliveries and flushes run in the background). */
export async function until<T>(
  check: () => Promise<T | null | undefined | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}
