import {
  type CalibrationGroup,
  ML_MIN_DAYS_LIVE,
  type MlCalibration,
  type MlObservedSite,
  type TierThresholdsSetting,
} from '@sdp/shared';
import { VERTICAL_BY_SLUG } from '../../data/verticals';
import { mean, round, spearman } from './stats';
import { tierAt } from './tiers-tuner';

// One site's prediction against its outcome, and the calibration tables
// (docs/ml-optimization.md#observed-results).

const DAY_MS = 86_400_000;
export const MONTH_DAYS = 30.4375;

export interface SiteFacts {
  id: string;
  name: string;
  verticalSlug: string;
  demo: boolean;
  deployedAt: Date;
  firstVisitDay: string | null;
  market: {
    quantumScore: number;
    estimatedMonthlyRevenue: number;
    revenueIndex: number;
    competition: number;
    confidence: number;
    payout: number;
    basis: 'saved' | 'scored-now';
  };
  leads: number;
  revenue: number;
  visits: number;
}

/** Launch = the earlier of the first deploy and the first recorded visit; days counted whole, at least 1. */
export function observedSite(f: SiteFacts, tiers: TierThresholdsSetting, now: Date): MlObservedSite {
  const firstVisit = f.firstVisitDay
    ? Date.parse(`${f.firstVisitDay}T00:00:00.000Z`)
    : Number.POSITIVE_INFINITY;
  const launch = Math.min(f.deployedAt.getTime(), firstVisit);
  const daysLive = Math.max(1, Math.ceil((now.getTime() - launch) / DAY_MS));
  const months = daysLive / MONTH_DAYS;
  const usable = daysLive >= ML_MIN_DAYS_LIVE;
  return {
    siteId: f.id,
    name: f.name,
    verticalSlug: f.verticalSlug,
    vertical: VERTICAL_BY_SLUG.get(f.verticalSlug)?.name ?? f.verticalSlug,
    demo: f.demo,
    deployedAt: new Date(launch).toISOString(),
    daysLive,
    quantumScore: round(f.market.quantumScore, 1),
    predictedMonthlyRevenue: round(f.market.estimatedMonthlyRevenue, 2),
    revenueIndex: round(f.market.revenueIndex, 2),
    competition: round(f.market.competition, 1),
    confidence: round(f.market.confidence, 2),
    payout: f.market.payout,
    tier: tierAt(tiers, f.market.payout),
    scoreBasis: f.market.basis,
    leads: f.leads,
    revenue: round(f.revenue, 2),
    visits: f.visits,
    leadsPerMonth: round(f.leads / months, 2),
    revenuePerMonth: round(f.revenue / months, 2),
    visitsPerMonth: round(f.visits / months, 1),
    usable,
    excludedReason: usable
      ? null
      : `Live ${daysLive} day${daysLive === 1 ? '' : 's'}; needs ${ML_MIN_DAYS_LIVE}`,
  };
}

export const siteMonthsOf = (s: MlObservedSite) => s.daysLive / MONTH_DAYS;

function group(key: string, label: string, sites: MlObservedSite[]): CalibrationGroup {
  const siteMonths = sites.reduce((t, s) => t + siteMonthsOf(s), 0);
  const leads = sites.reduce((t, s) => t + s.leads, 0);
  const revenue = sites.reduce((t, s) => t + s.revenue, 0);
  return {
    key,
    label,
    sites: sites.length,
    siteMonths: round(siteMonths, 1),
    leads,
    leadsPerMonth: siteMonths > 0 ? round(leads / siteMonths, 2) : 0,
    predictedPerMonth: round(mean(sites.map((s) => s.predictedMonthlyRevenue)), 2),
    revenuePerMonth: siteMonths > 0 ? round(revenue / siteMonths, 2) : 0,
  };
}

/** Bins of equal counts by predicted revenue (up to 5), per tier and per vertical, rank correlation. */
export function calibrate(sites: MlObservedSite[]): MlCalibration {
  const sorted = [...sites].sort((a, b) => a.predictedMonthlyRevenue - b.predictedMonthlyRevenue);
  const n = sorted.length;
  const binCount = n >= 10 ? 5 : Math.max(1, Math.min(n, Math.floor(n / 2)));
  const bins: MlCalibration['bins'] = [];
  for (let b = 0; b < binCount && n > 0; b++) {
    const part = sorted.slice(Math.floor((b * n) / binCount), Math.floor(((b + 1) * n) / binCount));
    if (!part.length) continue;
    bins.push({
      predictedLow: part[0].predictedMonthlyRevenue,
      predictedHigh: part[part.length - 1].predictedMonthlyRevenue,
      predictedMean: round(mean(part.map((s) => s.predictedMonthlyRevenue)), 2),
      observedMean: round(mean(part.map((s) => s.revenuePerMonth)), 2),
      sites: part.length,
    });
  }
  const byTier = [1, 2, 3].map((t) =>
    group(
      String(t),
      `Tier ${t}`,
      sites.filter((s) => s.tier === t),
    ),
  );
  const verticals = [...new Set(sites.map((s) => s.verticalSlug))].sort();
  const byVertical = verticals.map((v) => {
    const of = sites.filter((s) => s.verticalSlug === v);
    return group(v, of[0].vertical, of);
  });
  return {
    bins,
    byTier,
    byVertical,
    rankCorrelation:
      n >= 3
        ? round(
            spearman(
              sites.map((s) => s.quantumScore),
              sites.map((s) => s.revenuePerMonth),
            ),
          )
        : null,
  };
}
