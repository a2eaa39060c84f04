import type { Actor, DemoContext } from './demo.context';
import type { MarkerHandle } from './demo.marker-handle';
import * as repo from './demo.repository';

// The demo portfolio's competitors (docs/competitive.md#demo-portfolio): each demo site's project
// gets as competitors its market's rival pages, built by the real site generator in the other
// templates and served by this app (modules/competitive/demo-rivals.ts), and is compared once, so
// the competitive screen shows real fetched pages for the demo. Removed with the demo sites (the
// projects and their competitor pages go by cascade).

export async function addDemoCompetitors(ctx: DemoContext, h: MarkerHandle, actor: Actor) {
  const competitive = ctx.ports.competitive?.();
  if (competitive) {
    await h.write((m) => {
      m.phase = 'Comparing competitors';
    });
    const sites = await repo.demoSites(ctx.db, actor.teamId);
    for (const market of h.m.markets) {
      const siteId = h.m.siteIds[market.opportunityId];
      const site = sites.find((s) => s.id === siteId);
      if (!siteId || !site) continue;
      try {
        await repo.setDemoProjectCompetitors(ctx.db, {
          teamId: actor.teamId,
          userId: actor.userId,
          siteId,
          name: site.name,
          url: `${ctx.publicUrl}/s/${site.slug}/`,
          competitors: await competitive.demoRivalUrls(siteId),
          keywords: market.keywords,
        });
        await competitive.refreshSite(actor.teamId, siteId);
      } catch (err) {
        ctx.log.warn({ err, siteId }, 'demo: competitors not compared');
      }
    }
  }
  await h.write((m) => {
    m.competitorsAdded = true;
  });
}
