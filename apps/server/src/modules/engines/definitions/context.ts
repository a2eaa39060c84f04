import type { Db } from '../../../db/client';
import type { Actor, TeamActor } from '../../../lib/actor';
import type { EngineRunContext } from '../../../lib/engine';
import { teamOwner } from '../engine-reads.repository';

// Shared by the built-in engines (docs/engines.md#engines): who a run acts as, and small helpers.

/**
 * The actor a run acts as: who asked, or the team's owner for a run an event requested (payout
 * overrides and measurements are seen as that user sees them). Null: the team has no member.
 */
export async function runActor(
  db: Db,
  ctx: Pick<EngineRunContext, 'teamId' | 'userId'>,
): Promise<Actor | null> {
  const userId = ctx.userId ?? (await teamOwner(db, ctx.teamId));
  if (!userId) return null;
  const scope: TeamActor = { userId, teamId: ctx.teamId };
  return { ...scope, role: 'member', platformRole: 'free' };
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
export const round1 = (n: number) => Math.round(n * 10) / 10;
