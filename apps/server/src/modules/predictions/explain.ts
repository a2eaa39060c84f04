import type { Opportunity } from '@sdp/shared';
import { CONVERSION_RATE, CTR_DATE, ctrAt, TARGET_POSITION } from '../market/index';
import {
  type Basis,
  type DayHistory,
  HISTORY_FROM_DAYS,
  PRIOR_ONLY_BELOW_DAYS,
  type PriorInput,
  RAMP_DAYS,
  type SiteForecast,
} from './model';
import type { PredictionSite } from './predictions.repository';

// The plain-words explanation of a prediction: which source leads (history, prior or a blend),
// where the prior comes from, and how leads are valued.

export interface SiteContext {
  site: PredictionSite;
  live: boolean;
  history: DayHistory[];
  prior: PriorInput | null;
  opportunity: Opportunity | null;
  verticalName: string;
  valuePerLead: number;
  valueSource: 'renter' | 'payout';
  rentPerDay: number;
}

const pct = (x: number, d = 1) => `${(x * 100).toFixed(d)}%`;
const usd = (n: number) => `$${n.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
const fmt = (n: number, d = 1) => n.toLocaleString('en-US', { maximumFractionDigits: d });
const plural = (n: number, word: string) => `${fmt(n, 0)} ${word}${n === 1 ? '' : 's'}`;

function priorSentence(c: SiteContext): string {
  const o = c.opportunity;
  if (!o || !c.prior) return '';
  const searches = o.estimate
    ? `an estimated ${fmt(o.monthlySearches, 0)}`
    : `${fmt(o.monthlySearches, 0)} measured`;
  return (
    `The prior is the opportunity's estimate for ${c.prior.source}: ${searches} searches a month × ` +
    `${pct(ctrAt(TARGET_POSITION), 2)} click-through at position ${TARGET_POSITION} (Backlinko ${CTR_DATE}) ≈ ` +
    `${fmt(c.prior.matureDailyVisitors)} visitors a day once the site ranks, reached over ${RAMP_DAYS} days ` +
    `from launch (site age ${plural(c.prior.ageDays, 'day')}), converting at ${pct(CONVERSION_RATE, 0)} (assumption).`
  );
}

function valueSentence(c: SiteContext): string {
  const rent = c.rentPerDay > 0 ? ` plus rent of ${usd(c.site.renter!.monthlyRent)} a month` : '';
  if (c.valueSource === 'renter') {
    return `Revenue: leads at ${c.site.renter!.name}'s price of ${usd(c.valuePerLead)} per lead${rent}.`;
  }
  return `Revenue: leads valued at the ${c.verticalName} payout of ${usd(c.valuePerLead)} per lead (an estimate: no renter pays for this site's leads yet)${rent}.`;
}

export function explainSite(
  c: SiteContext,
  f: SiteForecast,
): { basis: Basis; explanation: string; historyDays: number } {
  const parts: string[] = [];
  const n = f.historyDays;
  const data = `${plural(n, 'day')} of history (${plural(f.historyVisitors, 'visitor')}, ${plural(f.historyLeads, 'lead')})`;
  if (!c.live && !c.prior) {
    parts.push(
      `This site is not live (status ${c.site.status}) and has no opportunity estimate: there is nothing to forecast yet.`,
    );
  } else if (!c.live) {
    parts.push(
      `This site is not live (status ${c.site.status}): the forecast assumes it goes live today and follows the opportunity's estimate.`,
    );
  } else if (f.basis === 'prior') {
    const why =
      f.historyVisitors === 0
        ? 'no visitors on a complete day yet; today counts from tomorrow'
        : `less than ${PRIOR_ONLY_BELOW_DAYS} days of data`;
    parts.push(
      `Little history (${data}; ${why}): the forecast follows the opportunity's estimate, not the site's own data.`,
    );
  } else if (f.basis === 'blend') {
    parts.push(
      `${data[0]!.toUpperCase()}${data.slice(1)}: the forecast blends the site's own trend (weight ${pct(f.historyWeight, 0)}) with the opportunity's estimate (${pct(1 - f.historyWeight, 0)}); from ${HISTORY_FROM_DAYS} days on the site's own trend leads alone.`,
    );
  } else if (c.prior) {
    parts.push(`Fitted to the site's own ${data}.`);
  } else {
    parts.push(
      `Fitted to the site's own ${data}; no opportunity estimate is available for this site${n < PRIOR_ONLY_BELOW_DAYS ? ', so with this little data the forecast is rough' : ''}.`,
    );
  }
  if (f.fit) {
    parts.push(
      `Model: damped trend on daily visitors (log scale; smoothing ${f.fit.alpha}, damping ${f.fit.phi}${f.fit.season ? ', weekly pattern' : ''}).`,
    );
  }
  if (f.basis !== 'history' || !c.live) parts.push(priorSentence(c));
  parts.push(
    `Conversion ${pct(f.conversion.mean, 2)}: a ${pct(CONVERSION_RATE, 0)} prior updated with the site's own leads per visitor.`,
  );
  parts.push(valueSentence(c));
  return { basis: c.live ? f.basis : 'prior', explanation: parts.filter(Boolean).join(' '), historyDays: n };
}

export function explainPortfolio(
  ctxs: SiteContext[],
  forecasts: SiteForecast[],
): { basis: Basis; explanation: string; historyDays: number } {
  if (ctxs.length === 0) {
    return {
      basis: 'prior',
      explanation:
        'No live sites yet: nothing to forecast. Deploy a site and its forecast starts from its opportunity estimate.',
      historyDays: 0,
    };
  }
  const count = { history: 0, blend: 0, prior: 0 };
  for (const f of forecasts) count[f.basis]++;
  const basis: Basis =
    count.history === forecasts.length ? 'history' : count.prior === forecasts.length ? 'prior' : 'blend';
  const parts = [
    count.history > 0 ? `${count.history} from its own history` : '',
    count.blend > 0 ? `${count.blend} blending history with the opportunity's estimate` : '',
    count.prior > 0 ? `${count.prior} from the opportunity's estimate (little history)` : '',
  ].filter(Boolean);
  return {
    basis,
    explanation:
      `Portfolio of ${plural(ctxs.length, 'live site')}: the sum of the sites' forecasts (${parts.join(', ')}). ` +
      `Medians and intervals come from adding the sites' simulated paths (sites taken as independent). ` +
      `Leads are valued at each renter's price, else at the vertical's payout (an estimate), plus rent.`,
    historyDays: Math.max(0, ...forecasts.map((f) => f.historyDays)),
  };
}
