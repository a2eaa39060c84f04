import type { DemoRemoved } from '@sdp/shared';
import type { Actor, DemoContext } from './demo.context';
import * as repo from './demo.repository';
import type { DemoRunner } from './demo.runner';

/** DELETE /api/demo: stops the traffic and removes every demo row of the team at once. */
export async function removeDemoPortfolio(
  ctx: DemoContext,
  runner: DemoRunner,
  actor: Actor,
): Promise<DemoRemoved> {
  const { db, ports } = ctx;
  // Tell a run in any process to stop (its next write fails), and stop ours now.
  const found = await repo.readMarker(db, actor.teamId);
  if (found && found.marker.status !== 'removing') {
    await repo.swapMarker(db, actor.teamId, found.raw, {
      ...found.marker,
      status: 'removing',
      phase: 'Removing',
    });
  }
  await runner.abort(actor.teamId);
  await ports.flushEvents?.().catch(() => {});
  const { removed, slugs } = await repo.removeDemo(db, actor.teamId);
  for (const s of slugs) ports.forgetSite?.({ slug: s.slug });
  if (removed.sites > 0 || removed.renters > 0) {
    ctx.notify(
      actor.userId,
      'info',
      'Demo data removed',
      `${removed.sites} demo sites and ${removed.leads} demo leads removed.`,
    );
  }
  return removed;
}
