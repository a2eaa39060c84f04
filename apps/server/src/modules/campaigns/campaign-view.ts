import type { Campaign, CampaignDetail, CampaignItem } from '@sdp/shared';
import { addDays, localDay } from '../../lib/periods';
import type { CampaignItemRow, CampaignRow } from './campaigns.repository';

// How a campaign is shown: counts, progress, the per-day plan (team-local days of the zone the
// campaign was created in, docs/campaigns.md#schedule) and its items.

const iso = (d: Date | null) => d?.toISOString() ?? null;
const FINISHED = new Set(['done', 'failed', 'skipped']);

export function zoneOfCampaign(row: CampaignRow): string {
  const z = (row.options as { timezone?: unknown }).timezone;
  return typeof z === 'string' && z ? z : 'UTC';
}

/**
 * Per local day from the start: items started that day, and the pending ones planned at perDay a
 * day from today (or the start, when later). `started` counts an item on the day it started.
 */
export function planOf(
  row: CampaignRow,
  items: Pick<CampaignItemRow, 'status' | 'startedAt'>[],
  now: Date,
): { day: string; planned: number; started: number }[] {
  const zone = zoneOfCampaign(row);
  const today = localDay(now, zone);
  const started = new Map<string, number>();
  for (const i of items) {
    if (i.startedAt) {
      const d = localDay(i.startedAt, zone);
      started.set(d, (started.get(d) ?? 0) + 1);
    }
  }
  let pending = items.filter((i) => i.status === 'pending').length;
  const active = row.status === 'scheduled' || row.status === 'running';
  const days = new Map<string, { planned: number; started: number }>();
  for (const [d, n] of started) days.set(d, { planned: 0, started: n });
  let day = [row.startsOn, today].sort().at(-1)!;
  for (let guard = 0; active && pending > 0 && guard < 400; guard++) {
    const already = started.get(day) ?? 0;
    const room = Math.max(0, row.perDay - already);
    const planned = Math.min(room, pending);
    if (planned > 0) days.set(day, { planned, started: already });
    pending -= planned;
    day = addDays(day, 1);
  }
  return [...days.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([d, v]) => ({ day: d, ...v }));
}

export function spendBasis(llmConfigured: boolean, spentUsd: number): string {
  if (!llmConfigured) {
    return 'The built-in writer writes every page at no cost: no metered calls, so spend stays $0.00 (an LLM writer, LLM_BASE_URL, would be metered).';
  }
  return spentUsd > 0
    ? 'Metered: the cost recorded by the meter (provider_calls, LLM tokens priced) while each item ran.'
    : 'Metered from the LLM writer’s token usage; nothing has been recorded for this campaign yet.';
}

export function presentCampaign(
  row: CampaignRow,
  counts: Record<string, number>,
  plan: { day: string; planned: number; started: number }[],
  llmConfigured: boolean,
): Campaign {
  const total = Object.values(counts).reduce((s, n) => s + n, 0);
  const finished = (counts.done ?? 0) + (counts.failed ?? 0) + (counts.skipped ?? 0);
  const spent = Number(row.spentUsd);
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    status: row.status,
    startsOn: row.startsOn,
    perDay: row.perDay,
    budgetUsd: Number(row.budgetUsd),
    spentUsd: spent,
    options: row.options,
    counts,
    total,
    progress: total ? Math.round((100 * finished) / total) : 0,
    endsOn: plan.length ? plan[plan.length - 1]!.day : row.startsOn,
    spendBasis: spendBasis(llmConfigured, spent),
    lastRunAt: iso(row.lastRunAt),
    finishedAt: iso(row.finishedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentItem(row: CampaignItemRow, progress?: number): CampaignItem {
  return {
    id: row.id,
    position: row.position,
    ref: row.ref,
    label: row.label,
    status: row.status,
    estimatedUsd: Number(row.estimatedUsd),
    costUsd: row.costUsd === null ? null : Number(row.costUsd),
    siteId: row.siteId,
    jobRef: row.jobRef,
    progress: FINISHED.has(row.status) ? 100 : row.status === 'pending' ? 0 : (progress ?? 0),
    error: row.error,
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
  };
}

export function countsOf(items: Pick<CampaignItemRow, 'status'>[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const i of items) counts[i.status] = (counts[i.status] ?? 0) + 1;
  return counts;
}

export function detailOf(
  row: CampaignRow,
  items: CampaignItemRow[],
  now: Date,
  llmConfigured: boolean,
  progress: Map<string, number>,
): CampaignDetail {
  const plan = planOf(row, items, now);
  return {
    ...presentCampaign(row, countsOf(items), plan, llmConfigured),
    items: items.map((i) => presentItem(i, progress.get(i.id))),
    plan,
  };
}
