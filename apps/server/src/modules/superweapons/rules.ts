import {
  type AutomationAction,
  type BuildMarketParams,
  buildMarketParamsSchema,
  type Opportunity,
  type OpportunityQuery,
  type RefreshStaleSiteParams,
  refreshStaleSiteParamsSchema,
} from '@sdp/shared';
import type { TeamActor } from '../../lib/actor';
import { ValidationError } from '../../lib/errors';

// What a rule matches now (docs/superweapons.md#rules), computed from real rows: the team's discovery
// results (build-market) or its live sites and their last lead (refresh-stale-site). The same
// matching serves a dry run, a real run and a campaign started from a rule.

export type RuleKind = 'build-market' | 'refresh-stale-site';

/** The params of a rule of `kind`, checked; a 400 naming the first bad field otherwise. */
export function parseParams(kind: RuleKind, raw: unknown): BuildMarketParams | RefreshStaleSiteParams {
  const schema = kind === 'build-market' ? buildMarketParamsSchema : refreshStaleSiteParamsSchema;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = ['params', ...issue.path.map(String)].join('.');
    const message = issue.message.startsWith('params.') ? issue.message : `${field}: ${issue.message}`;
    throw new ValidationError(message);
  }
  return parsed.data;
}

export interface MatchPorts {
  search(actor: TeamActor, q: OpportunityQuery): Promise<{ items: Opportunity[]; total: number }>;
  builtMarketIds(teamId: string): Promise<Set<string>>;
  liveSites(
    teamId: string,
  ): Promise<{ id: string; name: string; deployedAt: Date | null; lastLeadAt: Date | null }[]>;
}

export interface Matches {
  actions: AutomationAction[];
  /** What was looked at, e.g. "412 markets scored; 3 already built". */
  basis: string;
}

const PAGE = 500;
const DAY_MS = 86_400_000;

/**
 * Markets (best score first) with score >= minScore and competition <= maxCompetition that the team
 * has no site for, at most maxSitesPerRun. Pages through discovery until the score drops below
 * minScore, so no qualifying market is missed.
 */
export async function buildMarketMatches(
  ports: MatchPorts,
  actor: TeamActor,
  p: BuildMarketParams,
): Promise<Matches> {
  const built = await ports.builtMarketIds(actor.teamId);
  const actions: AutomationAction[] = [];
  let scored = 0;
  let skippedBuilt = 0;
  for (let offset = 0; actions.length < p.maxSitesPerRun; offset += PAGE) {
    const page = await ports.search(actor, {
      tier: 'all',
      ...(p.vertical ? { vertical: p.vertical } : {}),
      ...(p.state ? { location: p.state } : {}),
      status: 'all',
      sort: 'quantumScore',
      order: 'desc',
      limit: PAGE,
      offset,
    });
    let below = false;
    for (const o of page.items) {
      if (o.quantumScore < p.minScore) {
        below = true;
        break;
      }
      scored++;
      if (o.competition > p.maxCompetition) continue;
      if (built.has(o.id)) {
        skippedBuilt++;
        continue;
      }
      actions.push({
        kind: 'build-market',
        ref: o.id,
        label: `${o.vertical} in ${o.location.city}, ${o.location.state}`,
        figures: {
          score: o.quantumScore,
          competition: o.competition,
          payout: o.payout,
          monthlySearches: o.monthlySearches,
          estimatedMonthlyRevenue: o.estimatedMonthlyRevenue,
          basis: o.estimate ? 'estimate (bundled data)' : 'measured',
        },
        jobId: null,
        error: null,
      });
      if (actions.length >= p.maxSitesPerRun) break;
    }
    if (below || page.items.length < PAGE) break;
  }
  return {
    actions,
    basis: `${scored} market${scored === 1 ? '' : 's'} scored at least ${p.minScore}${p.vertical ? ` in ${p.vertical}` : ''}${p.state ? ` in ${p.state}` : ''}; ${skippedBuilt} already built`,
  };
}

/** Live sites whose last lead (or go-live, with no lead yet) is staleDays or more ago, oldest first. */
export async function staleSiteMatches(
  ports: MatchPorts,
  actor: TeamActor,
  p: RefreshStaleSiteParams,
  now = new Date(),
): Promise<Matches> {
  const live = await ports.liveSites(actor.teamId);
  const stale = live
    .map((s) => {
      const since = s.lastLeadAt ?? s.deployedAt;
      return { s, since, days: since ? Math.floor((now.getTime() - since.getTime()) / DAY_MS) : null };
    })
    .filter((x) => x.days === null || x.days >= p.staleDays)
    .sort((a, b) => (a.since?.getTime() ?? 0) - (b.since?.getTime() ?? 0))
    .slice(0, p.maxSitesPerRun);
  return {
    actions: stale.map(({ s, days }) => ({
      kind: 'refresh-site' as const,
      ref: s.id,
      label: s.name,
      figures: {
        daysWithoutLead: days,
        lastLeadAt: s.lastLeadAt?.toISOString() ?? null,
        liveSince: s.deployedAt?.toISOString() ?? null,
      },
      jobId: null,
      error: null,
    })),
    basis: `${live.length} live site${live.length === 1 ? '' : 's'} checked for ${p.staleDays} days without a lead`,
  };
}
