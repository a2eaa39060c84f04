import type { FeedItem } from '@sdp/shared';
import type { FeedRows } from './feed.repository';

// The live job feed (docs/superweapons.md#feed): every kind of the team's work as one list, newest
// first. Each entry is a real row; progress is the row's own figure (null where the kind has none).

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentFeed(rows: FeedRows, limit: number): FeedItem[] {
  const items: FeedItem[] = [];
  for (const j of rows.jobs) {
    items.push({
      kind: 'deploy-job',
      id: j.id,
      label: `Deploy job (${j.kind}): ${j.sitesDeployed} of ${j.sitesPlanned} sites deployed`,
      status: j.status,
      progress: j.progress,
      active: j.status === 'queued' || j.status === 'running',
      detail: j.errors.length > 0 ? j.errors.slice(-1)[0]! : null,
      at: j.createdAt.toISOString(),
      finishedAt: iso(j.finishedAt),
    });
  }
  for (const { crawl: c, projectName } of rows.crawlRows) {
    const seen = c.pagesCrawled + c.pagesQueued;
    items.push({
      kind: 'crawl',
      id: c.id,
      label: `Crawl of ${projectName}: ${c.pagesCrawled} pages`,
      status: c.status,
      progress: c.status === 'completed' ? 100 : seen > 0 ? Math.round((c.pagesCrawled / seen) * 100) : 0,
      active: c.status === 'queued' || c.status === 'running',
      detail: c.error,
      at: c.createdAt.toISOString(),
      finishedAt: iso(c.finishedAt),
    });
  }
  for (const r of rows.engineRows) {
    items.push({
      kind: 'engine-run',
      id: r.id,
      label: `Engine ${r.engineId} (${r.action})`,
      status: r.status,
      progress: r.progress,
      active: r.status === 'queued' || r.status === 'running',
      detail: r.error ?? r.summary,
      at: r.createdAt.toISOString(),
      finishedAt: iso(r.finishedAt),
    });
  }
  for (const c of rows.campaignRows) {
    items.push({
      kind: 'campaign',
      id: c.id,
      label: `Campaign "${c.name}" (${c.kind})`,
      status: c.status,
      progress: null,
      active: ['scheduled', 'running', 'paused'].includes(c.status),
      detail: `$${Number(c.spentUsd).toFixed(2)} of $${Number(c.budgetUsd).toFixed(2)} spent`,
      at: c.createdAt.toISOString(),
      finishedAt: iso(c.finishedAt),
    });
  }
  for (const { impl, title } of rows.implRows) {
    items.push({
      kind: 'implementation',
      id: impl.id,
      label: `Implementation: ${title}`,
      status: impl.status,
      progress: impl.progress,
      active: impl.status === 'running' || impl.status === 'paused',
      detail: impl.error,
      at: impl.startedAt.toISOString(),
      finishedAt: iso(impl.finishedAt),
    });
  }
  for (const { run, ruleName } of rows.runRows) {
    items.push({
      kind: 'automation-run',
      id: run.id,
      label: `${run.dryRun ? 'Dry run' : 'Run'} of rule ${ruleName ? `"${ruleName}"` : '(deleted)'}: ${run.actions.length} match${run.actions.length === 1 ? '' : 'es'}`,
      status: run.status,
      progress: null,
      active: run.status === 'running',
      detail: run.error,
      at: run.startedAt.toISOString(),
      finishedAt: iso(run.finishedAt),
    });
  }
  return items.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, limit);
}
