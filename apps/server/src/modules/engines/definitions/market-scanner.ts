import type { Opportunity } from '@sdp/shared';
import type { Db } from '../../../db/client';
import type { EngineDefinition, InsightDraft } from '../../../lib/engine';
import type { DiscoveryService } from '../../discovery/index';
import type { OnboardingService } from '../../onboarding/index';
import { plural, runActor } from './context';

// Market Scanner (docs/engines.md#engines): the best-scoring goldmine markets of the bundled market
// data as the team sees it (payout overrides, measurements), in the team's onboarding focus when it
// chose one (verticals, state), else across every vertical.

const PER_VERTICAL = 3;
const WITHOUT_FOCUS = 5;

function marketInsight(o: Opportunity): InsightDraft {
  const where = `${o.location.city}, ${o.location.state}`;
  const search = new URLSearchParams({ vertical: o.verticalSlug, location: where });
  return {
    key: `market:${o.id}`,
    title: `${o.vertical} in ${where}: score ${Math.round(o.quantumScore)}`,
    detail:
      `A goldmine market: $${Math.round(o.payout)} per lead, about ${Math.round(o.monthlySearches)} searches a month, ` +
      `competition ${Math.round(o.competition)}/100. ` +
      (o.estimate
        ? `An estimate from the bundled market data (${Math.round(o.confidence * 100)}% of its inputs measured).`
        : 'Every input measured by a data provider.'),
    severity: 'success',
    figures: [
      { label: 'Score', value: Math.round(o.quantumScore), unit: '/100' },
      { label: 'Payout per lead', value: Math.round(o.payout), unit: 'USD' },
      { label: 'Monthly searches', value: Math.round(o.monthlySearches) },
      { label: 'Demand', value: Math.round(o.demandScore), unit: '/100' },
      { label: 'Competition', value: Math.round(o.competition), unit: '/100' },
      { label: 'Estimated monthly revenue', value: Math.round(o.estimatedMonthlyRevenue), unit: 'USD' },
    ],
    link: `/discovery?${search.toString()}`,
  };
}

export function marketScannerEngine(ports: {
  db: Db;
  discovery: DiscoveryService;
  onboarding: OnboardingService;
}): EngineDefinition {
  return {
    id: 'market-scanner',
    async run(ctx) {
      const actor = await runActor(ports.db, ctx);
      if (!actor) return { summary: 'The team has no members', insights: [] };
      const focus = await ports.onboarding.focus(actor);
      ctx.progress(20);
      const verticals = focus.verticals.slice(0, 5);
      const base = {
        tier: 'all',
        status: 'all',
        goldmineOnly: 'true',
        sort: 'quantumScore',
        order: 'desc',
        offset: 0,
      } as const;
      const location = focus.state ?? undefined;
      const found: Opportunity[] = [];
      let dataNote = '';
      if (verticals.length) {
        for (const [i, vertical] of verticals.entries()) {
          const page = await ports.discovery.search(actor, {
            ...base,
            vertical,
            location,
            limit: PER_VERTICAL,
          });
          found.push(...page.items);
          dataNote = page.dataNote;
          ctx.progress(20 + Math.round(((i + 1) / verticals.length) * 70));
        }
      } else {
        const page = await ports.discovery.search(actor, { ...base, location, limit: WITHOUT_FOCUS });
        found.push(...page.items);
        dataNote = page.dataNote;
      }
      const scope = verticals.length
        ? `your focus (${verticals.join(', ')}${focus.state ? ` in ${focus.state}` : ''})`
        : focus.state
          ? `every vertical in ${focus.state}`
          : 'every vertical and city';
      const insights: InsightDraft[] = found.map(marketInsight);
      insights.push({
        key: 'market:basis',
        title: found.length
          ? `${plural(found.length, 'goldmine market')} in ${scope}`
          : `No goldmine market in ${scope}`,
        detail: `${dataNote}${verticals.length ? '' : ' Choose verticals and a state in onboarding to narrow the scan.'}`,
        severity: 'info',
        figures: [
          { label: 'Markets listed', value: found.length },
          { label: 'Verticals in focus', value: verticals.length },
        ],
        link: '/discovery',
      });
      return { summary: `${plural(found.length, 'goldmine market')} in ${scope}`, insights };
    },
  };
}
