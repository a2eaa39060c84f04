import type { Opportunity } from '@sdp/shared';
import { type Actor, type DemoContext, Stopped } from './demo.context';
import type { MarkerHandle } from './demo.marker-handle';
import * as repo from './demo.repository';
import { storeDemoSerps } from './demo.serps';

// Loading the demo portfolio: choose the markets, generate and deploy a site for each, give each a
// demo renter and track its keywords. Every step is recorded on the marker, so a resumed run skips it.

const SITE_COUNT = 3;
const TEMPLATES = ['classic', 'bold', 'minimal'] as const;

/**
 * Three strong goldmine markets of different verticals and cities: the best goldmine of each of
 * the 8 best-paying verticals, then the 3 highest scores among them (each in another city).
 */
async function chooseMarkets(ctx: DemoContext, actor: Actor): Promise<repo.DemoMarket[]> {
  const verticals = (await ctx.ports.verticals(actor))
    .slice()
    .sort((a, b) => b.effectivePayout - a.effectivePayout)
    .slice(0, 8);
  const candidates: Opportunity[] = [];
  for (const v of verticals) {
    const page = await ctx.ports.search(actor, {
      tier: 'all',
      status: 'all',
      vertical: v.slug,
      goldmineOnly: 'true',
      sort: 'quantumScore',
      order: 'desc',
      limit: 10,
      offset: 0,
    });
    candidates.push(...page.items);
  }
  candidates.sort((a, b) => b.quantumScore - a.quantumScore);
  const usedVerticals = new Set<string>();
  const places = new Set<string>();
  const chosen: repo.DemoMarket[] = [];
  for (const o of candidates) {
    if (usedVerticals.has(o.verticalSlug) || places.has(o.location.placeId)) continue;
    usedVerticals.add(o.verticalSlug);
    places.add(o.location.placeId);
    chosen.push({
      opportunityId: o.id,
      keywords: o.keywords.slice(0, 5),
      zip: o.zipCode ?? o.zipCodes?.[0] ?? null,
    });
    if (chosen.length === SITE_COUNT) break;
  }
  if (chosen.length === 0) throw new Error('The market engine found no goldmine markets');
  return chosen;
}

export async function buildPortfolio(ctx: DemoContext, h: MarkerHandle, actor: Actor, signal: AbortSignal) {
  const { db, log, ports } = ctx;
  const sites = ports.sites();
  if (h.m.markets.length === 0) {
    await h.write((m) => {
      m.phase = 'Choosing 3 strong markets';
    });
    const markets = await chooseMarkets(ctx, actor);
    await h.write((m) => {
      m.markets = markets;
    });
  }
  const total = h.m.markets.length;
  for (const [i, market] of h.m.markets.entries()) {
    let siteId = h.m.siteIds[market.opportunityId];
    if (!siteId) {
      await h.write((m) => {
        m.phase = `Generating site ${i + 1} of ${total}`;
      });
      // A phone number in the range reserved for fiction (555-0100 to 555-0199): visitors can click
      // "Call", and the demo's A/B test counts those clicks as conversions.
      const site = await sites.createSite(
        actor,
        {
          kind: 'goldmine',
          opportunityId: market.opportunityId,
          template: TEMPLATES[i % 3],
          business: { phone: `(800) 555-01${String(10 + i)}` },
        } as never,
        { demo: true },
      );
      siteId = site.id;
      try {
        await h.write((m) => {
          m.siteIds[market.opportunityId] = site.id;
        });
      } catch (err) {
        // Removed meanwhile: this site was made after the removal, so it goes too.
        await repo.deleteDemoSite(db, actor.teamId, site.id);
        throw err;
      }
    }
    if (signal.aborted) throw new Stopped();
    await h.write((m) => {
      m.phase = `Deploying site ${i + 1} of ${total}`;
    });
    const site = await sites.deployVersion(actor, siteId);
    if (!h.m.renterIds[siteId]) {
      const renterId = await repo.insertDemoRenter(db, {
        teamId: actor.teamId,
        userId: actor.userId,
        name: `${site.business?.name ?? site.name} (demo renter)`,
        email: `renter-${i + 1}@demo.invalid`,
        pricePerLead: Math.max(1, Math.round(site.payout)),
      });
      await h.write((m) => {
        m.renterIds[siteId] = renterId;
      });
      await sites.update(actor, siteId, { renterId });
    }
  }
  if (!h.m.keywordsAdded) {
    const rankings = ports.rankings?.();
    if (rankings?.createKeywords) {
      for (const market of h.m.markets) {
        const siteId = h.m.siteIds[market.opportunityId];
        if (!siteId || market.keywords.length === 0) continue;
        try {
          await rankings.createKeywords(actor, { websiteId: siteId, keywords: market.keywords });
        } catch (err) {
          log.warn({ err, siteId }, 'demo: tracked keywords not added');
        }
      }
    }
    await h.write((m) => {
      m.keywordsAdded = true;
    });
  }
  if (!h.m.serpsAdded) {
    await h.write((m) => {
      m.phase = 'Storing synthetic results pages';
    });
    try {
      await storeDemoSerps(ctx, actor.teamId, Object.values(h.m.siteIds));
    } catch (err) {
      log.warn({ err }, 'demo: synthetic results pages not stored');
    }
    await h.write((m) => {
      m.serpsAdded = true;
    });
  }
  if (h.m.abTest === undefined) await startAbTest(ctx, h, actor);
}

/**
 * The demo's A/B test (docs/product/rules.md#demo-portfolio): the first site's home page against a
 * headline that asks for the call. Its visitors (demo.traffic.ts abVisit) are counted like any others.
 */
async function startAbTest(ctx: DemoContext, h: MarkerHandle, actor: Actor) {
  const experiments = ctx.ports.experiments?.();
  const siteId = h.m.siteIds[h.m.markets[0]?.opportunityId ?? ''];
  let abTest: repo.DemoAbMarker | null = null;
  if (experiments && siteId) {
    try {
      const site = await ctx.ports.sites().getSite(actor, siteId);
      const bH1 = `${site.name}: call or request a free quote`;
      const test = await experiments.create(actor, siteId, { path: '/', h1: bH1 });
      abTest = { id: test.id, siteId, path: test.path, bH1 };
    } catch (err) {
      ctx.log.warn({ err, siteId }, 'demo: A/B test not started');
    }
  }
  await h.write((m) => {
    m.abTest = abTest;
  });
}
