import type { Site } from '@sdp/shared';
import type { z } from 'zod';
import { VERTICAL_BY_SLUG } from '../../data/verticals';
import { emitAudit } from '../../lib/audit';
import type { ServiceDeps } from '../../lib/deps';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { zoneOf } from '../../lib/periods';
import { areaPlaceCount, type DominatorArea, SiteSpecError } from './generator';
import { type BuildTarget, createSiteBuilder } from './site-builder';
import { buildEditsOf } from './site-edits.apply';
import { editsOfSite } from './site-edits.repository';
import { toSite } from './site-view';
import type { SiteRow } from './sites.repository';
import * as repo from './sites.repository';
import type { Actor, SitesServiceOptions } from './sites.types';

// What the parts of the sites service share: the team-scoped row lookup, the site view (with
// payout, revenue and leads), the site:updated push, the rental switch and the site builder.

export const MAX_SEED = 2 ** 31 - 1;

export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const field = issue.path.join('.');
  throw new ValidationError(field ? `${field}: ${issue.message}` : issue.message, r.error.issues);
}

export type SiteContext = ReturnType<typeof createSiteContext>;

/** Places a dominator build covers; null for a goldmine, or an area its build refuses (a 400 then). */
function dominatorPlaces(site: BuildTarget): number | null {
  if (site.kind !== 'dominator' || !site.area) return null;
  try {
    return areaPlaceCount(site.area as unknown as DominatorArea);
  } catch (err) {
    if (err instanceof SiteSpecError) return null;
    throw err;
  }
}

export function createSiteContext(deps: ServiceDeps, opts: SitesServiceOptions) {
  const { db, config, log } = deps;
  const publicUrl = config.PUBLIC_URL;

  /** Rental periods after a site's renter changed: the leads module's sync, else end + start here. */
  async function rentals(teamId: string, siteId: string, renter: { id: string; monthlyRent: number } | null) {
    const sync = opts.syncRentals?.();
    if (sync) await sync(teamId);
    else await repo.switchRental(db, teamId, siteId, renter);
  }

  async function own(actor: Actor, siteId: string): Promise<SiteRow> {
    const row = await repo.getSite(db, actor.teamId, siteId);
    if (!row) throw new NotFoundError('Site');
    return row;
  }

  /** For the activity log (docs/activity.md); demo sites are left out (the demo makes dozens). */
  function audit(actor: Actor, site: Pick<SiteRow, 'id' | 'demo'>, kind: string, summary: string) {
    if (site.demo) return;
    emitAudit(deps, {
      kind,
      teamId: actor.teamId,
      userId: actor.userId,
      summary,
      target: { type: 'site', id: site.id },
    });
  }

  function push(site: SiteRow) {
    try {
      opts.realtime()?.toTeam(site.teamId, 'site:updated', {
        siteId: site.id,
        status: site.status,
        liveVersionId: site.liveVersionId,
        url: `${publicUrl}/s/${site.slug}/`,
        at: new Date().toISOString(),
      });
    } catch (err) {
      log.warn({ err }, 'site:updated push failed');
    }
    if (site.status === 'live' || site.status === 'failed') {
      // Coalesced: a batch of deploys evaluates the team once at the start, then every 2 s at most.
      deps.events
        .emit('team.activity', { teamId: site.teamId, siteId: site.id, when: 'soon' })
        .catch((err) => log.warn({ err }, 'performance evaluate failed'));
    }
  }

  async function revenue(teamId: string, ids: string[], zone?: string) {
    const out = new Map<string, { revenue: number; leads: number }>();
    const fn = opts.revenueBySite?.();
    if (fn) {
      const got = await fn(teamId, ids, zone);
      const entries = got instanceof Map ? [...got.entries()] : Object.entries(got);
      for (const [id, v] of entries) {
        if (typeof v === 'number') out.set(id, { revenue: v, leads: 0 });
        else out.set(id, { revenue: v.currentRevenue ?? v.revenue ?? 0, leads: v.leadCount ?? v.leads ?? 0 });
      }
      return out;
    }
    for (const [id, n] of await repo.leadCounts(db, teamId, ids)) out.set(id, { revenue: 0, leads: n });
    return out;
  }

  async function view(actor: Actor, rows: SiteRow[]): Promise<Site[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const liveIds = rows.map((r) => r.liveVersionId).filter((x): x is string => !!x);
    const [verticals, latest, live, money] = await Promise.all([
      opts.verticals(actor),
      repo.latestVersions(db, actor.teamId, ids),
      repo.versionsByIds(db, actor.teamId, liveIds),
      revenue(actor.teamId, ids, zoneOf(actor)),
    ]);
    const payout = new Map(verticals.map((v) => [v.slug, v.effectivePayout]));
    const latestBy = new Map(latest.map((v) => [v.siteId, v]));
    const liveBy = new Map(live.map((v) => [v.id, v]));
    return rows.map((row) =>
      toSite(row, {
        latest: latestBy.get(row.id),
        live: row.liveVersionId ? liveBy.get(row.liveVersionId) : undefined,
        payout: payout.get(row.verticalSlug) ?? VERTICAL_BY_SLUG.get(row.verticalSlug)?.payout.typical ?? 0,
        revenue: money.get(row.id)?.revenue ?? 0,
        leads: money.get(row.id)?.leads ?? 0,
        publicUrl,
      }),
    );
  }

  const one = async (actor: Actor, row: SiteRow) => (await view(actor, [row]))[0];

  const built = createSiteBuilder(
    db,
    publicUrl,
    opts.meter,
    config.LLM_BASE_URL && config.LLM_MODEL
      ? {
          baseUrl: config.LLM_BASE_URL,
          model: config.LLM_MODEL,
          apiKey: config.LLM_API_KEY,
          usdPer1kTokens: config.LLM_USD_PER_1K_TOKENS,
        }
      : undefined,
  );

  /** Every build asks the team's limits first (modules/limits): dominator size, builds today, LLM spend. */
  const builder = {
    ...built,
    async build(
      teamId: string,
      site: BuildTarget,
      number: number,
      seed: number,
      how: { demo?: boolean } = {},
    ) {
      // A dominator's count includes the places its site edits added (modules/sites/README.md#site-edits).
      const added =
        site.kind === 'dominator' && site.area
          ? buildEditsOf(await editsOfSite(db, teamId, site.id), new Map()).placeIds
          : [];
      const counted = added.length ? { ...site, area: { ...site.area, extraPlaceIds: added } } : site;
      await opts
        .limits?.()
        ?.assertBuild(teamId, { dominatorPlaces: dominatorPlaces(counted), demo: !!how.demo });
      return built.build(teamId, site, number, seed);
    },
  };

  return {
    db,
    log,
    opts,
    host: opts.host,
    publicUrl,
    builder,
    rentals,
    own,
    push,
    view,
    one,
    audit,
    events: deps.events,
  };
}
