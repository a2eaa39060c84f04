import type { CausalMetric } from '@sdp/shared';
import type { ControlSeries, EstimatorInput } from './estimator';

// From stored rows to the estimator's input (docs/causal.md#window-and-controls): the window around
// an intervention, the control series (the team's other sites, and other pages of the same site
// when it touched only some paths) that nothing was done to in the window, and the daily values
// with missing days filled (counts: 0; positions: the last known value, never invented before the
// first one). Pure.

/** The pre-period reaches at most this far back, the post-period at most this far forward. */
export const PRE_MAX_DAYS = 90;
export const POST_MAX_DAYS = 56;
/** Other pages of the same site used as controls, the busiest first. */
export const MAX_PAGE_CONTROLS = 5;

const DAY_MS = 86_400_000;
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + n * DAY_MS).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS);

export interface SiteInfo {
  id: string;
  name: string;
  activeSince: string;
}

export interface InterventionDay {
  id: string;
  siteId: string;
  day: string;
  paths: string[];
}

export interface CausalWindow {
  interventionDay: string;
  /** First pre-period day and last post-period day (inclusive); from > to when there is none. */
  from: string;
  to: string;
  /** Sites usable as controls: active before `from`, nothing done to them in [from, to]. */
  controlSites: SiteInfo[];
  /** Why there is no control site (null when there is one). */
  noControlsReason: string | null;
}

/** The window of one intervention, as of `today` (a day still running is left out). */
export function windowOf(
  target: InterventionDay,
  today: string,
  sites: SiteInfo[],
  interventions: InterventionDay[],
): CausalWindow {
  const site = sites.find((s) => s.id === target.siteId);
  const day = target.day;
  let from = addDays(day, -PRE_MAX_DAYS);
  if (site && site.activeSince > from) from = site.activeSince;
  let to = addDays(day, POST_MAX_DAYS);
  const yesterday = addDays(today, -1);
  if (yesterday < to) to = yesterday;
  // A later change of the same site ends the post-period the day before it.
  for (const other of interventions) {
    if (other.siteId !== target.siteId || other.id === target.id || other.day <= day) continue;
    // A later change of other pages only (both with paths, none shared) does not end it.
    const disjoint =
      target.paths.length > 0 && other.paths.length > 0 && !other.paths.some((p) => target.paths.includes(p));
    if (!disjoint && addDays(other.day, -1) < to) to = addDays(other.day, -1);
  }
  const touched = new Set(
    interventions.filter((i) => i.day >= from && i.day <= to && i.day !== '').map((i) => i.siteId),
  );
  const others = sites.filter((s) => s.id !== target.siteId);
  const controlSites = others.filter((s) => s.activeSince <= from && !touched.has(s.id));
  let noControlsReason: string | null = null;
  if (controlSites.length === 0) {
    noControlsReason =
      others.length === 0
        ? 'No control series: the team has only this site, so nothing shows what would have happened without the change.'
        : "No control series: the team's other sites were changed in the window or have no data from before it.";
  }
  return { interventionDay: day, from, to, controlSites, noControlsReason };
}

/** values: key (site id or path) -> day -> value. */
export type DayTable = Map<string, Map<string, number>>;

export function tableOf(rows: { key: string; day: string; value: number }[]): DayTable {
  const t: DayTable = new Map();
  for (const r of rows) {
    let m = t.get(r.key);
    if (!m) {
      m = new Map();
      t.set(r.key, m);
    }
    m.set(r.day, Number(r.value));
  }
  return t;
}

function fill(metric: CausalMetric, days: string[], m: Map<string, number> | undefined): (number | null)[] {
  if (metric !== 'position') return days.map((d) => m?.get(d) ?? 0);
  let last: number | null = null;
  return days.map((d) => {
    const v = m?.get(d);
    if (v !== undefined) last = v;
    return last;
  });
}

/**
 * The estimator's input: the treated series (the site, or the sum of the touched paths when
 * `pages` is given for a path-scoped visitors estimate) and the control series.
 */
export function inputOf(
  w: CausalWindow,
  metric: CausalMetric,
  treatedSiteId: string,
  bySite: DayTable,
  pages?: { paths: string[]; table: DayTable },
): EstimatorInput {
  const all: string[] = [];
  for (let d = w.from; d <= w.to; d = addDays(d, 1)) all.push(d);
  const treated = pages
    ? all.map((d) => pages.paths.reduce((s, p) => s + (pages.table.get(p)?.get(d) ?? 0), 0))
    : fill(metric, all, bySite.get(treatedSiteId));
  // Positions: start on the first day the treated site has one (values known before carry on).
  let first = treated.findIndex((v) => v !== null);
  if (first < 0) first = all.length;
  const days = all.slice(first);
  const actual = treated.slice(first);
  const controls: ControlSeries[] = [];
  for (const s of w.controlSites) {
    const values = fill(metric, all, bySite.get(s.id)).slice(first);
    if (values.some((v) => v === null)) continue;
    controls.push({ kind: 'site', ref: s.id, label: s.name, values: values as number[] });
  }
  if (pages) {
    const pre = (m: Map<string, number>) =>
      days.filter((d) => d < w.interventionDay).reduce((s, d) => s + (m.get(d) ?? 0), 0);
    const others = [...pages.table.entries()]
      .filter(([path]) => !pages.paths.includes(path))
      .map(([path, m]) => ({ path, m, volume: pre(m) }))
      .filter((x) => x.volume > 0)
      .sort((a, b) => b.volume - a.volume || (a.path < b.path ? -1 : 1))
      .slice(0, MAX_PAGE_CONTROLS);
    for (const o of others)
      controls.push({
        kind: 'page',
        ref: o.path,
        label: `Page ${o.path}`,
        values: days.map((d) => o.m.get(d) ?? 0),
      });
  }
  return {
    days,
    actual: actual as number[],
    controls,
    interventionDay: w.interventionDay,
    noControlsReason: w.noControlsReason ?? undefined,
    noDataReason:
      metric === 'position'
        ? 'No tracked position of this site in the window around the intervention.'
        : undefined,
  };
}
